import { RISK_LEVEL_COLOURS, type AdminReportSummary, type ReportStatus } from '@site/contracts';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { DataTable } from '../../components/admin/data-table';
import { StatusBadge, type StatusTone } from '../../components/admin/status-badge';
import { TimeAgo } from '../../components/admin/time-ago';
import { useLocale } from '../../components/admin/use-locale';
import styles from './reports.module.css';

/** The badge tone of each status: waiting is the warning, published the good news, refused the quiet one. */
export const REPORT_STATUS_TONES: Record<ReportStatus, StatusTone> = {
  pending: 'warning',
  needs_info: 'info',
  verified: 'success',
  rejected: 'neutral',
};

/** A report's risk level in its colour (the word carries the meaning; the dot repeats it). */
export function RiskLevel({ level }: { level: AdminReportSummary['risk_level_id'] }) {
  const { t } = useTranslation('adminReunionReports');
  if (!level) return <span className={styles.secondary}>{t('risk.none')}</span>;
  return (
    <span className={styles.risk} style={{ color: RISK_LEVEL_COLOURS[level] }}>
      <span
        className={styles.riskDot}
        style={{ '--risk-colour': RISK_LEVEL_COLOURS[level] } as CSSProperties}
        aria-hidden="true"
      />
      {t(`risk.${level}`)}
    </span>
  );
}

/** Today's communes and province of a report's place; the address before the 2025 reform under it, when given. */
export function PlaceText({ place }: { place: AdminReportSummary['place'] }) {
  const { t } = useTranslation('adminReunionReports');
  const today = [place.communes.join(', '), place.province].filter(Boolean).join(', ');
  return (
    <>
      <span>{today}</span>
      {place.old && (
        <span className={styles.secondary}>
          {t('place.before', { place: [place.old.ward, place.old.district, place.old.province].join(', ') })}
        </span>
      )}
    </>
  );
}

/** The reports of one page: case number and person, age, place, risk, reporter (private), received, status. */
export function ReportsTable({ rows, fetching }: { rows: AdminReportSummary[]; fetching: boolean }) {
  const { t } = useTranslation('adminReunionReports');
  const { locale } = useLocale();
  return (
    <DataTable
      caption={t('list.caption')}
      busy={fetching}
      cardsOnPhone
      columns={[
        { key: 'person', label: t('list.columns.person') },
        { key: 'age', label: t('list.columns.age') },
        { key: 'place', label: t('list.columns.place') },
        { key: 'risk', label: t('list.columns.risk') },
        { key: 'reporter', label: t('list.columns.reporter') },
        { key: 'received', label: t('list.columns.received') },
        { key: 'status', label: t('list.columns.status') },
      ]}
    >
      {rows.map((report) => (
        <tr key={report.id}>
          <td>
            <Link href={`/admin/reunion/reports/${report.id}`} className={styles.nameLink}>
              {report.missing_person_name}
            </Link>
            <span className={styles.caseNumber}>{report.case_number}</span>
          </td>
          <td data-label={t('list.columns.age')}>{report.age ?? '–'}</td>
          <td data-label={t('list.columns.place')}>
            <PlaceText place={report.place} />
          </td>
          <td data-label={t('list.columns.risk')}>
            <RiskLevel level={report.risk_level_id} />
          </td>
          <td data-label={t('list.columns.reporter')}>
            {report.reporter_name}
            <span className={styles.phone}>{report.reporter_phone}</span>
          </td>
          <td className={styles.dateCell} data-label={t('list.columns.received')}>
            <TimeAgo value={report.created_at} locale={locale} />
          </td>
          <td data-label={t('list.columns.status')}>
            <StatusBadge tone={REPORT_STATUS_TONES[report.status]}>{t(`status.${report.status}`)}</StatusBadge>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
