import { useTranslation } from 'react-i18next';
import { AdminListPage } from '../../components/admin/admin-page-header';
import type { FilterSpec } from '../../components/admin/list';
import { FilteredListPanel } from '../../components/admin/list-frame';
import { queryPage } from '../../components/admin/query-page';
import { useAdminPageMeta } from '../../components/admin/use-admin-page-meta';
import { useListAddress } from '../../components/admin/use-list-address';
import { useLocale } from '../../components/admin/use-locale';
import { useLastPageClamp } from '../../components/admin/use-selection';
import { formatNumber } from '../../lib/format';
import { AnalysisNotice } from './analysis-notice';
import { REPORT_FILTERS, filterCount, reportListState, type ReportListParams } from './report-list-params';
import { ReportsTable } from './reports-table';
import { useReportList, useReportOverview } from './use-reports';

/**
 * /admin/reunion/reports: the reports families sent, the waiting ones first shown; each status with its count,
 * searched by name, case number, the reporter's name or phone; who reported shows here only.
 */
function ReportsScreen() {
  const { t } = useTranslation('adminReunionReports');
  const { locale } = useLocale();
  useAdminPageMeta('adminReunionReports');

  const address = useListAddress(reportListState);
  const list = useReportList(address.params);
  const overview = useReportOverview();
  useLastPageClamp(list.data?.last_page, address.params.page, address.clampToPage);

  const rows = list.data?.data ?? [];
  const counts = overview.data?.counts;
  const specs: FilterSpec<ReportListParams>[] = [
    {
      name: 'status',
      label: t('list.status'),
      options: REPORT_FILTERS.map((filter) => {
        const label = t(`filter.${filter}`);
        return [
          filter,
          counts ? t('list.withCount', { label, count: formatNumber(filterCount(counts, filter), locale) }) : label,
        ] as const;
      }),
    },
  ];

  return (
    <AdminListPage page="adminReunionReports">
      <AnalysisNotice analysis={overview.data?.analysis} />
      <FilteredListPanel t={t} address={address} specs={specs} query={list}>
        <ReportsTable rows={rows} fetching={list.isFetching} />
      </FilteredListPanel>
    </AdminListPage>
  );
}

export default queryPage(ReportsScreen);
