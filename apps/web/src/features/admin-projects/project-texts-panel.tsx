import type { LanguageCode } from '@site/contracts';
import { useTranslation } from 'react-i18next';
import form from '../../components/admin/form/form.module.css';
import { TranslationTextFields } from '../../components/admin/form/localized-fields';
import { MetricsEditor } from './metrics-editor';

/** The title, description and metrics of one language (English required). */
export function ProjectTextsPanel({ code }: { code: LanguageCode }) {
  const { t } = useTranslation('admin-editor');
  return (
    <div className={form.stack}>
      <TranslationTextFields
        code={code}
        t={t}
        titleLabel={t('form.title')}
        titleMaxLength={160}
        descriptionMaxLength={2000}
        descriptionRequired
      />
      <MetricsEditor key={code} code={code} />
    </div>
  );
}
