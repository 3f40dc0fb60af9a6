import type { CategoryInput } from '@site/contracts';
import { useQuery } from '@tanstack/react-query';
import {
  adminCategoryKeys,
  deleteCategory,
  fetchCategoryPage,
  fetchCategoryStats,
  reorderCategories,
  saveCategory,
} from '../../../api/admin-categories';
import { dashboardKeys } from '../../../api/admin-session';
import { useCategoryMutations, usePagedList } from '../../../components/admin/use-admin-queries';

/** Categories are few; one page holds them all, so that reordering sees the whole list. */
export const CATEGORIES_PER_PAGE = 100;

export function useCategoryList(page: number, search: string) {
  const query = { page, per_page: CATEGORIES_PER_PAGE, search: search || undefined };
  return usePagedList(adminCategoryKeys.list(query), (signal) => fetchCategoryPage(query, signal));
}

export function useCategoryStats() {
  return useQuery({
    queryKey: adminCategoryKeys.stats(),
    queryFn: ({ signal }) => fetchCategoryStats(signal),
  });
}

/** Create, update, delete and reorder; each refreshes the lists, the stats and the dashboard counts. */
export function useProjectCategoryMutations() {
  return useCategoryMutations<CategoryInput>(
    { save: saveCategory, remove: deleteCategory, reorder: reorderCategories },
    [adminCategoryKeys.all, dashboardKeys.all],
  );
}
