import type { adminCategoriesApi, adminMediaCategoriesApi, QueryOf } from '@site/contracts';
import { call } from '../lib/api-client';
import { adminKeys } from './admin-keys';

/** The route families of the ordered category lists: project categories and media categories. */
type CategoryRoutes = typeof adminCategoriesApi | typeof adminMediaCategoriesApi;

/**
 * The query keys (adminKeys, and the options) and the answer-less calls an ordered category list shares with the other: delete, and
 * the whole list's new order. Every key starts with `all`, so invalidating `all` refreshes every query
 * of the list. (Calls whose answers are read stay with each list: a shared one could not be typed by
 * its own route.)
 */
export function categoryResource<A extends CategoryRoutes>(api: A, area: string) {
  const keys = adminKeys<QueryOf<A['list']>>(area);
  return {
    keys: { ...keys, options: () => [...keys.all, 'options'] as const },
    remove: (id: number) => call(api.remove, { params: { id } }),
    /** The whole list's ids in their new order. */
    reorder: (ids: number[]) => call(api.updateOrder, { body: { ids } }),
  };
}
