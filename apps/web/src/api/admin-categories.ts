import { adminCategoriesApi, type BodyOf, type QueryOf } from '@site/contracts';
import { call } from '../lib/api-client';

export type CategoryListQuery = QueryOf<typeof adminCategoriesApi.list>;
export type CategoryBody = BodyOf<typeof adminCategoriesApi.create>;

/** Query keys of the project categories; every change invalidates `all`. */
export const adminCategoryKeys = {
  all: ['admin', 'categories'] as const,
  list: (query: CategoryListQuery) => [...adminCategoryKeys.all, 'list', query] as const,
  stats: () => [...adminCategoryKeys.all, 'stats'] as const,
  options: () => [...adminCategoryKeys.all, 'options'] as const,
};

export function fetchCategoryPage(query: CategoryListQuery, signal?: AbortSignal) {
  return call(adminCategoriesApi.list, { query }, { signal });
}

export async function fetchCategoryStats(signal?: AbortSignal) {
  return (await call(adminCategoriesApi.stats, {}, { signal })).data;
}

/** Creates a category (no id) or updates one. */
export function saveCategory(id: number | null, body: CategoryBody) {
  return id === null
    ? call(adminCategoriesApi.create, { body })
    : call(adminCategoriesApi.update, { params: { id }, body });
}

export function deleteCategory(id: number) {
  return call(adminCategoriesApi.remove, { params: { id } });
}

/** The whole list's ids in their new order. */
export function reorderCategories(ids: number[]) {
  return call(adminCategoriesApi.updateOrder, { body: { ids } });
}
