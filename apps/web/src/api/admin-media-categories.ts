import { adminMediaCategoriesApi, type BodyOf, type QueryOf } from '@site/contracts';
import { call } from '../lib/api-client';

export type MediaCategoryListQuery = QueryOf<typeof adminMediaCategoriesApi.list>;
export type MediaCategoryBody = BodyOf<typeof adminMediaCategoriesApi.create>;
export type MediaCategoryBulkBody = BodyOf<typeof adminMediaCategoriesApi.bulk>;

/** Query keys of the media categories; every change invalidates `all`. */
export const adminMediaCategoryKeys = {
  all: ['admin', 'media-categories'] as const,
  list: (query: MediaCategoryListQuery) => [...adminMediaCategoryKeys.all, 'list', query] as const,
  stats: () => [...adminMediaCategoryKeys.all, 'stats'] as const,
  options: () => [...adminMediaCategoryKeys.all, 'options'] as const,
};

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

export function deleteMediaCategory(id: number) {
  return call(adminMediaCategoriesApi.remove, { params: { id } });
}

/** The whole list's ids in their new order. */
export function reorderMediaCategories(ids: number[]) {
  return call(adminMediaCategoriesApi.updateOrder, { body: { ids } });
}

export function mediaCategoryBulkAction(body: MediaCategoryBulkBody) {
  return call(adminMediaCategoriesApi.bulk, { body });
}
