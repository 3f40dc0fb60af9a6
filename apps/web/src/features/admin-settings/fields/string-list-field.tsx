import { useId } from 'react';
import { Controller, get, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import ui from '../../../components/admin/admin-ui.module.css';
import { FieldError } from '../../../components/admin/form/field-error';
import { ListFieldFooter } from '../../../components/admin/form/form-buttons';
import form from '../../../components/admin/form/form.module.css';
import styles from './string-list-field.module.css';

export interface StringListFieldProps {
  /** Form path of a list of strings, e.g. `about.fr.paragraphs`. */
  name: string;
  /** The list's name (the group's legend). */
  label: string;
  /** The label of one entry, from its 1-based number. */
  itemLabel: (number: number) => string;
  addLabel: string;
  max: number;
  multiline?: boolean;
  maxLength?: number;
  lang?: string;
  dir?: 'ltr' | 'rtl';
  hint?: string;
}

/** A list of short texts (paragraphs, highlights, achievements): edit, add, remove and reorder. */
export function StringListField({
  name,
  label,
  itemLabel,
  addLabel,
  max,
  multiline = false,
  maxLength,
  lang,
  dir,
  hint,
}: StringListFieldProps) {
  const { t } = useTranslation('admin-editor');
  const base = useId();
  const {
    control,
    formState: { errors },
  } = useFormContext();
  const listErrors = get(errors, name) as
    ({ message?: string; root?: { message?: string } } & Record<number, { message?: string } | undefined>) | undefined;
  const listError = listErrors?.message ?? listErrors?.root?.message;

  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const items = (field.value as string[] | undefined) ?? [];
        const set = (next: string[]) => field.onChange(next);
        return (
          <fieldset className={form.fieldset}>
            <legend className={`${ui.label} ${form.legendPlain}`}>{label}</legend>
            {hint && <p className={ui.hint}>{hint}</p>}
            {items.length > 0 && (
              <ol className={form.rows}>
                {items.map((item, index) => {
                  const id = `${base}-${index}`;
                  const error = listErrors?.[index]?.message;
                  const common = {
                    id,
                    value: item,
                    lang,
                    dir,
                    maxLength,
                    'aria-invalid': error ? true : undefined,
                    'aria-describedby': error ? `${id}-error` : undefined,
                    onBlur: field.onBlur,
                  };
                  return (
                    // Entries are plain strings without ids; their position is their identity.
                    <li key={index} className={styles.row}>
                      <div className={ui.field}>
                        <label htmlFor={id} className="visually-hidden">
                          {itemLabel(index + 1)}
                        </label>
                        {multiline ? (
                          <textarea
                            className={ui.textarea}
                            rows={3}
                            {...common}
                            onChange={(event) => set(items.map((v, i) => (i === index ? event.target.value : v)))}
                          />
                        ) : (
                          <input
                            className={ui.input}
                            {...common}
                            onChange={(event) => set(items.map((v, i) => (i === index ? event.target.value : v)))}
                          />
                        )}
                        <FieldError id={`${id}-error`} message={error} />
                      </div>
                      <div className={styles.buttons}>
                        <button
                          type="button"
                          className={ui.smallButton}
                          disabled={index === 0}
                          aria-label={t('items.moveUp', { item: itemLabel(index + 1) })}
                          onClick={() =>
                            set(
                              items.map((v, i) => (i === index - 1 ? item : i === index ? (items[index - 1] ?? v) : v)),
                            )
                          }
                        >
                          <span aria-hidden="true">↑</span>
                        </button>
                        <button
                          type="button"
                          className={ui.smallButton}
                          disabled={index === items.length - 1}
                          aria-label={t('items.moveDown', { item: itemLabel(index + 1) })}
                          onClick={() =>
                            set(
                              items.map((v, i) => (i === index + 1 ? item : i === index ? (items[index + 1] ?? v) : v)),
                            )
                          }
                        >
                          <span aria-hidden="true">↓</span>
                        </button>
                        <button
                          type="button"
                          className={`${ui.smallButton} ${ui.dangerButton}`}
                          aria-label={t('items.remove', { item: itemLabel(index + 1) })}
                          onClick={() => set(items.filter((_, i) => i !== index))}
                        >
                          <span aria-hidden="true">×</span>
                        </button>
                      </div>
                    </li>
                  );
                })}
              </ol>
            )}
            <ListFieldFooter
              id={base}
              error={listError}
              addLabel={addLabel}
              full={items.length >= max}
              onAdd={() => set([...items, ''])}
            />
          </fieldset>
        );
      }}
    />
  );
}
