/**
 * The query keys of one admin resource, each under `['admin', area]` (`all`), so that invalidating `all`
 * refreshes every query of it: its lists (every one, or one by its query), one item by id, and its stats.
 */
export function adminKeys<Q>(area: string) {
  const all = ['admin', area] as const;
  return {
    all,
    lists: () => [...all, 'list'] as const,
    list: (query: Q) => [...all, 'list', query] as const,
    item: (id: number | null) => [...all, 'item', id] as const,
    stats: () => [...all, 'stats'] as const,
  };
}
