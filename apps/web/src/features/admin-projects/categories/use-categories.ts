import type { CategoryInput } from '@site/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminCategoryKeys,
  deleteCategory,
  fetchCategoryPage,
  fetchCategoryStats,
  reorderCategories,
  saveCategory,
} from '../../../api/admin-categories';
import { dashboardKeys } from '../../../api/admin-session';

/** Categories are few; one page holds them all, so that reordering sees the whole list. */
export const CATEGORIES_PER_PAGE = 100;

export function useCategoryList(page: number, search: string) {
  return useQuery({
    queryKey: adminCategoryKeys.list({ page, search }),
    queryFn: ({ signal }) =>
      fetchCategoryPage({ page, per_page: CATEGORIES_PER_PAGE, search: search || undefined }, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCategoryStats() {
  return useQuery({
    queryKey: adminCategoryKeys.stats(),
    queryFn: ({ signal }) => fetchCategoryStats(signal),
  });
}

/** Create, update, delete and reorder; each refreshes the lists, the stats and the dashboard counts. */
export function useCategoryMutations() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminCategoryKeys.all }),
      queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
    ]);

  const save = useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: CategoryInput }) => saveCategory(id, input),
    onSuccess: refresh,
  });

  const remove = useMutation({
    mutationFn: (id: number) => deleteCategory(id),
    onSuccess: refresh,
  });

  const reorder = useMutation({
    mutationFn: (ids: number[]) => reorderCategories(ids),
    onSettled: refresh,
  });

  return { save, remove, reorder };
}
