import { adminMediaCategoriesApi, type BodyOf, type QueryOf } from '@site/contracts';
import { call } from '../lib/api-client';
import { categoryResource } from './category-resource';

export type MediaCategoryListQuery = QueryOf<typeof adminMediaCategoriesApi.list>;
export type MediaCategoryBody = BodyOf<typeof adminMediaCategoriesApi.create>;
export type MediaCategoryBulkBody = BodyOf<typeof adminMediaCategoriesApi.bulk>;

/** The media categories' query keys (every change invalidates `all`) and calls. */
export const {
  keys: adminMediaCategoryKeys,
  remove: deleteMediaCategory,
  reorder: reorderMediaCategories,
} = categoryResource(adminMediaCategoriesApi, 'media-categories');

export function fetchMediaCategoryPage(query: MediaCategoryListQuery, signal?: AbortSignal) {
  return call(adminMediaCategoriesApi.list, { query }, { signal });
}

export async function fetchMediaCategoryStats(signal?: AbortSignal) {
  return (await call(adminMediaCategoriesApi.stats, {}, { signal })).data;
}

/** Creates a category (no id) or updates one. */
export function saveMediaCategory(id: number | null, body: MediaCategoryBody) {
  return id === null
    ? call(adminMediaCategoriesApi.create, { body })
    : call(adminMediaCategoriesApi.update, { params: { id }, body });
}

export function mediaCategoryBulkAction(body: MediaCategoryBulkBody) {
  return call(adminMediaCategoriesApi.bulk, { body });
}
