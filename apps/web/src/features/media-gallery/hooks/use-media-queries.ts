import { mediaGalleryApi } from '@site/contracts';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  fetchGalleryPage,
  galleryCategoriesQuery,
  galleryItemQuery,
  galleryKeys,
  galleryPageQuery,
} from '../../../api/media-gallery';
import { currentLanguage } from '../../../lib/i18n';
import { useRenderedInitialData } from '../../../lib/render-data';
import type { GalleryFilters } from '../lib/filters';

/**
 * The gallery's pages for the current filters and language: a filter change starts again at
 * page 1 and replaces the items; the next page is appended while there are more.
 */
export function useMediaItems(filters: GalleryFilters, filtersKey: string) {
  const lang = currentLanguage();
  // The first page as the server render read it, when it read this one.
  const initial = useRenderedInitialData(
    mediaGalleryApi.list,
    { query: galleryPageQuery(filters, 1, lang) },
    (page) => ({
      pages: [page],
      pageParams: [1],
    }),
  );
  const query = useInfiniteQuery({
    ...initial,
    queryKey: galleryKeys.items(lang, filtersKey),
    queryFn: ({ pageParam, signal }) => fetchGalleryPage(filters, pageParam, lang, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.current_page < last.last_page ? last.current_page + 1 : undefined),
  });
  return query;
}

/** Active categories with their names in the current language. */
export function useMediaCategories() {
  const lang = currentLanguage();
  const initial = useRenderedInitialData(mediaGalleryApi.categories, { query: { lang } }, (answer) => answer.data);
  const query = useQuery({ ...galleryCategoriesQuery(lang), placeholderData: keepPreviousData, ...initial });
  return query;
}

/** One item by uuid, for a deep link to an item that is not among the loaded ones. */
export function useMediaItem(uuid: string | null, enabled: boolean) {
  const lang = currentLanguage();
  return useQuery({ ...galleryItemQuery(lang, uuid), enabled: enabled && Boolean(uuid) });
}
