import type { CategoryInput } from '@site/contracts';
import {
  adminCategoryKeys,
  deleteCategory,
  fetchCategoryPage,
  fetchCategoryStats,
  reorderCategories,
  saveCategory,
} from '../../../api/admin-categories';
import { dashboardKeys } from '../../../api/admin-session';
import { useCategoryMutations, useCategoryPage, useCounts } from '../../../components/admin/use-admin-queries';

export function useCategoryList(page: number, search: string) {
  return useCategoryPage(adminCategoryKeys.list, fetchCategoryPage, page, search);
}

export function useCategoryStats() {
  return useCounts(adminCategoryKeys.stats(), fetchCategoryStats);
}

/** Create, update, delete and reorder; each refreshes the lists, the stats and the dashboard counts. */
export function useProjectCategoryMutations() {
  return useCategoryMutations<CategoryInput>(
    { save: saveCategory, remove: deleteCategory, reorder: reorderCategories },
    [adminCategoryKeys.all, dashboardKeys.all],
  );
}
