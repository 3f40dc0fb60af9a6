import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { adminShopKeys, fetchShopProduct } from '../../api/reunion-shop';
import { AdminPageHeading } from '../../components/admin/admin-page-header';
import { editGate, parseRecordId } from '../../components/admin/edit-gate';
import { useAdminPageMeta } from '../../components/admin/use-admin-page-meta';
import { QueryScope } from '../../components/query-scope';
import { ProductForm } from './product-form';
import { emptyProductForm, productToForm } from './product-form-model';

function EditScreen({ rawId }: { rawId: string | undefined }) {
  const { t } = useTranslation('adminReunion');
  const creating = rawId === undefined;
  const id = parseRecordId(rawId);
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
  const gate = editGate({
    header,
    creating,
    validId: id !== null,
    record: product,
    backHref: '/admin/reunion/shop',
    texts: {
      notFoundTitle: t('shop.form.notFound'),
      back: t('shop.form.back'),
      loadError: (message) => t('shop.form.loadError', { message }),
      retry: t('list.retry'),
      loading: t('shop.list.loading'),
    },
  });
  if (gate) return gate;
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
