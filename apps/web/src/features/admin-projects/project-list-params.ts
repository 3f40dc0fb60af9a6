import { adminProjectsApi, endpointUrl } from '@site/contracts';
import type { ProjectListQuery } from '../../api/admin-projects';
import {
  BASE_LIST_DEFAULTS,
  FEATURED_VALUES,
  listState,
  type FeaturedListParams,
} from '../../components/admin/list-params';

export const PROJECTS_PER_PAGE = 10;
export const PROJECT_SORTS = ['order', 'newest', 'oldest', 'title'] as const;
export type ProjectSort = (typeof PROJECT_SORTS)[number];

/** The list's filters as the page keeps them (in the address bar). */
export interface ProjectListParams extends FeaturedListParams {
  status: '' | 'published' | 'draft';
  sort: ProjectSort;
}

export const DEFAULT_LIST_PARAMS: ProjectListParams = {
  ...BASE_LIST_DEFAULTS,
  status: '',
  featured: '',
  sort: 'order',
};

/**
 * The list's filters in the address bar: read, written, and whether they narrow it; and the list endpoint's
 * query for them (see listState).
 */
export const projectListState = listState(
  DEFAULT_LIST_PARAMS,
  { status: ['published', 'draft'], featured: FEATURED_VALUES, sort: PROJECT_SORTS },
  {
    perPage: PROJECTS_PER_PAGE,
    query: (params): Partial<ProjectListQuery> => ({
      status: params.status || undefined,
      featured: params.featured ? params.featured === 'true' : undefined,
      sort: params.sort,
    }),
  },
);
export const { read: readListParams, write: writeListParams, query: listQuery } = projectListState;

/** The list's address (what the page requests). */
export function listUrl(params: ProjectListParams): string {
  return endpointUrl(adminProjectsApi.list, { query: listQuery(params) });
}
