import { z } from 'zod';

/**
 * The answer envelopes, declared once. Each endpoint family keeps the one the spec gives it:
 * public reads and an admin item `{ data }`, admin lists paged, saves `{ success, message, data }`,
 * actions `{ success, message }`, public comments `{ success, data }` and `{ success, count }`.
 */

/** `{ data }`: one item or a list. */
export function itemResponseSchema<T extends z.ZodType>(item: T) {
  return z.object({ data: item });
}

/** Paged lists: `{ data, total, current_page, last_page, per_page }`. */
export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    total: z.number().int(),
    current_page: z.number().int(),
    last_page: z.number().int(),
    per_page: z.number().int(),
  });
}

/** Create and update: `{ success, message, data }`. */
export function savedResponseSchema<T extends z.ZodType>(item: T) {
  return z.object({ success: z.literal(true), message: z.string(), data: item });
}

/** An action done: `{ success, message }`. */
export const okSchema = z.object({ success: z.literal(true), message: z.string() });

/** `{ success, data }`. */
export function successDataSchema<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data });
}

/** `{ success, count }`. */
export const successCountSchema = z.object({ success: z.literal(true), count: z.number().int() });
