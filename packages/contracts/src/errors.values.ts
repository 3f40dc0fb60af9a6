import { messageCodes } from './messages.js';

// Plain values of the errors family, without zod: a page imports these without loading the schemas.

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
