/**
 * The reunion platform's search (`/search?q=`): what it finds and its limits. Plain values, no zod
 * (docs/decisions/0013): the search page imports them with its first screen.
 */

/** What a search finds: public cases, success stories, news and guides. */
export const SEARCH_KINDS = ['case', 'reunion', 'news', 'guide'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const SEARCH_LIMITS = {
  /** Characters of a query; longer ones are refused, not cut. */
  queryMax: 100,
  /** Words of a query that count; the rest are ignored (every word must match). */
  wordsMax: 8,
  perPage: 10,
  perPageMax: 50,
  /** Candidates each kind may bring before ranking: a query this broad is narrowed by another word. */
  candidatesMax: 200,
  /** Characters of a hit's excerpt. */
  excerptMax: 200,
} as const;
