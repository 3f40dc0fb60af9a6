import { z } from 'zod';
import { pagedSchema } from './envelopes.js';
import { langQuerySchema } from './language-schemas.js';
import { pageParam, perPageParam } from './query.js';
import { CASE_STATUSES } from './reunion-cases.values.js';
import { SEARCH_KINDS, SEARCH_LIMITS } from './reunion-search.values.js';

/**
 * The reunion platform's search over everything it publishes: public cases (their public fields only),
 * success stories, news and guides, diacritics-insensitive ("da nang" finds "Đà Nẵng", đ = d), best match first.
 */
export const searchQuerySchema = z.object({
  q: z
    .string()
    .max(SEARCH_LIMITS.queryMax)
    .optional()
    .transform((value) => value?.trim() ?? ''),
  lang: langQuerySchema,
  page: pageParam,
  per_page: perPageParam(SEARCH_LIMITS.perPage, SEARCH_LIMITS.perPageMax),
});

/** One thing found: what it is, its title and a short excerpt in the asked language, and its page. */
export const searchHitSchema = z
  .object({
    kind: z.enum(SEARCH_KINDS),
    title: z.string(),
    excerpt: z.string(),
    /** Where a case's person was last seen (commune, province); null for a story. */
    place: z.string().nullable(),
    /** The page that shows it, a path on this site. */
    href: z.string(),
    /** When it was last updated (a case) or published (a story). */
    date: z.string(),
    /** A case's status; null for a story. */
    status: z.enum(CASE_STATUSES).nullable(),
    /** A demo record about a fictional person: the page labels it so. */
    is_sample: z.boolean(),
  })
  .meta({ id: 'ReunionSearchHit' });

/** The query is not echoed: the page has it, and an answer never repeats what a visitor typed. */
export const searchResponseSchema = pagedSchema(searchHitSchema).meta({ id: 'ReunionSearchPage' });

export type SearchHit = z.infer<typeof searchHitSchema>;
export type SearchResults = z.infer<typeof searchResponseSchema>;
