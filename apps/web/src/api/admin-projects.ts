import { adminCategoriesApi, adminProjectsApi, type BodyOf, type QueryOf } from '@site/contracts';
import { call } from '../lib/api-client';
import { adminCategoryKeys } from './admin-categories';
import { adminKeys } from './admin-keys';

export type ProjectListQuery = QueryOf<typeof adminProjectsApi.list>;
export type ProjectBody = BodyOf<typeof adminProjectsApi.create>;
export type ProjectBulkBody = BodyOf<typeof adminProjectsApi.bulk>;

/** Query keys of the admin's projects; every change invalidates `all`. */
export const adminProjectKeys = {
  ...adminKeys<ProjectListQuery>('projects'),
  categoryOptions: adminCategoryKeys.options(),
};

export function fetchProjects(query: ProjectListQuery, signal?: AbortSignal) {
  return call(adminProjectsApi.list, { query }, { signal });
}

export async function fetchProject(id: number, signal?: AbortSignal) {
  return (await call(adminProjectsApi.get, { params: { id } }, { signal })).data;
}

/** Creates a project (no id) or updates one. */
export function saveProject(id: number | null, body: ProjectBody) {
  return id === null
    ? call(adminProjectsApi.create, { body })
    : call(adminProjectsApi.update, { params: { id }, body });
}

export function deleteProject(id: number) {
  return call(adminProjectsApi.remove, { params: { id } });
}

export function bulkProjects(body: ProjectBulkBody) {
  return call(adminProjectsApi.bulk, { body });
}

/** Every category, for the filter and the form's select (the API allows 100 per page). */
export async function fetchCategoryOptions(signal?: AbortSignal) {
  return (await call(adminCategoriesApi.list, { query: { per_page: 100 } }, { signal })).data;
}
