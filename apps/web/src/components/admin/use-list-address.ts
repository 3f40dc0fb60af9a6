import { useMemo } from 'react';
import { useSearchParams } from 'wouter';
import type { BaseListParams } from './list-params';

/** How one list keeps its state in the address bar (what `listState` gives). */
export interface ListAddressState<P extends BaseListParams> {
  defaults: P;
  read: (search: URLSearchParams) => P;
  write: (params: P) => Record<string, string>;
  isFiltered: (params: P) => boolean;
}

/**
 * A filtered admin list's state, kept in the address bar so that a reload, a shared link and the back button
 * show the same list. A filter change replaces the address and goes back to page 1; paging adds a history entry;
 * a page that no longer exists is replaced in place.
 */
export function useListAddress<P extends BaseListParams>(state: ListAddressState<P>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { read, write, isFiltered, defaults } = state;
  const params = useMemo(() => read(searchParams), [read, searchParams]);
  const show = (next: P, replace = true) => setSearchParams(write(next), { replace });
  return {
    params,
    show,
    /** Changes filters or the search: the list goes back to its first page. */
    update: (changes: Partial<P>) => show({ ...params, page: 1, ...changes }),
    /** Every filter and the search back to their defaults. */
    reset: () => show(defaults),
    /** Whether the search or a filter narrows the list (the page and the sort do not). */
    filtered: isFiltered(params),
    /** Paging: the browser's back button returns to the page before. */
    goToPage: (page: number) => show({ ...params, page }, false),
    /** The list shrank below the page shown: the page that now is the last, in place. */
    clampToPage: (page: number) => show({ ...params, page }),
  };
}

export type ListAddress<P extends BaseListParams> = ReturnType<typeof useListAddress<P>>;
