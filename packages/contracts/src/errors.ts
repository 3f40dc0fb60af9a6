import { z } from 'zod';

/**
 * The one JSON shape of every failed API call. `message` and `errors` (a field path to its messages)
 * are English, for any client; `code` and `codes` name the same messages where the site knows them
 * (`error.validation`, `contact.nameRequired`), and the web translates those.
 */
export const errorResponseSchema = z
  .object({
    success: z.literal(false),
    message: z.string(),
    code: z.string().optional(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
    codes: z.record(z.string(), z.array(z.string())).optional(),
  })
  .meta({ id: 'ErrorResponse' });

export type ErrorResponse = z.infer<typeof errorResponseSchema>;
