import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { adminShopKeys, fetchShopProduct } from '../../api/reunion-shop';
import { AdminPageHeading } from '../../components/admin/admin-page-header';
import ui from '../../components/admin/admin-ui.module.css';
import { useAdminPageMeta } from '../../components/admin/use-admin-page-meta';
import { QueryScope } from '../../components/query-scope';
import { isNotFound } from '../../lib/api-client';
import { ProductForm } from './product-form';
import { emptyProductForm, productToForm } from './product-form-model';

/** A route id that can name a product: a positive whole number. */
function parseId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

function EditScreen({ rawId }: { rawId: string | undefined }) {
  const { t } = useTranslation('adminReunion');
  const creating = rawId === undefined;
  const id = parseId(rawId);
  const pageKey = creating ? 'adminReunionShopCreate' : 'adminReunionShopEdit';
  useAdminPageMeta(pageKey);
  const product = useQuery({
    queryKey: adminShopKeys.item(id ?? 0),
    queryFn: ({ signal }) => fetchShopProduct(id ?? 0, signal),
    enabled: id !== null,
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
  const header = (
    <AdminPageHeading
      page={pageKey}
      actions={
        <Link href="/admin/reunion/shop" className="button button-ghost">
          {t('shop.form.back')}
        </Link>
      }
    />
  );
  if ((!creating && id === null) || isNotFound(product.error)) {
    return (
      <div>
        {header}
        <div className={ui.panel} role="alert">
          <h2 className={ui.panelTitle}>{t('shop.form.notFound')}</h2>
          <Link href="/admin/reunion/shop" className="button button-primary">
            {t('shop.form.back')}
          </Link>
        </div>
      </div>
    );
  }
  if (!creating && product.isError) {
    return (
      <div>
        {header}
        <div className={ui.errorBox} role="alert">
          <p>{t('shop.form.loadError', { message: product.error instanceof Error ? product.error.message : '' })}</p>
          <button type="button" className={ui.smallButton} onClick={() => void product.refetch()}>
            {t('list.retry')}
          </button>
        </div>
      </div>
    );
  }
  if (!creating && !(product.data && product.isFetchedAfterMount)) {
    return (
      <div>
        {header}
        <p className={ui.empty} role="status">
          {t('shop.list.loading')}
        </p>
      </div>
    );
  }
  const stored = creating ? null : (product.data ?? null);
  return (
    <div>
      {header}
      <ProductForm
        key={stored ? stored.id : 'new'}
        product={stored}
        defaultValues={stored ? productToForm(stored) : emptyProductForm()}
      />
    </div>
  );
}

/** /admin/reunion/shop/create and /admin/reunion/shop/:id/edit. */
export default function ProductEditPage() {
  const params = useParams<{ id?: string }>();
  return (
    <QueryScope>
      <EditScreen key={params.id ?? 'new'} rawId={params.id} />
    </QueryScope>
  );
}
