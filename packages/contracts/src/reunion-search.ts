import { z } from 'zod';
import { CASE_STATUSES } from './reunion-cases.values.js';
import { SEARCH_LIMITS, SEARCH_RESULT_TYPES } from './reunion-search.values.js';
import { STORY_KINDS } from './reunion-stories.values.js';
import { pagedSchema } from './envelopes.js';
import { langQuerySchema } from './language-schemas.js';
import { pageParam, perPageParam } from './query.js';

/**
 * One search over the reunion platform's public content: the public fields of the cases and the published
 * stories, diacritics folded (đ = d), best matches first. Never a reporter's details: they are not searched
 * and not answered.
 */
export const searchResultSchema = z
  .object({
    type: z.enum(SEARCH_RESULT_TYPES),
    /** The case's name or the story's title, in the requested language (English, then Vietnamese, for a story). */
    title: z.string(),
    /** A line of context: a case's place and status, a story's excerpt. */
    summary: z.string(),
    /** The page of the result. */
    url: z.string(),
    /** Cases: the case number and status; stories: their kind. */
    case_number: z.string().nullable(),
    status: z.enum(CASE_STATUSES).nullable(),
    kind: z.enum(STORY_KINDS).nullable(),
    is_sample: z.boolean(),
    /** When the case last changed or the story was published. */
    date: z.string(),
  })
  .meta({ id: 'ReunionSearchResult' });

export const searchQuerySchema = z.object({
  /** The words looked for; blank finds nothing. */
  q: z
    .string()
    .max(SEARCH_LIMITS.queryMax)
    .optional()
    .transform((value) => value?.trim() ?? ''),
  lang: langQuerySchema,
  page: pageParam,
  per_page: perPageParam(SEARCH_LIMITS.perPage, SEARCH_LIMITS.perPageMax),
});

export const searchResponseSchema = pagedSchema(searchResultSchema).meta({ id: 'ReunionSearchPage' });

export type SearchResult = z.infer<typeof searchResultSchema>;
export type SearchQuery = z.output<typeof searchQuerySchema>;
