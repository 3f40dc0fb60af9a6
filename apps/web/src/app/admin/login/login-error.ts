import { AUTH_CODES, ERROR_CODES } from '@site/contracts';
import { ApiError } from '../../../lib/api-client';

/** Keys under `login.errors` in the admin texts. */
export type LoginErrorKey =
  | 'invalidCredentials'
  | 'emailRequired'
  | 'passwordRequired'
  | 'tooManyAttempts'
  | 'rateLimited'
  | 'serverError'
  | 'connection'
  | 'failed'
  | 'unexpected';

/** A login error to show: a translated text, or a server message shown as it came. */
export type LoginErrorText = { key: LoginErrorKey } | { raw: string };

/** The codes of the messages the login can answer with (from its schema or the server), and their keys. */
const KNOWN_CODES: Record<string, LoginErrorKey> = {
  [AUTH_CODES.invalidCredentials]: 'invalidCredentials',
  [AUTH_CODES.emailRequired]: 'emailRequired',
  [AUTH_CODES.passwordRequired]: 'passwordRequired',
  [AUTH_CODES.tooManyAttempts]: 'tooManyAttempts',
  [ERROR_CODES.rateLimited]: 'rateLimited',
  [ERROR_CODES.server]: 'serverError',
};

/** A message by its code, translated when it is a known one; anything else is shown as it is. */
export function serverText(message: string): LoginErrorText {
  const key = Object.hasOwn(KNOWN_CODES, message) ? KNOWN_CODES[message] : undefined;
  return key ? { key } : { raw: message };
}

/**
 * What the login shows for a failure: 422 → the first email error, else "Invalid credentials";
 * another server answer → its message as is (429 included), else "Login failed"; no answer at all →
 * "Connection error"; anything else → "An unexpected error occurred".
 */
export function loginErrorText(error: unknown): LoginErrorText {
  if (!(error instanceof ApiError)) return { key: 'unexpected' };
  switch (error.kind) {
    case 'network':
    case 'timeout':
      return { key: 'connection' };
    case 'invalid':
      return { key: 'unexpected' };
    case 'http': {
      if (error.status === 422) {
        const email = error.fieldMessage('email');
        return email ? serverText(email) : { key: 'invalidCredentials' };
      }
      // The API client names an answer without a message "HTTP <status>": that is no server message.
      if (!error.message || /^HTTP \d{3}$/.test(error.message)) return { key: 'failed' };
      return serverText(error.coded.code ?? error.message);
    }
  }
}
