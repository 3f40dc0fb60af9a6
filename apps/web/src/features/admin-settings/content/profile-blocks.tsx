import { languageDir, SKILL_GROUPS } from '@site/contracts';
import { useId } from 'react';
import { Controller, get, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import ui from '../../../components/admin/admin-ui.module.css';
import form from '../../../components/admin/form/form.module.css';
import { ChipsInput } from '../../../components/admin/form/chips-input';
import { FieldError } from '../../../components/admin/form/field-error';
import { SelectField } from '../../../components/admin/form/select-field';
import { StringListField } from '../fields/string-list-field';
import { TextField } from '../fields/text-field';
import { emptyCounter, LIMITS, type SettingsFormValues } from '../settings-form-model';
import { type BlockProps, ContentBlock, ListBlock, type ErrorNode } from './content-block';
import styles from '../settings-page.module.css';

export function ProfileBlock({ code }: BlockProps) {
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

export function CountersBlock({ code }: BlockProps) {
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

export function AboutBlock({ code }: BlockProps) {
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

export function SkillsBlock({ code }: BlockProps) {
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
