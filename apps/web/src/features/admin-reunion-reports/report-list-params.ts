import { REPORT_LIMITS, REPORT_STATUSES, type ReportStatus } from '@site/contracts';
import type { ReportListQuery } from '../../api/admin-reunion-reports';
import { BASE_LIST_DEFAULTS, listState, type BaseListParams } from '../../components/admin/list-params';

/** The status filter's choices: one status, or every report (`all`). The list opens on the waiting ones. */
export const REPORT_FILTERS = ['pending', 'needs_info', 'verified', 'rejected', 'all'] as const;
export type ReportFilter = (typeof REPORT_FILTERS)[number];

/** The reports list's filters as the page keeps them (in the address bar). One order: newest first. */
export interface ReportListParams extends BaseListParams {
  status: ReportFilter;
  sort: 'newest';
}

export const DEFAULT_REPORT_LIST_PARAMS: ReportListParams = {
  ...BASE_LIST_DEFAULTS,
  status: 'pending',
  sort: 'newest',
};

export const reportListState = listState(
  DEFAULT_REPORT_LIST_PARAMS,
  { status: REPORT_FILTERS, sort: ['newest'] },
  {
    perPage: REPORT_LIMITS.adminPerPage,
    query: (params): Partial<ReportListQuery> => ({
      status: params.status === 'all' ? undefined : (params.status satisfies ReportStatus),
    }),
  },
);

/** The list endpoint's query: page, search and status (reports have no categories). */
export function reportListQuery(params: ReportListParams): ReportListQuery {
  const { page, per_page, search, status } = reportListState.query(params);
  return { page, per_page, search, status };
}

/** Every status has its own count in the overview; `all` is their sum. */
export function filterCount(counts: Readonly<Record<ReportStatus, number>>, filter: ReportFilter): number {
  return filter === 'all' ? REPORT_STATUSES.reduce((sum, status) => sum + counts[status], 0) : counts[filter];
}
