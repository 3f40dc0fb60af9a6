import { adminReunionShopApi, reunionShopApi, type BodyOf, type QueryOf } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../lib/api-client';
import { adminKeys } from './admin-keys';

/** Query keys of the shop page's products; an admin change of a product invalidates `all`. */
export const reunionShopKeys = {
  all: ['reunion-shop'] as const,
  products: (lang: string) => [...reunionShopKeys.all, 'products', lang] as const,
};

/** The published products in one language, in their display order. */
export const shopProductsQuery = (query: QueryOf<typeof reunionShopApi.products>) =>
  queryOptions({
    queryKey: reunionShopKeys.products(query.lang ?? 'en'),
    queryFn: ({ signal }) => call(reunionShopApi.products, { query }, { signal }),
  });

export type ShopListQuery = QueryOf<typeof adminReunionShopApi.list>;
export type ShopProductBody = BodyOf<typeof adminReunionShopApi.create>;

/** Query keys of the owner's shop listings. */
export const adminShopKeys = adminKeys<ShopListQuery>('reunion-shop');

export function fetchShopProducts(query: ShopListQuery, signal?: AbortSignal) {
  return call(adminReunionShopApi.list, { query }, { signal });
}

export async function fetchShopProduct(id: number, signal?: AbortSignal) {
  return (await call(adminReunionShopApi.get, { params: { id } }, { signal })).data;
}

/** Creates a product (no id) or updates one. */
export function saveShopProduct(id: number | null, body: ShopProductBody) {
  return id === null
    ? call(adminReunionShopApi.create, { body })
    : call(adminReunionShopApi.update, { params: { id }, body });
}

export function deleteShopProduct(id: number) {
  return call(adminReunionShopApi.remove, { params: { id } });
}
