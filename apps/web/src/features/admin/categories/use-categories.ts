import {
  adminCategorySchema,
  categoryStatsSchema,
  itemResponseSchema,
  pagedSchema,
  savedResponseSchema,
  type CategoryInput,
} from '@site/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';

export const CATEGORIES_KEY = ['admin', 'categories'] as const;
/** Categories are few; one page holds them all, so that reordering sees the whole list. */
export const CATEGORIES_PER_PAGE = 100;

const listSchema = pagedSchema(adminCategorySchema);
const statsSchema = itemResponseSchema(categoryStatsSchema);
const savedSchema = savedResponseSchema(adminCategorySchema);

export function useCategoryList(page: number, search: string) {
  return useQuery({
    queryKey: [...CATEGORIES_KEY, 'list', { page, search }],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ page: String(page), per_page: String(CATEGORIES_PER_PAGE) });
      if (search) params.set('search', search);
      return request(`/api/admin/categories?${params}`, { schema: listSchema, signal });
    },
    placeholderData: keepPreviousData,
  });
}

export function useCategoryStats() {
  return useQuery({
    queryKey: [...CATEGORIES_KEY, 'stats'],
    queryFn: ({ signal }) => request('/api/admin/categories/stats', { schema: statsSchema, signal }),
    select: (body) => body.data,
  });
}

/** Create, update, delete and reorder; each refreshes the lists, the stats and the dashboard counts. */
export function useCategoryMutations() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: CATEGORIES_KEY }),
      queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] }),
    ]);

  const save = useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: CategoryInput }) =>
      request(id === null ? '/api/admin/categories' : `/api/admin/categories/${id}`, {
        method: id === null ? 'POST' : 'PUT',
        body: input,
        schema: savedSchema,
      }),
    onSuccess: refresh,
  });

  const remove = useMutation({
    mutationFn: (id: number) => request(`/api/admin/categories/${id}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });

  const reorder = useMutation({
    mutationFn: (ids: number[]) => request('/api/admin/categories/update-order', { method: 'POST', body: { ids } }),
    onSettled: refresh,
  });

  return { save, remove, reorder };
}

/** The ids in a new order after moving one item a step up (-1) or down (+1); unchanged at the ends. */
export function moveId(ids: readonly number[], id: number, step: -1 | 1): number[] {
  const next = [...ids];
  const from = next.indexOf(id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= next.length) return next;
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}
