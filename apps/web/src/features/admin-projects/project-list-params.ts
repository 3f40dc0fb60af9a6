import { adminProjectsApi, endpointUrl } from '@site/contracts';
import type { ProjectListQuery } from '../../api/admin-projects';

export const PROJECTS_PER_PAGE = 10;
export const PROJECT_SORTS = ['order', 'newest', 'oldest', 'title'] as const;
export type ProjectSort = (typeof PROJECT_SORTS)[number];

/** The list's filters as the page keeps them (in the address bar). */
export interface ProjectListParams {
  page: number;
  search: string;
  categoryId: string;
  status: '' | 'published' | 'draft';
  featured: '' | 'true' | 'false';
  sort: ProjectSort;
}

export const DEFAULT_LIST_PARAMS: ProjectListParams = {
  page: 1,
  search: '',
  categoryId: '',
  status: '',
  featured: '',
  sort: 'order',
};

/** Reads the list's filters from the address's query string; unknown values fall back to the defaults. */
export function readListParams(search: URLSearchParams): ProjectListParams {
  const page = Number(search.get('page'));
  const status = search.get('status');
  const featured = search.get('featured');
  const sort = search.get('sort');
  const category = search.get('category');
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    search: (search.get('q') ?? '').trim(),
    categoryId: category && /^\d+$/.test(category) ? category : '',
    status: status === 'published' || status === 'draft' ? status : '',
    featured: featured === 'true' || featured === 'false' ? featured : '',
    sort: (PROJECT_SORTS as readonly string[]).includes(sort ?? '') ? (sort as ProjectSort) : 'order',
  };
}

/** The query string of the list's filters (defaults left out, so the plain address is the default list). */
export function writeListParams(params: ProjectListParams): Record<string, string> {
  const out: Record<string, string> = {};
  if (params.page > 1) out.page = String(params.page);
  if (params.search) out.q = params.search;
  if (params.categoryId) out.category = params.categoryId;
  if (params.status) out.status = params.status;
  if (params.featured) out.featured = params.featured;
  if (params.sort !== 'order') out.sort = params.sort;
  return out;
}

/** The list endpoint's query (page, per_page, search, filters, sort); a blank search is left out. */
export function listQuery(params: ProjectListParams): ProjectListQuery {
  return {
    page: params.page,
    per_page: PROJECTS_PER_PAGE,
    search: params.search.trim() || undefined,
    category_id: params.categoryId ? Number(params.categoryId) : undefined,
    status: params.status || undefined,
    featured: params.featured ? params.featured === 'true' : undefined,
    sort: params.sort,
  };
}

/** The list's address (what the page requests). */
export function listUrl(params: ProjectListParams): string {
  return endpointUrl(adminProjectsApi.list, { query: listQuery(params) });
}
