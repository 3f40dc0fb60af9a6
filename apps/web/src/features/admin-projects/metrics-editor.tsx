import { languageDir, type LanguageCode } from '@site/contracts';
import { useId } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import ui from '../../components/admin/admin-ui.module.css';
import { FieldError } from '../../components/admin/form/field-error';
import { ListFieldFooter } from '../../components/admin/form/form-buttons';
import form from '../../components/admin/form/form.module.css';
import { MAX_METRICS, type ProjectFormValues } from './project-form-model';

/** Label–value rows of one language's metrics (at most six): add, edit, remove. */
export function MetricsEditor({ code }: { code: LanguageCode }) {
  const { t } = useTranslation('admin-editor');
  const base = useId();
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<ProjectFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: `translations.${code}.metrics` });
  const rowErrors = errors.translations?.[code]?.metrics;
  const listError = rowErrors?.message ?? rowErrors?.root?.message;
  const dir = languageDir(code);

  return (
    <fieldset className={form.fieldset}>
      <legend className={form.legend}>{t('form.metrics')}</legend>
      <p className={ui.hint} id={`${base}-hint`}>
        {t('form.metricsHint', { count: MAX_METRICS })}
      </p>
      {fields.length > 0 && (
        <ol className={form.rows}>
          {fields.map((field, index) => {
            const labelId = `${base}-${index}-label`;
            const valueId = `${base}-${index}-value`;
            const labelError = rowErrors?.[index]?.label?.message;
            const valueError = rowErrors?.[index]?.value?.message;
            return (
              <li key={field.id} className={form.metricRow}>
                <div className={ui.field}>
                  <label htmlFor={labelId} className={ui.label}>
                    {t('form.metricLabel', { number: index + 1 })}
                  </label>
                  <input
                    id={labelId}
                    className={ui.input}
                    lang={code}
                    dir={dir}
                    maxLength={60}
                    aria-invalid={labelError ? true : undefined}
                    aria-describedby={labelError ? `${labelId}-error` : undefined}
                    {...register(`translations.${code}.metrics.${index}.label`)}
                  />
                  <FieldError id={`${labelId}-error`} message={labelError} />
                </div>
                <div className={ui.field}>
                  <label htmlFor={valueId} className={ui.label}>
                    {t('form.metricValue', { number: index + 1 })}
                  </label>
                  <input
                    id={valueId}
                    className={ui.input}
                    lang={code}
                    dir={dir}
                    maxLength={30}
                    aria-invalid={valueError ? true : undefined}
                    aria-describedby={valueError ? `${valueId}-error` : undefined}
                    {...register(`translations.${code}.metrics.${index}.value`)}
                  />
                  <FieldError id={`${valueId}-error`} message={valueError} />
                </div>
                <button
                  type="button"
                  className={`${ui.smallButton} ${ui.dangerButton} ${form.rowRemove}`}
                  onClick={() => remove(index)}
                  aria-label={t('form.removeMetric', { number: index + 1 })}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            );
          })}
        </ol>
      )}
      <ListFieldFooter
        id={base}
        error={listError}
        addLabel={t('form.addMetric')}
        full={fields.length >= MAX_METRICS}
        onAdd={() => append({ label: '', value: '' })}
      />
    </fieldset>
  );
}
