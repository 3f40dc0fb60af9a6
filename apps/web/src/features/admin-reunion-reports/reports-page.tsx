import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'wouter';
import { AdminListPage } from '../../components/admin/admin-page-header';
import ui from '../../components/admin/admin-ui.module.css';
import type { FilterSpec } from '../../components/admin/list';
import { SearchFilterBar } from '../../components/admin/list-filters';
import { FilteredListBody } from '../../components/admin/list-frame';
import { queryPage } from '../../components/admin/query-page';
import { useAdminPageMeta } from '../../components/admin/use-admin-page-meta';
import { useLocale } from '../../components/admin/use-locale';
import { useLastPageClamp } from '../../components/admin/use-selection';
import { formatNumber } from '../../lib/format';
import { AnalysisNotice } from './analysis-notice';
import {
  DEFAULT_REPORT_LIST_PARAMS,
  REPORT_FILTERS,
  filterCount,
  isReportListFiltered,
  readReportListParams,
  writeReportListParams,
  type ReportListParams,
} from './report-list-params';
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

  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readReportListParams(searchParams), [searchParams]);
  const show = (next: ReportListParams, replace = true) => setSearchParams(writeReportListParams(next), { replace });
  // Any filter change goes back to page 1; the page number itself changes only through paging.
  const update = (changes: Partial<ReportListParams>) => show({ ...params, page: 1, ...changes });

  const list = useReportList(params);
  const overview = useReportOverview();
  useLastPageClamp(list.data?.last_page, params.page, (page) => show({ ...params, page }));

  const rows = list.data?.data ?? [];
  const filtered = isReportListFiltered(params);
  const reset = () => show(DEFAULT_REPORT_LIST_PARAMS);
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
      <section className={ui.listPanel} aria-labelledby="page-heading">
        <SearchFilterBar t={t} specs={specs} params={params} onChange={update} onReset={filtered ? reset : undefined} />
        <FilteredListBody
          t={t}
          query={list}
          isEmpty={rows.length === 0}
          filtered={filtered}
          onReset={reset}
          onPageChange={(page) => show({ ...params, page }, false)}
        >
          <ReportsTable rows={rows} fetching={list.isFetching} />
        </FilteredListBody>
      </section>
    </AdminListPage>
  );
}

export default queryPage(ReportsScreen);
