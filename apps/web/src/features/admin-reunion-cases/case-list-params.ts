import { CASE_STATUSES, type CaseStatus } from '@site/contracts';
import type { CaseListQuery } from '../../api/admin-reunion-cases';
import { BASE_LIST_DEFAULTS, listState, type BaseListParams } from '../../components/admin/list-params';

export const CASES_PER_PAGE = 20;

/** The cases list's filters as the page keeps them (in the address bar). The list has one order: newest change first. */
export interface CaseListParams extends BaseListParams {
  status: '' | CaseStatus;
  sort: 'updated';
}

export const DEFAULT_CASE_LIST_PARAMS: CaseListParams = { ...BASE_LIST_DEFAULTS, status: '', sort: 'updated' };

/** The list's filters in the address bar, whether they narrow it, and the list endpoint's query for them. */
export const caseListState = listState(
  DEFAULT_CASE_LIST_PARAMS,
  { status: CASE_STATUSES, sort: ['updated'] },
  {
    perPage: CASES_PER_PAGE,
    query: (params): Partial<CaseListQuery> => ({ status: params.status || undefined }),
  },
);

/**
 * The list endpoint's query without the category filter the shared list state carries: cases have no
 * categories, and the endpoint's query schema has no field for one.
 */
export function casesQuery(params: CaseListParams): CaseListQuery {
  const { page, per_page, search, status } = caseListState.query(params);
  return { page, per_page, search, status };
}
