import { DEFAULT_LANGUAGE, type LanguageCode } from '@site/contracts';
import { useTranslation } from 'react-i18next';
import form from '../../components/admin/form/form.module.css';
import { LanguageNotice, LocalizedTextField, nativeName } from '../../components/admin/form/localized-fields';
import { MetricsEditor } from './metrics-editor';
import type { ProjectFormValues } from './project-form-model';

/** The title, description and metrics of one language (English required). */
export function ProjectTextsPanel({ code }: { code: LanguageCode }) {
  const { t } = useTranslation('admin-editor');
  const required = code === DEFAULT_LANGUAGE;
  return (
    <div className={form.stack}>
      <LanguageNotice
        code={code}
        englishNote={t('form.englishNote')}
        optionalNote={t('form.optionalLanguage', { language: nativeName(code) })}
      />
      <LocalizedTextField<ProjectFormValues>
        name={`translations.${code}.title`}
        code={code}
        label={t('form.title')}
        required={required}
        requiredText={t('form.required')}
        maxLength={160}
      />
      <LocalizedTextField<ProjectFormValues>
        name={`translations.${code}.description`}
        code={code}
        label={t('form.description')}
        required={required}
        requiredText={t('form.required')}
        maxLength={2000}
        rows={5}
      />
      <MetricsEditor key={code} code={code} />
    </div>
  );
}
