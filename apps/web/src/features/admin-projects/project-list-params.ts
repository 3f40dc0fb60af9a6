import { adminProjectsApi, endpointUrl } from '@site/contracts';
import type { ProjectListQuery } from '../../api/admin-projects';
import {
  BASE_LIST_DEFAULTS,
  baseListQuery,
  FEATURED_VALUES,
  isNarrowed,
  readListState,
  writeListState,
  type BaseListParams,
  type FeaturedFilter,
  type OwnFilters,
} from '../../components/admin/list-params';

export const PROJECTS_PER_PAGE = 10;
export const PROJECT_SORTS = ['order', 'newest', 'oldest', 'title'] as const;
export type ProjectSort = (typeof PROJECT_SORTS)[number];

/** The list's filters as the page keeps them (in the address bar). */
export interface ProjectListParams extends BaseListParams {
  status: '' | 'published' | 'draft';
  featured: FeaturedFilter;
  sort: ProjectSort;
}

export const DEFAULT_LIST_PARAMS: ProjectListParams = {
  ...BASE_LIST_DEFAULTS,
  status: '',
  featured: '',
  sort: 'order',
};

/** The address values of each filter and of the sort. */
const PROJECT_FILTERS: OwnFilters<ProjectListParams> = {
  status: ['published', 'draft'],
  featured: FEATURED_VALUES,
  sort: PROJECT_SORTS,
};

/** Reads the list's filters from the address's query string; unknown values fall back to the defaults. */
export function readListParams(search: URLSearchParams): ProjectListParams {
  return readListState(search, DEFAULT_LIST_PARAMS, PROJECT_FILTERS);
}

/** The query string of the list's filters (defaults left out, so the plain address is the default list). */
export function writeListParams(params: ProjectListParams): Record<string, string> {
  return writeListState(params, DEFAULT_LIST_PARAMS, PROJECT_FILTERS);
}

/** True when any filter or search narrows the list (the sort does not). */
export function isListFiltered(params: ProjectListParams): boolean {
  return isNarrowed(params, DEFAULT_LIST_PARAMS);
}

/** The list endpoint's query (page, per_page, search, filters, sort); a blank search is left out. */
export function listQuery(params: ProjectListParams): ProjectListQuery {
  return {
    ...baseListQuery(params, PROJECTS_PER_PAGE),
    status: params.status || undefined,
    featured: params.featured ? params.featured === 'true' : undefined,
    sort: params.sort,
  };
}

/** The list's address (what the page requests). */
export function listUrl(params: ProjectListParams): string {
  return endpointUrl(adminProjectsApi.list, { query: listQuery(params) });
}
