import type { ReportOverview } from '@site/contracts';
import { useTranslation } from 'react-i18next';
import styles from './reports.module.css';

/**
 * Where the texts families write are analysed. When a language model is configured they also leave the server
 * for its host, and the owner must know it; otherwise one quiet line says they stay here.
 */
export function AnalysisNotice({ analysis }: { analysis: ReportOverview['analysis'] | undefined }) {
  const { t } = useTranslation('adminReunionReports');
  if (!analysis) return null;
  if (analysis.provider === 'model') {
    return (
      <p className={styles.modelNotice} role="note">
        {t('analysis.model', { host: analysis.model_host ?? t('analysis.unknownHost') })}
      </p>
    );
  }
  return <p className={styles.offlineNote}>{t('analysis.offline')}</p>;
}
