import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../components/page-intro';
import { usePageMeta } from '../../components/page-meta';
import { PageSection } from '../../components/page-section';
import { QueryScope } from '../../components/query-scope';
import { ProductList } from './components/product-list';
import { SafetyCardSection } from './components/safety-card-section';
import { useShopProducts } from './hooks/use-shop';
import styles from './components/shop.module.css';

function ShopView() {
  const { t: tp } = useTranslation('pages');
  const { t } = useTranslation('reunionShop');
  usePageMeta({ title: tp('shop.title'), description: tp('shop.summary') });
  const products = useShopProducts();
  return (
    <>
      <PageIntro heading={tp('shop.heading')} summary={tp('shop.summary')}>
        <p className={styles.noCheckout}>{t('noCheckout')}</p>
      </PageIntro>
      <PageSection id="products" title={t('products.title')} summary={t('products.summary')}>
        {products.data ? (
          <ProductList products={products.data.data} />
        ) : products.isError ? (
          <p className={styles.empty} role="alert">
            {t('products.loadFailed')}{' '}
            <button type="button" className="button button-ghost" onClick={() => void products.refetch()}>
              {t('products.retry')}
            </button>
          </p>
        ) : (
          <p className={styles.loading}>{t('products.loading')}</p>
        )}
      </PageSection>
      <SafetyCardSection />
    </>
  );
}

/** /shop: the prevention products of the reunion platform, and the free child safety card. */
export default function ShopPage() {
  return (
    <QueryScope>
      <ShopView />
    </QueryScope>
  );
}
