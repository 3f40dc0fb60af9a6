import type { MediaItem } from '@site/contracts';
import { useTranslation } from 'react-i18next';
import { useInfiniteTrigger } from '../hooks/use-infinite-trigger';
import { useMasonry } from '../hooks/use-masonry';
import { AlertIcon, LayersIcon, ResetIcon, SearchIcon } from './icons';
import { MediaCard, MediaCardSkeleton } from './media-card';
import styles from './media-grid.module.css';

/** Loading placeholders on the first load. */
export const SKELETON_COUNT = 8;

export interface MediaGridProps {
  items: MediaItem[];
  total: number | undefined;
  status: 'pending' | 'error' | 'success';
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  nextPageFailed: boolean;
  filtered: boolean;
  onLoadMore: () => void;
  onRetry: () => void;
  onReset: () => void;
  onOpen: (uuid: string, opener: HTMLElement) => void;
}

/**
 * The gallery grid: placeholders, an empty state, cards in a masonry of 1 to 5 columns,
 * infinite loading 200 px before the bottom, a load-more button and an end-of-results message.
 */
export function MediaGrid({
  items,
  total,
  status,
  hasNextPage,
  isFetchingNextPage,
  nextPageFailed,
  filtered,
  onLoadMore,
  onRetry,
  onReset,
  onOpen,
}: MediaGridProps) {
  const { t } = useTranslation('media');
  const masonry = useMasonry<HTMLUListElement>();
  const canLoadMore = status === 'success' && hasNextPage && !isFetchingNextPage && !nextPageFailed;
  const sentinel = useInfiniteTrigger<HTMLDivElement>(onLoadMore, canLoadMore);

  if (status === 'pending') {
    return (
      <div role="status" aria-live="polite">
        <span className="visually-hidden">{t('grid.loading')}</span>
        <ul ref={masonry} className={styles.grid}>
          {Array.from({ length: SKELETON_COUNT }, (_, index) => (
            <MediaCardSkeleton key={index} index={index} />
          ))}
        </ul>
      </div>
    );
  }

  if (status === 'error' && items.length === 0) {
    return (
      <div className={`${styles.state} ${styles.error}`} role="alert">
        <span className={styles.stateIcon}>
          <AlertIcon size={34} />
        </span>
        <h3 className={styles.stateTitle}>{t('grid.errorTitle')}</h3>
        <p className={styles.stateText}>{t('grid.errorText')}</p>
        <button type="button" className="button button-primary" onClick={onRetry}>
          <ResetIcon size={18} />
          {t('grid.retry')}
        </button>
      </div>
    );
  }

  if (items.length === 0) {
    return (
      <div className={styles.state}>
        <span className={styles.stateIcon}>{filtered ? <SearchIcon size={34} /> : <LayersIcon size={34} />}</span>
        <h3 className={styles.stateTitle}>{t('grid.emptyTitle')}</h3>
        <p className={styles.stateText}>{filtered ? t('grid.emptyFiltered') : t('grid.emptyAll')}</p>
        {filtered && (
          <button type="button" className="button button-primary" onClick={onReset}>
            <ResetIcon size={18} />
            {t('filters.reset')}
          </button>
        )}
      </div>
    );
  }

  const count = total ?? items.length;
  return (
    <>
      <ul ref={masonry} className={styles.grid}>
        {items.map((item) => (
          <MediaCard key={item.uuid} item={item} onOpen={onOpen} />
        ))}
      </ul>
      <div ref={sentinel} className={styles.sentinel} aria-hidden="true" />
      <div className={styles.more}>
        {hasNextPage ? (
          <>
            {nextPageFailed && (
              <p className={styles.moreError} role="alert">
                <AlertIcon size={18} />
                {t('grid.loadMoreFailed')}
              </p>
            )}
            <button
              type="button"
              className={`button button-ghost ${styles.moreButton}`}
              onClick={onLoadMore}
              disabled={isFetchingNextPage}
              aria-busy={isFetchingNextPage}
            >
              {isFetchingNextPage && <span className={styles.spinner} aria-hidden="true" />}
              {isFetchingNextPage ? t('grid.loadingMore') : t('grid.loadMore')}
            </button>
          </>
        ) : (
          <p className={styles.end}>
            <span className={styles.endRule} aria-hidden="true" />
            {t('grid.end', { count })}
            <span className={styles.endRule} aria-hidden="true" />
          </p>
        )}
      </div>
    </>
  );
}
