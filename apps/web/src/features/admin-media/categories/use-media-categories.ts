import { type MEDIA_CATEGORY_BULK_ACTIONS, type AdminMediaCategory, type MediaCategoryInput } from '@site/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { adminMediaKeys } from '../../../api/admin-media';
import {
  adminMediaCategoryKeys,
  deleteMediaCategory,
  fetchMediaCategoryPage,
  fetchMediaCategoryStats,
  mediaCategoryBulkAction,
  reorderMediaCategories,
  saveMediaCategory,
  type MediaCategoryListQuery,
} from '../../../api/admin-media-categories';
import { galleryKeys } from '../../../api/media-gallery';
import { moveId } from '../../../components/admin/reorder';
import { useCategoryMutations, usePagedList } from '../../../components/admin/use-admin-queries';

/** Categories are few; one page holds them all, so that reordering sees the whole list. */
export const MEDIA_CATEGORIES_PER_PAGE = 100;

export type MediaCategoryBulkAction = (typeof MEDIA_CATEGORY_BULK_ACTIONS)[number];

/** The list endpoint's query: page, size, and the search only when set. */
export function mediaCategoryListQuery(page: number, search: string): MediaCategoryListQuery {
  return { page, per_page: MEDIA_CATEGORIES_PER_PAGE, search: search.trim() || undefined };
}

/**
 * The whole list's ids after moving one category a step up (-1) or down (+1), for POST update-order;
 * null when it cannot move (first or last, or not in the list).
 */
export function reorderedIds(
  categories: readonly Pick<AdminMediaCategory, 'id'>[],
  id: number,
  step: -1 | 1,
): number[] | null {
  const ids = categories.map((c) => c.id);
  const next = moveId(ids, id, step);
  return next.every((value, index) => value === ids[index]) ? null : next;
}

/** The position a new category gets: after the last one. */
export function nextSortOrder(categories: readonly Pick<AdminMediaCategory, 'sort_order'>[]): number {
  return categories.reduce((max, c) => Math.max(max, c.sort_order + 1), 0);
}

export function useMediaCategoryList(page: number, search: string) {
  const query = mediaCategoryListQuery(page, search);
  return usePagedList(adminMediaCategoryKeys.list(query), (signal) => fetchMediaCategoryPage(query, signal));
}

export function useMediaCategoryStats() {
  return useQuery({
    queryKey: adminMediaCategoryKeys.stats(),
    queryFn: ({ signal }) => fetchMediaCategoryStats(signal),
  });
}

/** Create, update, delete, reorder and bulk actions; each refreshes the lists, the counts and the media screens. */
export function useMediaCategoryMutations() {
  const { refresh, ...mutations } = useCategoryMutations<MediaCategoryInput>(
    { save: saveMediaCategory, remove: deleteMediaCategory, reorder: reorderMediaCategories },
    // Media show their category; deleting one leaves its media uncategorised.
    [adminMediaCategoryKeys.all, adminMediaKeys.all, galleryKeys.all],
  );
  const bulk = useMutation({
    mutationFn: (body: { action: MediaCategoryBulkAction; ids: number[] }) => mediaCategoryBulkAction(body),
    onSuccess: refresh,
  });
  return { ...mutations, bulk };
}
