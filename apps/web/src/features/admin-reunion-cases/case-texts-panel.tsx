import { CASE_LIMITS, DEFAULT_LANGUAGE, type LanguageCode } from '@site/contracts';
import { useTranslation } from 'react-i18next';
import form from '../../components/admin/form/form.module.css';
import { LanguageNotice, LocalizedTextField, nativeName } from '../../components/admin/form/localized-fields';
import type { CaseFormValues } from './case-form-model';

/** The public texts of one language: circumstances (English required), clothing, features and reward. */
export function CaseTextsPanel({ code }: { code: LanguageCode }) {
  const { t } = useTranslation('adminReunion');
  const required = code === DEFAULT_LANGUAGE;
  return (
    <div className={form.stack}>
      <LanguageNotice
        code={code}
        englishNote={t('form.englishNote')}
        optionalNote={t('form.optionalLanguage', { language: nativeName(code) })}
      />
      <LocalizedTextField<CaseFormValues>
        name={`translations.${code}.description`}
        code={code}
        label={t('form.description')}
        required={required}
        requiredText={t('form.required')}
        maxLength={CASE_LIMITS.descriptionMax}
        rows={6}
      />
      <LocalizedTextField<CaseFormValues>
        name={`translations.${code}.clothing`}
        code={code}
        label={t('form.clothing')}
        maxLength={CASE_LIMITS.clothingMax}
        rows={2}
      />
      <LocalizedTextField<CaseFormValues>
        name={`translations.${code}.distinguishing_features`}
        code={code}
        label={t('form.features')}
        maxLength={CASE_LIMITS.featuresMax}
        rows={3}
      />
      <LocalizedTextField<CaseFormValues>
        name={`translations.${code}.reward`}
        code={code}
        label={t('form.reward')}
        maxLength={CASE_LIMITS.rewardMax}
      />
    </div>
  );
}
