import {
  adminMediaCategorySchema,
  bulkResultSchema,
  itemResponseSchema,
  type MEDIA_CATEGORY_BULK_ACTIONS,
  mediaCategoryStatsSchema,
  okSchema,
  pagedSchema,
  savedResponseSchema,
  type AdminMediaCategory,
  type MediaCategoryInput,
} from '@site/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { moveId } from '../categories/use-categories';

export const MEDIA_CATEGORIES_KEY = ['admin', 'media-categories'] as const;
/** Categories are few; one page holds them all, so that reordering sees the whole list. */
export const MEDIA_CATEGORIES_PER_PAGE = 100;

export type MediaCategoryBulkAction = (typeof MEDIA_CATEGORY_BULK_ACTIONS)[number];

const listSchema = pagedSchema(adminMediaCategorySchema);
const statsSchema = itemResponseSchema(mediaCategoryStatsSchema);
const savedSchema = savedResponseSchema(adminMediaCategorySchema);

/** The query string of the list: page, size, and the search only when set (spec §5). */
export function mediaCategoryListParams(page: number, search: string): string {
  const params = new URLSearchParams({ page: String(page), per_page: String(MEDIA_CATEGORIES_PER_PAGE) });
  if (search.trim()) params.set('search', search.trim());
  return params.toString();
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
  return useQuery({
    queryKey: [...MEDIA_CATEGORIES_KEY, 'list', { page, search }],
    queryFn: ({ signal }) =>
      request(`/api/admin/media-categories?${mediaCategoryListParams(page, search)}`, { schema: listSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useMediaCategoryStats() {
  return useQuery({
    queryKey: [...MEDIA_CATEGORIES_KEY, 'stats'],
    queryFn: ({ signal }) => request('/api/admin/media-categories/stats', { schema: statsSchema, signal }),
    select: (body) => body.data,
  });
}

/** Create, update, delete, reorder and bulk actions; each refreshes the lists, the counts and the media screens. */
export function useMediaCategoryMutations() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: MEDIA_CATEGORIES_KEY }),
      // Media show their category; deleting one leaves its media uncategorised.
      queryClient.invalidateQueries({ queryKey: ['admin', 'media'] }),
      queryClient.invalidateQueries({ queryKey: ['media-gallery'] }),
    ]);

  const save = useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: MediaCategoryInput }) =>
      request(id === null ? '/api/admin/media-categories' : `/api/admin/media-categories/${id}`, {
        method: id === null ? 'POST' : 'PUT',
        body: input,
        schema: savedSchema,
      }),
    onSuccess: refresh,
  });

  const remove = useMutation({
    mutationFn: (id: number) => request(`/api/admin/media-categories/${id}`, { method: 'DELETE', schema: okSchema }),
    onSuccess: refresh,
  });

  const reorder = useMutation({
    mutationFn: (ids: number[]) =>
      request('/api/admin/media-categories/update-order', { method: 'POST', body: { ids } }),
    onSettled: refresh,
  });

  const bulk = useMutation({
    mutationFn: (body: { action: MediaCategoryBulkAction; ids: number[] }) =>
      request('/api/admin/media-categories/bulk-action', { method: 'POST', body, schema: bulkResultSchema }),
    onSuccess: refresh,
  });

  return { save, remove, reorder, bulk };
}
