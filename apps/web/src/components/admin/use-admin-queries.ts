import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';

/**
 * One page of an admin list: the previous page stays on screen while the next one loads (no flash of
 * the spinner on paging or filtering). `options` adds the list's own settings (a polling interval).
 */
export function usePagedList<T>(
  queryKey: QueryKey,
  fetchPage: (signal: AbortSignal) => Promise<T>,
  options: Pick<UseQueryOptions<T>, 'refetchInterval'> = {},
) {
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchPage(signal),
    placeholderData: keepPreviousData,
    ...options,
  });
}

/** A function that marks every query under the given keys stale (and refetches those on screen). */
export function useInvalidate(keys: readonly QueryKey[]) {
  const queryClient = useQueryClient();
  return () => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** Categories are few; one page holds them all, so that reordering sees the whole list. */
export const CATEGORIES_PER_PAGE = 100;

/** A category list's query: the page, every category on it, and the search only when set. */
export function categoryListQuery(page: number, search: string) {
  return { page, per_page: CATEGORIES_PER_PAGE, search: search.trim() || undefined };
}

export type CategoryListQuery = ReturnType<typeof categoryListQuery>;

/** One page of a category list (project or media categories), searched by `search`. */
export function useCategoryPage<T>(
  keyOf: (query: CategoryListQuery) => QueryKey,
  fetchPage: (query: CategoryListQuery, signal: AbortSignal) => Promise<T>,
  page: number,
  search: string,
) {
  const query = categoryListQuery(page, search);
  return usePagedList(keyOf(query), (signal) => fetchPage(query, signal));
}

/** A screen's counts under `queryKey`. */
export function useCounts<T>(queryKey: QueryKey, fetchCounts: (signal: AbortSignal) => Promise<T>) {
  return useQuery({ queryKey, queryFn: ({ signal }) => fetchCounts(signal) });
}

/** The calls of an ordered category list (project or media categories). */
export interface CategoryCalls<I> {
  /** Creates (id null) or updates a category. */
  save: (id: number | null, input: I) => Promise<unknown>;
  remove: (id: number) => Promise<unknown>;
  /** The whole list's ids in their new order. */
  reorder: (ids: number[]) => Promise<unknown>;
}

/**
 * Create, update, delete and reorder of a category list; each refreshes the queries under `refreshes`
 * (the lists, their counts, and the screens that show the categories). A reorder refreshes even when it
 * fails, so the list shows the order the server kept.
 */
export function useCategoryMutations<I>(calls: CategoryCalls<I>, refreshes: readonly QueryKey[]) {
  const refresh = useInvalidate(refreshes);
  const save = useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: I }) => calls.save(id, input),
    onSuccess: refresh,
  });
  const remove = useMutation({ mutationFn: (id: number) => calls.remove(id), onSuccess: refresh });
  const reorder = useMutation({ mutationFn: (ids: number[]) => calls.reorder(ids), onSettled: refresh });
  return { save, remove, reorder, refresh };
}
