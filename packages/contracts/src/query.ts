import { z } from 'zod';

/** Query-string pieces shared by the list endpoints (they arrive as strings). */
export const pageParam = z.coerce.number().int().min(1).max(100_000).default(1);

export function perPageParam(fallback: number, max = 100) {
  return z.coerce.number().int().min(1).max(max).default(fallback);
}

/** Free-text search: trimmed; empty or whitespace-only means no search. */
export const searchParam = z
  .string()
  .max(200)
  .optional()
  .transform((value) => value?.trim() || undefined);

/** A yes/no filter: true/false or 1/0; absent means no filter. */
export const flagParam = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((value) => (value === undefined ? undefined : value === 'true' || value === '1'));

/** The paging and search every admin list takes: `page`, `per_page` (`perPage` by default, at most `max`), `search`. */
export function listQueryFields(perPage: number, max = 100) {
  return { page: pageParam, per_page: perPageParam(perPage, max), search: searchParam };
}
