import { adminProjectsApi, endpointUrl } from '@site/contracts';
import type { ProjectListQuery } from '../../api/admin-projects';
import {
  BASE_LIST_DEFAULTS,
  baseListQuery,
  FEATURED_VALUES,
  listState,
  type BaseListParams,
  type FeaturedFilter,
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

/** The list's filters in the address bar: read, written, and whether they narrow it (see listState). */
export const {
  read: readListParams,
  write: writeListParams,
  isFiltered: isListFiltered,
} = listState(DEFAULT_LIST_PARAMS, { status: ['published', 'draft'], featured: FEATURED_VALUES, sort: PROJECT_SORTS });

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
