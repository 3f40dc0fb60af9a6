import { z } from 'zod';
import { messageCodes } from './messages.js';

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

/** Messages the server answers with for the generic failures (short, human). */
export const ERROR_MESSAGES = {
  invalidJson: 'The request body is not valid JSON.',
  validation: 'The given data was invalid.',
  notFound: 'Not found.',
  bodyTooLarge: 'The request body is too large.',
  rateLimited: 'Too many requests. Please slow down and try again shortly.',
  unsupportedMediaType: 'Unsupported content type.',
  server: 'An unexpected error occurred.',
  unauthenticated: 'Unauthenticated.',
  badUrl: 'The address is not valid.',
  badRequest: 'The request could not be read.',
  headersTooLarge: 'The request headers are too large.',
  requestTimeout: 'The request took too long to arrive.',
} as const;

/** The codes of the generic failures (`error.notFound`). */
export const ERROR_CODES = /* @__PURE__ */ messageCodes('error', ERROR_MESSAGES);
