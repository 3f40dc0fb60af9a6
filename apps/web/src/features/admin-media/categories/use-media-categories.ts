import { type MEDIA_CATEGORY_BULK_ACTIONS, type AdminMediaCategory, type MediaCategoryInput } from '@site/contracts';
import { useMutation } from '@tanstack/react-query';
import { adminMediaKeys } from '../../../api/admin-media';
import {
  adminMediaCategoryKeys,
  deleteMediaCategory,
  fetchMediaCategoryPage,
  fetchMediaCategoryStats,
  mediaCategoryBulkAction,
  reorderMediaCategories,
  saveMediaCategory,
} from '../../../api/admin-media-categories';
import { galleryKeys } from '../../../api/media-gallery';
import { moveId } from '../../../components/admin/reorder';
import { useCategoryMutations, useCategoryPage, useCounts } from '../../../components/admin/use-admin-queries';

export type MediaCategoryBulkAction = (typeof MEDIA_CATEGORY_BULK_ACTIONS)[number];

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
  return useCategoryPage(adminMediaCategoryKeys.list, fetchMediaCategoryPage, page, search);
}

export function useMediaCategoryStats() {
  return useCounts(adminMediaCategoryKeys.stats(), fetchMediaCategoryStats);
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
