import { AUTH_MESSAGES, ERROR_MESSAGES } from '@site/contracts';
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

/** Server messages the login can answer with, in English, and the key that translates each. */
const KNOWN_MESSAGES: Record<string, LoginErrorKey> = {
  [AUTH_MESSAGES.invalidCredentials]: 'invalidCredentials',
  [AUTH_MESSAGES.emailRequired]: 'emailRequired',
  [AUTH_MESSAGES.passwordRequired]: 'passwordRequired',
  [AUTH_MESSAGES.tooManyAttempts]: 'tooManyAttempts',
  [ERROR_MESSAGES.rateLimited]: 'rateLimited',
  [ERROR_MESSAGES.server]: 'serverError',
};

/** A server message, translated when it is a known one, else as it is. */
export function serverText(message: string): LoginErrorText {
  const key = KNOWN_MESSAGES[message];
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
        const email = error.fieldError('email');
        return email ? serverText(email) : { key: 'invalidCredentials' };
      }
      // The API client names an answer without a message "HTTP <status>": that is no server message.
      if (!error.message || /^HTTP \d{3}$/.test(error.message)) return { key: 'failed' };
      return serverText(error.message);
    }
  }
}
