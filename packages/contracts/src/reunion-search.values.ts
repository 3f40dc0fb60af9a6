// Plain values of the reunion search, without zod: the search page imports these without the schemas.

/** What a search result is: a public case or a published story (success story, news, guide). */
export const SEARCH_RESULT_TYPES = ['case', 'story'] as const;
export type SearchResultType = (typeof SEARCH_RESULT_TYPES)[number];

export const SEARCH_LIMITS = {
  queryMax: 100,
  perPage: 10,
  perPageMax: 50,
  /** The most matches of each table that are ranked; a query matching more shows the best of these. */
  candidatesMax: 500,
} as const;

/** The search page's address for a query. */
export function searchPath(query: string): string {
  return query ? `/search?q=${encodeURIComponent(query)}` : '/search';
}
