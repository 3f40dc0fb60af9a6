import type { AdminShopProduct } from '@site/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'wouter';
import { AdminListPage } from '../../components/admin/admin-page-header';
import ui from '../../components/admin/admin-ui.module.css';
import { ConfirmDialog } from '../../components/admin/confirm-dialog';
import { DataTable } from '../../components/admin/data-table';
import { errorText } from '../../components/admin/form-messages';
import { SearchFilterBar } from '../../components/admin/list-filters';
import { FilteredListBody } from '../../components/admin/list-frame';
import { BASE_LIST_DEFAULTS, readBaseListParams, type BaseListParams } from '../../components/admin/list-params';
import { queryPage } from '../../components/admin/query-page';
import { StatusBadge } from '../../components/admin/status-badge';
import { useAdminPageMeta } from '../../components/admin/use-admin-page-meta';
import { useLocale } from '../../components/admin/use-locale';
import { useLastPageClamp } from '../../components/admin/use-selection';
import { isNotFound } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { useDeleteProduct, useProductList, useRefreshProducts } from './use-shop-admin';

/** /admin/reunion/shop: the shop's listings in display order, searched in every language. */
function ProductsScreen() {
  const { t } = useTranslation('adminReunion');
  const { language } = useLocale();
  useAdminPageMeta('adminReunionShop');
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readBaseListParams(searchParams), [searchParams]);
  const show = (next: BaseListParams, replace = true) =>
    setSearchParams(
      { ...(next.search ? { q: next.search } : {}), ...(next.page > 1 ? { page: String(next.page) } : {}) },
      { replace },
    );
  const list = useProductList(params.page, params.search);
  const remove = useDeleteProduct();
  const refresh = useRefreshProducts();
  const [pending, setPending] = useState<{ product: AdminShopProduct; name: string } | null>(null);
  useLastPageClamp(list.data?.last_page, params.page, (page) => show({ ...params, page }));

  const rows = list.data?.data ?? [];
  const filtered = params.search !== '';
  const reset = () => show(BASE_LIST_DEFAULTS);
  const add = (
    <Link href="/admin/reunion/shop/create" className="button button-primary">
      <span aria-hidden="true">+</span> {t('shop.add')}
    </Link>
  );
  const confirmDelete = () => {
    if (!pending) return;
    remove.mutate(pending.product, {
      onSuccess: () => {
        notify('success', t('shop.toast.deleted'));
        setPending(null);
      },
      onError: (error) => {
        setPending(null);
        if (isNotFound(error)) {
          notify('info', t('shop.toast.alreadyDeleted'));
          void refresh();
          return;
        }
        notify('error', t('shop.toast.deleteFailed', { message: errorText(error) }));
      },
    });
  };
  // The list's kit texts (`list.*`) are the shop's own, under `shop.list`.
  const tl = (key: string, options?: Record<string, unknown>) => t(`shop.${key}`, options);

  return (
    <AdminListPage page="adminReunionShop" actions={add}>
      <section className={ui.listPanel} aria-labelledby="page-heading">
        <SearchFilterBar
          t={tl}
          specs={[]}
          params={params}
          onChange={(changes) => show({ ...params, page: 1, ...changes })}
          onReset={filtered ? reset : undefined}
        />
        <FilteredListBody
          t={tl}
          query={list}
          isEmpty={rows.length === 0}
          filtered={filtered}
          onReset={reset}
          addAction={add}
          onPageChange={(page) => show({ ...params, page }, false)}
        >
          <DataTable
            caption={t('shop.list.caption')}
            busy={list.isFetching}
            columns={[
              { key: 'name', label: t('shop.list.columns.name') },
              { key: 'price', label: t('shop.list.columns.price') },
              { key: 'state', label: t('shop.list.columns.state') },
              { key: 'order', label: t('shop.list.columns.order'), className: ui.numeric },
              { key: 'actions', label: t('shop.list.columns.actions'), hidden: true },
            ]}
          >
            {rows.map((product) => {
              const texts = product.translations[language] ?? product.translations.en;
              const name = texts?.name ?? `#${product.id}`;
              return (
                <tr key={product.id}>
                  <td>
                    <Link href={`/admin/reunion/shop/${product.id}/edit`}>{name}</Link>
                  </td>
                  <td>{product.is_free ? t('shop.free') : (texts?.price ?? product.translations.en?.price ?? '')}</td>
                  <td>
                    <StatusBadge tone={product.is_published ? 'success' : 'neutral'}>
                      {product.is_published ? t('shop.published') : t('shop.hidden')}
                    </StatusBadge>{' '}
                    <StatusBadge tone={product.availability === 'available' ? 'info' : 'warning'}>
                      {t(`shop.availability.${product.availability}`)}
                    </StatusBadge>
                  </td>
                  <td className={ui.numeric}>{product.sort_order}</td>
                  <td>
                    <div className={ui.rowActions}>
                      <Link
                        href={`/admin/reunion/shop/${product.id}/edit`}
                        className={ui.smallButton}
                        aria-label={t('shop.list.editNamed', { name })}
                      >
                        {t('shop.list.edit')}
                      </Link>
                      <button
                        type="button"
                        className={`${ui.smallButton} ${ui.dangerButton}`}
                        aria-label={t('shop.list.deleteNamed', { name })}
                        disabled={remove.isPending}
                        onClick={() => setPending({ product, name })}
                      >
                        {t('shop.list.delete')}
                      </button>
                    </div>
                  </td>
                </tr>
              );
            })}
          </DataTable>
        </FilteredListBody>
      </section>
      <ConfirmDialog
        open={pending !== null}
        tone="danger"
        title={t('shop.confirm.deleteTitle')}
        message={pending ? t('shop.confirm.deleteMessage', { name: pending.name }) : ''}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setPending(null)}
      />
    </AdminListPage>
  );
}

export default queryPage(ProductsScreen);
