import type { AdminShopProduct } from '@site/contracts';
import { useMutation } from '@tanstack/react-query';
import { adminShopKeys, deleteShopProduct, fetchShopProducts, reunionShopKeys } from '../../api/reunion-shop';
import { useInvalidate, usePagedList } from '../../components/admin/use-admin-queries';

export const PRODUCTS_PER_PAGE = 20;

/** One page of the products for the search; the previous page stays while the next loads. */
export function useProductList(page: number, search: string) {
  const query = { page, per_page: PRODUCTS_PER_PAGE, search: search.trim() || undefined };
  return usePagedList(adminShopKeys.list(query), (signal) => fetchShopProducts(query, signal));
}

/** The admin's lists and the shop page's cached products change with a product. */
export function useRefreshProducts() {
  return useInvalidate([adminShopKeys.all, reunionShopKeys.all]);
}

export function useDeleteProduct() {
  const refresh = useRefreshProducts();
  return useMutation({ mutationFn: (product: AdminShopProduct) => deleteShopProduct(product.id), onSuccess: refresh });
}
