import type { ShopProduct } from '@site/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import styles from './shop.module.css';

/** A link on this site moves within the app; any other opens in a new tab, without telling it where from. */
function ProductLink({ product }: { product: ShopProduct }) {
  const { t } = useTranslation('reunionShop');
  if (!product.link_url) return null;
  const label = product.is_free ? t('products.make') : t('products.visit');
  // A link to a place in a page (the card maker) is a plain anchor, so that the browser scrolls to it.
  if (product.link_url.startsWith('/') && product.link_url.includes('#')) {
    return (
      <a href={product.link_url} className="button button-primary">
        {label}
      </a>
    );
  }
  if (product.link_url.startsWith('/')) {
    return (
      <Link href={product.link_url} className="button button-primary">
        {label}
      </Link>
    );
  }
  return (
    <a href={product.link_url} className="button button-primary" target="_blank" rel="noopener noreferrer">
      {label} <span className="visually-hidden">{t('products.newTab')}</span>
    </a>
  );
}

/** The owner's product listings: name, price or "free", availability, and how to get each. */
export function ProductList({ products }: { products: ShopProduct[] }) {
  const { t } = useTranslation('reunionShop');
  if (products.length === 0) return <p className={styles.empty}>{t('products.empty')}</p>;
  return (
    <ul className={styles.products}>
      {products.map((product) => (
        <li key={product.id} className={styles.product} lang={product.lang}>
          <h3 className={styles.productName}>{product.name}</h3>
          <p className={styles.badges}>
            <span className={product.is_free ? styles.free : styles.price}>
              {product.is_free ? t('products.free') : product.price}
            </span>
            <span className={styles.availability} data-availability={product.availability}>
              {t(`availability.${product.availability}`)}
            </span>
          </p>
          <p className={styles.description}>{product.description}</p>
          {product.how_to_get && (
            <p className={styles.howToGet}>
              <strong>{t('products.howToGet')}</strong> {product.how_to_get}
            </p>
          )}
          <ProductLink product={product} />
        </li>
      ))}
    </ul>
  );
}
