import { useId } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import ui from '../../components/admin/admin-ui.module.css';
import { ChipsInput } from '../../components/admin/form/chips-input';
import { FieldError } from '../../components/admin/form/field-error';
import form from '../../components/admin/form/form.module.css';
import { MAX_TECHNOLOGIES, type ProjectFormValues } from './project-form-model';
import { PanelSection } from '../../components/admin/panel-section';

/** The project's live and source addresses, and its technologies as chips. */
export function ProjectLinksSection() {
  const { t } = useTranslation('admin-editor');
  const base = useId();
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<ProjectFormValues>();
  const techErrors = errors.technologies;
  const techError =
    techErrors?.message ??
    (Array.isArray(techErrors) ? techErrors.find((e) => e?.message)?.message : undefined) ??
    techErrors?.root?.message;

  const urlField = (name: 'liveUrl' | 'githubUrl', label: string) => {
    const error = errors[name]?.message;
    return (
      <div className={ui.field}>
        <label htmlFor={`${base}-${name}`} className={ui.label}>
          {label}
        </label>
        <input
          id={`${base}-${name}`}
          className={ui.input}
          inputMode="url"
          dir="ltr"
          placeholder="https://…"
          maxLength={500}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${base}-url-hint${error ? ` ${base}-${name}-error` : ''}`}
          {...register(name)}
        />
        <FieldError id={`${base}-${name}-error`} message={error} />
      </div>
    );
  };

  return (
    <PanelSection title={t('form.linksAndTech')}>
      <div className={form.stack}>
        <div className={form.grid2}>
          {urlField('liveUrl', t('form.liveUrl'))}
          {urlField('githubUrl', t('form.githubUrl'))}
        </div>
        <p id={`${base}-url-hint`} className={ui.hint}>
          {t('form.urlHint')}
        </p>
        <div className={ui.field}>
          <label htmlFor={`${base}-tech`} className={ui.label}>
            {t('form.technologies')}
          </label>
          <Controller
            control={control}
            name="technologies"
            render={({ field }) => (
              <ChipsInput
                id={`${base}-tech`}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                max={MAX_TECHNOLOGIES}
                placeholder={t('form.technologiesPlaceholder')}
                describedBy={`${base}-tech-hint${techError ? ` ${base}-tech-error` : ''}`}
                invalid={Boolean(techError)}
              />
            )}
          />
          <p id={`${base}-tech-hint`} className={ui.hint}>
            {t('form.technologiesHint', { count: MAX_TECHNOLOGIES })}
          </p>
          <FieldError id={`${base}-tech-error`} message={techError} />
        </div>
      </div>
    </PanelSection>
  );
}
