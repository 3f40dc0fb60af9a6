import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { currentLanguage } from '../../../lib/i18n';
import { fetchMediaCategories, fetchMediaItem, fetchMediaPage } from '../api/media-api';
import type { GalleryFilters } from '../lib/filters';

/**
 * The gallery's pages for the current filters and language (spec §4): a filter change starts again at
 * page 1 and replaces the items; the next page is appended while there are more.
 */
export function useMediaItems(filters: GalleryFilters, filtersKey: string) {
  const lang = currentLanguage();
  const query = useInfiniteQuery({
    queryKey: ['media-gallery', 'items', lang, filtersKey],
    queryFn: ({ pageParam, signal }) => fetchMediaPage(filters, pageParam, lang, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.current_page < last.last_page ? last.current_page + 1 : undefined),
  });
  return query;
}

/** Active categories with their names in the current language (spec §3). */
export function useMediaCategories() {
  const lang = currentLanguage();
  const query = useQuery({
    queryKey: ['media-gallery', 'categories', lang],
    queryFn: ({ signal }) => fetchMediaCategories(lang, signal),
    placeholderData: keepPreviousData,
  });
  return query;
}

/** One item by uuid, for a deep link to an item that is not among the loaded ones. */
export function useMediaItem(uuid: string | null, enabled: boolean) {
  const lang = currentLanguage();
  return useQuery({
    queryKey: ['media-gallery', 'item', lang, uuid],
    queryFn: ({ signal }) => fetchMediaItem(uuid ?? '', lang, signal),
    enabled: enabled && Boolean(uuid),
  });
}
