import { LANGUAGES, languageDir, type LanguageCode } from '@site/contracts';
import { useId, type ReactNode } from 'react';
import { get, useFieldArray, type FieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import ui from '../../../components/admin/admin-ui.module.css';
import form from '../../../components/admin/form/form.module.css';
import { FieldError } from '../../../components/admin/form/field-error';
import { ListItemCard } from '../fields/list-item-card';
import {
  copyFromEnglish,
  isSectionEmpty,
  LIMITS,
  type ContentSection,
  type SettingsFormValues,
} from '../settings-form-model';
import styles from '../settings-page.module.css';

export interface BlockProps {
  code: LanguageCode;
}

export type ErrorNode = { message?: string; root?: { message?: string } } | undefined;

/** A list-level error (too many entries, at least one needed) of a field array. */
export function ListError({ id, name }: { id: string; name: string }) {
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
export function ContentBlock({
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

export type ListSection = 'counters' | 'experience' | 'certifications' | 'testimonials';
/** The form path of such a list in one language, e.g. `experience.de`. */
export type ListPath<S extends ListSection> = `${S}.${LanguageCode}`;

/**
 * A per-language list of records (heading, hint, one reorderable and removable card per entry, the
 * list's own error and an "add" button, up to the section's limit). The i18n keys are
 * `settings.<section>.title | hint | item | add`; `renderItem` gives an entry's fields.
 */
export function ListBlock<S extends ListSection>({
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
