import type { MediaItem } from '@site/contracts';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../components/page-meta';
import { QueryScope } from '../../components/query-scope';
import { notify } from '../../lib/notify';
import { scrollToSection } from '../../lib/scroll';
import { GalleryHero } from './components/gallery-hero';
import { MediaGrid } from './components/media-grid';
import { MediaViewer } from './components/media-viewer';
import { useGalleryFailureToasts } from './hooks/use-error-toast';
import { useGalleryUrl } from './hooks/use-gallery-url';
import { useMediaCategories, useMediaItem, useMediaItems } from './hooks/use-media-queries';
import type { Step } from './lib/direction';
import { activeFilters, DEFAULT_FILTERS, ITEM_PARAM } from './lib/filters';
import styles from './media-gallery-page.module.css';

const GRID_SECTION_ID = 'gallery';

/** The items of all loaded pages, each once (an item can move to the next page while the visitor scrolls). */
function uniqueItems(pages: { data: MediaItem[] }[] | undefined): MediaItem[] {
  if (!pages) return [];
  const seen = new Set<string>();
  const items: MediaItem[] = [];
  for (const page of pages) {
    for (const item of page.data) {
      if (seen.has(item.uuid)) continue;
      seen.add(item.uuid);
      items.push(item);
    }
  }
  return items;
}

function GalleryPage() {
  const { t } = useTranslation('pages');
  const { t: tm } = useTranslation('media');
  usePageMeta({ title: t('mediaGallery.title'), description: t('mediaGallery.summary') });

  const { filters, filtersKey, itemUuid, setFilters, setItem } = useGalleryUrl();
  const itemsQuery = useMediaItems(filters, filtersKey);
  const categoriesQuery = useMediaCategories();
  useGalleryFailureToasts(itemsQuery, categoriesQuery, {
    items: tm('toasts.loadItemsFailed'),
    categories: tm('toasts.loadCategoriesFailed'),
  });
  const items = useMemo(() => uniqueItems(itemsQuery.data?.pages), [itemsQuery.data]);
  const total = itemsQuery.data?.pages.at(-1)?.total;
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage, refetch } = itemsQuery;

  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage({ cancelRefetch: false });
  }, [fetchNextPage, hasNextPage, isFetchingNextPage]);

  // ── Viewer ──────────────────────────────────────────────────────────────────
  const openerRef = useRef<HTMLElement | null>(null);
  const index = itemUuid ? items.findIndex((item) => item.uuid === itemUuid) : -1;
  const listed = index >= 0 ? items[index] : undefined;
  // A deep link to an item that is not among the loaded ones: fetch it by itself.
  const single = useMediaItem(itemUuid, itemsQuery.status !== 'pending' && !listed);
  const viewerItem = listed ?? (single.data?.uuid === itemUuid ? single.data : undefined);

  const openItem = useCallback(
    (uuid: string, opener: HTMLElement) => {
      openerRef.current = opener;
      setItem(uuid);
    },
    [setItem],
  );

  const closeViewer = useCallback(() => setItem(null), [setItem]);

  // However the viewer closed (its button, Escape, the browser's Back), the focus goes back to the card of
  // the item last shown: the one that opened the viewer unless the visitor moved on.
  const lastItemRef = useRef<string | null>(null);
  useEffect(() => {
    if (itemUuid) {
      lastItemRef.current = itemUuid;
      return;
    }
    const last = lastItemRef.current;
    if (!last) return;
    lastItemRef.current = null;
    requestAnimationFrame(() => {
      const card = document.querySelector<HTMLElement>(`[data-opens="${CSS.escape(last)}"]`);
      (card ?? openerRef.current)?.focus();
    });
  }, [itemUuid]);

  // An item that does not exist or is no longer public.
  const singleFailed = single.isError;
  useEffect(() => {
    if (!singleFailed) return;
    notify('error', tm('viewer.notFound'));
    setItem(null);
  }, [singleFailed, setItem, tm]);

  const canPrevious = index > 0;
  const canNext = index >= 0 && (index < items.length - 1 || Boolean(hasNextPage));
  const stepViewer = useCallback(
    (step: Step) => {
      if (index < 0) return;
      const target = index + step;
      if (target < 0) return;
      if (target < items.length) {
        setItem(items[target]!.uuid);
        return;
      }
      if (!hasNextPage || isFetchingNextPage) return;
      // Past the last loaded item: load the next page, then show its first item.
      void fetchNextPage({ cancelRefetch: false }).then((result) => {
        const next = uniqueItems(result.data?.pages)[target];
        // Unless the visitor closed the viewer while the page loaded.
        if (next && new URLSearchParams(window.location.search).has(ITEM_PARAM)) setItem(next.uuid);
      });
    },
    [fetchNextPage, hasNextPage, index, isFetchingNextPage, items, setItem],
  );

  const filtered = activeFilters(filters).length > 0;
  const viewGallery = () => {
    scrollToSection(GRID_SECTION_ID);
    document.getElementById(GRID_SECTION_ID)?.focus({ preventScroll: true });
  };

  return (
    <div className={styles.page}>
      <GalleryHero
        heading={t('mediaGallery.heading')}
        summary={t('mediaGallery.summary')}
        filters={filters}
        onFiltersChange={setFilters}
        categories={categoriesQuery.data}
        categoriesState={categoriesQuery.status}
        total={itemsQuery.data ? total : undefined}
        showing={items.length}
        onViewGallery={viewGallery}
      />

      <section id={GRID_SECTION_ID} className={styles.gallery} aria-labelledby="gallery-heading" tabIndex={-1}>
        <div className={styles.galleryInner}>
          <div className={styles.galleryHead}>
            <h2 id="gallery-heading" className={`${styles.galleryTitle} accent-rule`}>
              {tm('grid.heading')}
            </h2>
            <p className={styles.galleryStatus} aria-live="polite">
              {itemsQuery.data && total !== undefined && total > 0
                ? tm('grid.status', { count: total, shown: items.length })
                : ''}
            </p>
          </div>
          <MediaGrid
            items={items}
            total={total}
            status={itemsQuery.status}
            hasNextPage={Boolean(hasNextPage)}
            isFetchingNextPage={isFetchingNextPage}
            nextPageFailed={isFetchNextPageError}
            filtered={filtered}
            onLoadMore={loadMore}
            onRetry={() => void refetch()}
            onReset={() => setFilters(DEFAULT_FILTERS)}
            onOpen={openItem}
          />
        </div>
      </section>

      {itemUuid && (
        <MediaViewer
          item={viewerItem}
          position={index >= 0 ? { current: index + 1, total: Math.max(total ?? 0, items.length) } : null}
          canPrevious={canPrevious}
          canNext={canNext}
          loadingNext={isFetchingNextPage}
          onStep={stepViewer}
          onClose={closeViewer}
        />
      )}
    </div>
  );
}

/** The public media gallery: hero with filters, a masonry of cards and the viewer. */
export default function MediaGalleryPage() {
  return (
    <QueryScope>
      <GalleryPage />
    </QueryScope>
  );
}
