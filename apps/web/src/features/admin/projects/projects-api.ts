import {
  adminCategorySchema,
  adminProjectSchema,
  bulkResultSchema,
  itemResponseSchema,
  okSchema,
  pagedSchema,
  savedResponseSchema,
  type AdminCategory,
  type AdminProject,
  type BulkAction,
  type LanguageCode,
  type ProjectInput,
} from '@site/contracts';
import { request } from '../../../lib/api-client';

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

/** The API query of the list (spec §7: page, per_page, search, filters, sort); blank search is left out (§5). */
export function listQueryString(params: ProjectListParams): string {
  const query = new URLSearchParams({ page: String(params.page), per_page: String(PROJECTS_PER_PAGE) });
  const search = params.search.trim();
  if (search) query.set('search', search);
  if (params.categoryId) query.set('category_id', params.categoryId);
  if (params.status) query.set('status', params.status);
  if (params.featured) query.set('featured', params.featured);
  query.set('sort', params.sort);
  return query.toString();
}

export const projectKeys = {
  all: ['admin', 'projects'] as const,
  list: (params: ProjectListParams) => ['admin', 'projects', 'list', params] as const,
  item: (id: number) => ['admin', 'projects', 'item', id] as const,
  categoryOptions: ['admin', 'categories', 'options'] as const,
};

const projectPageSchema = pagedSchema(adminProjectSchema);
const projectItemSchema = itemResponseSchema(adminProjectSchema);
const projectSavedSchema = savedResponseSchema(adminProjectSchema);
const categoryPageSchema = pagedSchema(adminCategorySchema);

export function fetchProjects(params: ProjectListParams, signal?: AbortSignal) {
  return request(`/api/admin/projects?${listQueryString(params)}`, { schema: projectPageSchema, signal });
}

export async function fetchProject(id: number, signal?: AbortSignal) {
  const answer = await request(`/api/admin/projects/${id}`, { schema: projectItemSchema, signal });
  return answer.data;
}

export function saveProject(id: number | null, body: ProjectInput) {
  return request(id === null ? '/api/admin/projects' : `/api/admin/projects/${id}`, {
    method: id === null ? 'POST' : 'PUT',
    body,
    schema: projectSavedSchema,
  });
}

export function deleteProject(id: number) {
  return request(`/api/admin/projects/${id}`, { method: 'DELETE', schema: okSchema });
}

export function bulkProjects(body: BulkAction) {
  return request('/api/admin/projects/bulk-action', { method: 'POST', body, schema: bulkResultSchema });
}

/** Every category, for the filter and the form's select (the API allows 100 per page). */
export async function fetchCategoryOptions(signal?: AbortSignal): Promise<AdminCategory[]> {
  const answer = await request('/api/admin/categories?per_page=100', { schema: categoryPageSchema, signal });
  return answer.data;
}

/** A category's name in a language, else English, else its key. */
export function categoryName(category: AdminCategory, lang: LanguageCode): string {
  return category.names[lang] || category.names.en || category.key;
}

/** The title in a language, else English; `fallback` says English was used. */
export function projectTitle(
  project: AdminProject,
  lang: LanguageCode,
): { text: string; lang: LanguageCode; fallback: boolean } {
  const own = project.translations[lang];
  if (own?.title) return { text: own.title, lang, fallback: false };
  return { text: project.translations.en?.title ?? `#${project.id}`, lang: 'en', fallback: lang !== 'en' };
}
