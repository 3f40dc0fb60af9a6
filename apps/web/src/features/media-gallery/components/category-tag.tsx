import type { MediaItem } from '@site/contracts';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './category-tag.module.css';
import { CategoryIcon } from './icons';

/** A category with its colour and icon; "Uncategorised" when there is none. */
export function CategoryTag({ category }: { category: MediaItem['category'] }) {
  const { t } = useTranslation('media');
  if (!category) return <span className={`${styles.tag} ${styles.none}`}>{t('card.uncategorised')}</span>;
  return (
    <span className={styles.tag} style={{ '--category-color': category.color_code } as CSSProperties}>
      <span className={styles.icon}>
        <CategoryIcon name={category.icon} size={12} />
      </span>
      <bdi>{category.name}</bdi>
    </span>
  );
}
