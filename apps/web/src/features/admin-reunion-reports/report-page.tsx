import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { AdminPageHeading } from '../../components/admin/admin-page-header';
import ui from '../../components/admin/admin-ui.module.css';
import { StatusBadge } from '../../components/admin/status-badge';
import { TimeAgo } from '../../components/admin/time-ago';
import { useAdminPageMeta } from '../../components/admin/use-admin-page-meta';
import { useLocale } from '../../components/admin/use-locale';
import { QueryScope } from '../../components/query-scope';
import { isNotFound } from '../../lib/api-client';
import { PublishForm } from './publish-form';
import {
  AnalysisFacts,
  DisappearanceFacts,
  ExtraInfoFacts,
  HistoryList,
  NotesFacts,
  OriginalText,
  PersonFacts,
  PlaceFacts,
  ReporterFacts,
} from './report-sections';
import { ReportMatches } from './report-matches';
import { REPORT_STATUS_TONES } from './reports-table';
import { ReviewActions } from './review-actions';
import { useReport, useReportLists } from './use-reports';
import styles from './reports.module.css';

/** A route id that can name a report: a positive whole number. */
export function parseReportId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

function ReportScreen({ rawId }: { rawId: string | undefined }) {
  const { t } = useTranslation('adminReunionReports');
  const { language, locale } = useLocale();
  useAdminPageMeta('adminReunionReport');
  const id = parseReportId(rawId);
  const record = useReport(id);
  const lists = useReportLists(language).data;

  const back = (
    <Link href="/admin/reunion/reports" className="button button-ghost">
      <span aria-hidden="true" className={styles.backArrow}>
        ←
      </span>{' '}
      {t('detail.back')}
    </Link>
  );
  const header = <AdminPageHeading page="adminReunionReport" actions={back} />;

  if (id === null || isNotFound(record.error)) {
    return (
      <div>
        {header}
        <div className={ui.panel} role="alert">
          <h2 className={ui.panelTitle}>{t('detail.notFound.title')}</h2>
          <p>{t('detail.notFound.text', { id: rawId ?? '' })}</p>
        </div>
      </div>
    );
  }
  if (record.isError) {
    return (
      <div>
        {header}
        <div className={ui.errorBox} role="alert">
          <p>{t('detail.loadError', { message: record.error instanceof Error ? record.error.message : '' })}</p>
          <button type="button" className={ui.smallButton} onClick={() => void record.refetch()}>
            {t('list.retry')}
          </button>
        </div>
      </div>
    );
  }
  const report = record.data;
  if (!report) {
    return (
      <div>
        {header}
        <p className={ui.empty} role="status">
          {t('detail.loading')}
        </p>
      </div>
    );
  }

  const props = { report, lists };
  return (
    <div className={styles.column}>
      {header}
      <p>
        <StatusBadge tone={REPORT_STATUS_TONES[report.status]}>{t(`status.${report.status}`)}</StatusBadge>{' '}
        {t('detail.caseNumber', { number: report.case_number })} · {t('detail.received')}{' '}
        <TimeAgo value={report.created_at} locale={locale} />
      </p>
      {report.status === 'verified' && report.published_case_id !== null && (
        <p className={ui.successBox}>
          {t('detail.published', { number: report.published_case_number ?? '' })}{' '}
          <Link href={`/admin/reunion/cases/${report.published_case_id}/edit`}>{t('detail.openCase')}</Link>
        </p>
      )}
      <div className={styles.layout}>
        <div className={styles.column}>
          <PersonFacts {...props} />
          <DisappearanceFacts {...props} />
          <PlaceFacts {...props} />
          <ExtraInfoFacts {...props} />
          <NotesFacts {...props} />
          <OriginalText {...props} />
          <AnalysisFacts {...props} />
        </div>
        <div className={styles.column}>
          <ReporterFacts {...props} />
          <ReportMatches report={report} />
          <ReviewActions report={report} />
          <HistoryList {...props} />
        </div>
      </div>
      {report.status !== 'verified' && <PublishForm key={report.id} report={report} />}
    </div>
  );
}

/** /admin/reunion/reports/:id: one report whole, its matches, and the moderator's decisions. */
export default function ReportPage() {
  const params = useParams<{ id?: string }>();
  return (
    <QueryScope>
      <ReportScreen key={params.id ?? ''} rawId={params.id} />
    </QueryScope>
  );
}
