import { adminCategoriesApi, type BodyOf, type QueryOf } from '@site/contracts';
import { call } from '../lib/api-client';
import { categoryResource } from './category-resource';

export type CategoryListQuery = QueryOf<typeof adminCategoriesApi.list>;
export type CategoryBody = BodyOf<typeof adminCategoriesApi.create>;

/** The project categories' query keys (every change invalidates `all`) and calls. */
export const {
  keys: adminCategoryKeys,
  remove: deleteCategory,
  reorder: reorderCategories,
} = categoryResource(adminCategoriesApi, 'categories');

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
