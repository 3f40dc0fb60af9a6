import { LANGUAGES, languageDir, SKILL_GROUPS, type LanguageCode } from '@site/contracts';
import { useId, type ReactNode } from 'react';
import { Controller, get, useFieldArray, type FieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import ui from '../../components/admin/admin-ui.module.css';
import { ChipsInput } from '../../components/admin/form/chips-input';
import { FieldError } from '../../components/admin/form/field-error';
import form from '../../components/admin/form/form.module.css';
import { ListItemCard } from './fields/list-item-card';
import { SelectField } from '../../components/admin/form/select-field';
import { StringListField } from './fields/string-list-field';
import { TextField } from './fields/text-field';
import {
  copyFromEnglish,
  emptyCertification,
  emptyCounter,
  emptyExperience,
  emptyTestimonial,
  isSectionEmpty,
  LIMITS,
  type ContentSection,
  type SettingsFormValues,
} from './settings-form-model';
import styles from './settings-page.module.css';

interface BlockProps {
  code: LanguageCode;
}

type ErrorNode = { message?: string; root?: { message?: string } } | undefined;

/** A list-level error (too many entries, at least one needed) of a field array. */
function ListError({ id, name }: { id: string; name: string }) {
  const {
    formState: { errors },
  } = useFormContext();
  const node = get(errors, name) as ErrorNode;
  return <FieldError id={id} message={node?.message ?? node?.root?.message} />;
}

/**
 * One per-language part of the content (heading, and the "copy from English" offer when this language
 * has nothing written in it yet, so that the owner can translate rather than retype).
 */
function ContentBlock({
  section,
  code,
  title,
  hint,
  children,
}: {
  section: ContentSection;
  code: LanguageCode;
  title: string;
  hint?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin-editor');
  const id = useId();
  const { control, getValues, setValue } = useFormContext<SettingsFormValues>();
  const values = useWatch({ control }) as SettingsFormValues;
  const empty = code !== 'en' && isSectionEmpty(values, section, code);
  const englishEmpty = isSectionEmpty(values, section, 'en');
  const language = LANGUAGES.find((l) => l.code === code)?.nativeName ?? code;

  return (
    <section className={styles.block} aria-labelledby={id}>
      <h3 id={id} className={styles.blockTitle}>
        {title}
      </h3>
      {hint && <p className={ui.hint}>{hint}</p>}
      {empty && (
        <div className={form.noticeRow}>
          <p>{t('settings.fallbackNotice', { language })}</p>
          {!englishEmpty && (
            <button
              type="button"
              className={ui.smallButton}
              onClick={() => {
                for (const [path, value] of copyFromEnglish(getValues(), section, code)) {
                  setValue(path as never, value as never, { shouldDirty: true });
                }
              }}
            >
              {t('settings.copyFromEnglish')}
              <span className="visually-hidden"> ({title})</span>
            </button>
          )}
        </div>
      )}
      {children}
    </section>
  );
}

function ProfileBlock({ code }: BlockProps) {
  const { t } = useTranslation('admin-editor');
  const dir = languageDir(code);
  return (
    <ContentBlock section="profile" code={code} title={t('settings.profile.title')}>
      <div className={form.grid2}>
        <TextField
          name={`owner.title.${code}`}
          label={t('settings.profile.jobTitle')}
          maxLength={120}
          lang={code}
          dir={dir}
          required={code === 'en'}
        />
        <TextField
          name={`owner.location.${code}`}
          label={t('settings.profile.location')}
          maxLength={120}
          lang={code}
          dir={dir}
          required={code === 'en'}
        />
      </div>
      <TextField
        name={`owner.tagline.${code}`}
        label={t('settings.profile.tagline')}
        maxLength={300}
        multiline
        rows={2}
        lang={code}
        dir={dir}
        required={code === 'en'}
      />
    </ContentBlock>
  );
}

/** The per-language parts that are a list of records, each an editable card. */
type ListSection = 'counters' | 'experience' | 'certifications' | 'testimonials';
/** The form path of such a list in one language, e.g. `experience.de`. */
type ListPath<S extends ListSection> = `${S}.${LanguageCode}`;

/**
 * A per-language list of records (heading, hint, one reorderable and removable card per entry, the
 * list's own error and an "add" button, up to the section's limit). The i18n keys are
 * `settings.<section>.title | hint | item | add`; `renderItem` gives an entry's fields.
 */
function ListBlock<S extends ListSection>({
  section,
  code,
  emptyItem,
  cardGrid = false,
  renderItem,
}: {
  section: S;
  code: LanguageCode;
  emptyItem: () => FieldArray<SettingsFormValues, ListPath<S>>;
  /** Lay the cards out as a grid rather than one under another. */
  cardGrid?: boolean;
  renderItem: (index: number, code: LanguageCode, dir: ReturnType<typeof languageDir>) => ReactNode;
}) {
  const { t } = useTranslation('admin-editor');
  const base = useId();
  const { control } = useFormContext<SettingsFormValues>();
  const list = useFieldArray<SettingsFormValues, ListPath<S>>({ control, name: `${section}.${code}` });
  const dir = languageDir(code);
  const limit = LIMITS[section];
  return (
    <ContentBlock
      section={section}
      code={code}
      title={t(`settings.${section}.title`)}
      hint={t(`settings.${section}.hint`, { count: limit })}
    >
      {list.fields.length > 0 && (
        <ol className={cardGrid ? `${form.rows} ${styles.cardGrid}` : form.rows}>
          {list.fields.map((field, index) => (
            <ListItemCard
              key={field.id}
              title={t(`settings.${section}.item`, { number: index + 1 })}
              index={index}
              count={list.fields.length}
              onMove={list.move}
              onRemove={list.remove}
            >
              {renderItem(index, code, dir)}
            </ListItemCard>
          ))}
        </ol>
      )}
      <ListError id={`${base}-error`} name={`${section}.${code}`} />
      <div>
        <button
          type="button"
          className={ui.smallButton}
          disabled={list.fields.length >= limit}
          onClick={() => list.append(emptyItem())}
        >
          <span aria-hidden="true">+</span> {t(`settings.${section}.add`)}
        </button>
      </div>
    </ContentBlock>
  );
}

function CountersBlock({ code }: BlockProps) {
  const { t } = useTranslation('admin-editor');
  return (
    <ListBlock
      section="counters"
      code={code}
      emptyItem={emptyCounter}
      cardGrid
      renderItem={(index, code, dir) => (
        <>
          <div className={styles.counterGrid}>
            <TextField
              name={`counters.${code}.${index}.value`}
              label={t('settings.counters.value')}
              type="number"
              min={0}
              max={1000000}
              step="any"
              dir="ltr"
              options={{ valueAsNumber: true }}
            />
            <SelectField
              name={`counters.${code}.${index}.decimals`}
              label={t('settings.counters.decimals')}
              numeric
              options={[0, 1, 2].map((n) => ({ value: n, label: String(n) }))}
            />
            <TextField
              name={`counters.${code}.${index}.suffix`}
              label={t('settings.counters.suffix')}
              maxLength={4}
              dir="ltr"
            />
          </div>
          <TextField
            name={`counters.${code}.${index}.label`}
            label={t('settings.counters.label')}
            maxLength={60}
            lang={code}
            dir={dir}
          />
        </>
      )}
    />
  );
}

function AboutBlock({ code }: BlockProps) {
  const { t } = useTranslation('admin-editor');
  const dir = languageDir(code);
  return (
    <ContentBlock section="about" code={code} title={t('settings.about.title')}>
      <TextField
        name={`about.${code}.heading`}
        label={t('settings.about.heading')}
        maxLength={120}
        lang={code}
        dir={dir}
        required={code === 'en'}
      />
      <StringListField
        name={`about.${code}.paragraphs`}
        label={t('settings.about.paragraphs')}
        itemLabel={(number) => t('settings.about.paragraph', { number })}
        addLabel={t('settings.about.addParagraph')}
        hint={t('settings.about.paragraphsHint', { count: LIMITS.paragraphs })}
        max={LIMITS.paragraphs}
        maxLength={1200}
        multiline
        lang={code}
        dir={dir}
      />
      <StringListField
        name={`about.${code}.highlights`}
        label={t('settings.about.highlights')}
        itemLabel={(number) => t('settings.about.highlight', { number })}
        addLabel={t('settings.about.addHighlight')}
        hint={t('settings.about.highlightsHint', { count: LIMITS.highlights })}
        max={LIMITS.highlights}
        maxLength={120}
        lang={code}
        dir={dir}
      />
    </ContentBlock>
  );
}

function ExperienceBlock({ code }: BlockProps) {
  const { t } = useTranslation('admin-editor');
  return (
    <ListBlock
      section="experience"
      code={code}
      emptyItem={emptyExperience}
      renderItem={(index, code, dir) => (
        <>
          <div className={form.grid2}>
            <TextField
              name={`experience.${code}.${index}.company`}
              label={t('settings.experience.company')}
              maxLength={120}
              lang={code}
              dir={dir}
            />
            <TextField
              name={`experience.${code}.${index}.role`}
              label={t('settings.experience.role')}
              maxLength={120}
              lang={code}
              dir={dir}
            />
            <TextField
              name={`experience.${code}.${index}.period`}
              label={t('settings.experience.period')}
              placeholder={t('settings.experience.periodPlaceholder')}
              maxLength={60}
              lang={code}
              dir={dir}
            />
            <TextField
              name={`experience.${code}.${index}.location`}
              label={t('settings.experience.location')}
              maxLength={120}
              lang={code}
              dir={dir}
            />
          </div>
          <StringListField
            name={`experience.${code}.${index}.achievements`}
            label={t('settings.experience.achievements')}
            itemLabel={(number) => t('settings.experience.achievement', { number })}
            addLabel={t('settings.experience.addAchievement')}
            max={LIMITS.achievements}
            maxLength={400}
            multiline
            lang={code}
            dir={dir}
          />
        </>
      )}
    />
  );
}

function SkillsBlock({ code }: BlockProps) {
  const { t } = useTranslation('admin-editor');
  const base = useId();
  const {
    control,
    formState: { errors },
  } = useFormContext<SettingsFormValues>();
  const dir = languageDir(code);
  return (
    <ContentBlock
      section="skills"
      code={code}
      title={t('settings.skills.title')}
      hint={t('settings.skills.hint', { count: LIMITS.skills })}
    >
      <div className={form.grid2}>
        {SKILL_GROUPS.map((group) => {
          const id = `${base}-${group}`;
          const node = get(errors, `skills.${code}.${group}`) as
            (ErrorNode & Record<number, { message?: string } | undefined>) | undefined;
          const error =
            node?.message ??
            node?.root?.message ??
            Object.values(node ?? {}).find((child): child is { message: string } =>
              Boolean(child && typeof child === 'object' && 'message' in child),
            )?.message;
          return (
            <div key={group} className={ui.field}>
              <label htmlFor={id} className={ui.label}>
                {t(`settings.skills.groups.${group}`)}
              </label>
              <Controller
                control={control}
                name={`skills.${code}.${group}`}
                render={({ field }) => (
                  <ChipsInput
                    id={id}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    max={LIMITS.skills}
                    placeholder={t('settings.skills.placeholder')}
                    describedBy={error ? `${id}-error` : undefined}
                    invalid={Boolean(error)}
                    lang={code}
                    dir={dir}
                  />
                )}
              />
              <FieldError id={`${id}-error`} message={error} />
            </div>
          );
        })}
      </div>
    </ContentBlock>
  );
}

function CertificationsBlock({ code }: BlockProps) {
  const { t } = useTranslation('admin-editor');
  return (
    <ListBlock
      section="certifications"
      code={code}
      emptyItem={emptyCertification}
      renderItem={(index, code, dir) => (
        <div className={form.grid2}>
          <TextField
            name={`certifications.${code}.${index}.name`}
            label={t('settings.certifications.name')}
            maxLength={160}
            lang={code}
            dir={dir}
          />
          <TextField
            name={`certifications.${code}.${index}.issuer`}
            label={t('settings.certifications.issuer')}
            maxLength={120}
            lang={code}
            dir={dir}
          />
          <TextField
            name={`certifications.${code}.${index}.year`}
            label={t('settings.certifications.year')}
            maxLength={20}
            dir="ltr"
          />
          <TextField
            name={`certifications.${code}.${index}.url`}
            label={t('settings.certifications.url')}
            maxLength={500}
            dir="ltr"
            placeholder="https://…"
          />
        </div>
      )}
    />
  );
}

function TestimonialsBlock({ code }: BlockProps) {
  const { t } = useTranslation('admin-editor');
  return (
    <ListBlock
      section="testimonials"
      code={code}
      emptyItem={emptyTestimonial}
      renderItem={(index, code, dir) => (
        <>
          <TextField
            name={`testimonials.${code}.${index}.text`}
            label={t('settings.testimonials.text')}
            maxLength={1200}
            multiline
            rows={3}
            lang={code}
            dir={dir}
          />
          <div className={form.grid2}>
            <TextField
              name={`testimonials.${code}.${index}.name`}
              label={t('settings.testimonials.name')}
              maxLength={120}
              lang={code}
              dir={dir}
            />
            <TextField
              name={`testimonials.${code}.${index}.position`}
              label={t('settings.testimonials.position')}
              maxLength={120}
              lang={code}
              dir={dir}
            />
            <TextField
              name={`testimonials.${code}.${index}.company`}
              label={t('settings.testimonials.company')}
              hint={t('settings.optional')}
              maxLength={120}
              lang={code}
              dir={dir}
            />
            <SelectField
              name={`testimonials.${code}.${index}.rating`}
              label={t('settings.testimonials.rating')}
              numeric
              options={[5, 4, 3, 2, 1].map((n) => ({
                value: n,
                label: t('settings.testimonials.stars', { count: n }),
              }))}
            />
            <TextField
              name={`testimonials.${code}.${index}.avatar`}
              label={t('settings.testimonials.avatar')}
              hint={t('settings.optional')}
              maxLength={500}
              dir="ltr"
              placeholder="https://…"
            />
          </div>
        </>
      )}
    />
  );
}

/** Everything written per language, for one language. */
export function ContentPanel({ code }: BlockProps) {
  return (
    <div className={styles.blocks}>
      <ProfileBlock code={code} />
      <CountersBlock code={code} />
      <AboutBlock code={code} />
      <ExperienceBlock code={code} />
      <SkillsBlock code={code} />
      <CertificationsBlock code={code} />
      <TestimonialsBlock code={code} />
    </div>
  );
}
