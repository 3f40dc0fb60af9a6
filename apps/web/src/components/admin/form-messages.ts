import { AUTH_CODES, ERROR_CODES, FORM_CODES, keyOfCode, STORY_CODES } from '@site/contracts';
import { ApiError } from '../../lib/api-client';

/** Keys under `formMessages` in the admin texts, for the message codes that have one. */
const FORM_KEYS = new Set<string>([
  'keyTooShort',
  'keyPattern',
  'keyTaken',
  'englishRequired',
  'passwordTooShort',
  'currentPasswordRequired',
  'currentPasswordWrong',
  'passwordsDiffer',
  'selectOne',
]);
const ERROR_KEYS = new Set<string>(['validation', 'notFound', 'rateLimited', 'server']);

/**
 * The translation key (`formMessages.*`) of a known message code of the admin forms, or undefined. Codes
 * come from the schemas (validated in the browser) and beside the server's English texts; English
 * itself is never looked up.
 */
export function formMessageKey(code: string): string | undefined {
  const form = keyOfCode(FORM_CODES, code);
  if (form && FORM_KEYS.has(form)) return `formMessages.${form}`;
  if (keyOfCode(AUTH_CODES, code) === 'invalidCredentials') return 'formMessages.invalidCredentials';
  const error = keyOfCode(ERROR_CODES, code);
  if (error && ERROR_KEYS.has(error)) return `formMessages.${error}`;
  // The story forms' messages are worded in their own namespace (reunionStories.json `errors`).
  const story = keyOfCode(STORY_CODES, code);
  if (story) return `reunionStories:errors.${story}`;
  return undefined;
}

/**
 * A message in the admin's language: a failed call by its code (else its text), a form message by its
 * code; anything unknown is shown as it is.
 */
export function translateMessage(t: (key: string) => string, message: string | Error | undefined): string | undefined {
  if (!message) return undefined;
  const code = message instanceof ApiError ? (message.coded.code ?? message.message) : message;
  const text = code instanceof Error ? code.message : code;
  const key = formMessageKey(text);
  return key ? t(key) : text;
}

/** The text of anything thrown: an error's message, else the value as a string. */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
