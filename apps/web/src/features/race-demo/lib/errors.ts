import { ERROR_CODES, keyOfCode, RACE_CODES } from '@site/contracts';
import { ApiError } from '../../../lib/api-client';

/**
 * Why a demo call failed, in this order: the answer's `error`, else its `message` (with its code when the
 * site knows it), else the HTTP status ("Server error: {status}"), else a network failure, else
 * "unexpected". The page turns it into text.
 */
export type RaceFailure =
  | { kind: 'message'; message: string; code?: string }
  | { kind: 'status'; status: number }
  | { kind: 'network' }
  | { kind: 'timeout' }
  | { kind: 'unexpected' };

export function describeFailure(error: unknown): RaceFailure {
  if (!(error instanceof ApiError)) return { kind: 'unexpected' };
  switch (error.kind) {
    case 'network':
      return { kind: 'network' };
    case 'timeout':
      return { kind: 'timeout' };
    case 'invalid':
      return { kind: 'unexpected' };
    case 'http': {
      if (error.serverError) return { kind: 'message', message: error.serverError };
      // The client names a failure without a server message `HTTP {status}`: that is no message of the server's.
      if (error.message && error.message !== `HTTP ${error.status}`) {
        return { kind: 'message', message: error.message, code: error.coded.code };
      }
      return { kind: 'status', status: error.status };
    }
  }
}

/** The messages the page translates (keys under `messages.`), by the code the server or the schema gives. */
const TRANSLATED = new Set([
  'insufficientFunds',
  'concurrentModification',
  'busy',
  'requestsRange',
  'amountRange',
  'rateLimited',
  'server',
  'validation',
]);

/** The translation key (under `messages.`) of a message code the page knows, else undefined. */
export function codeKey(code: string | undefined): string | undefined {
  const key = keyOfCode(RACE_CODES, code) ?? keyOfCode(ERROR_CODES, code);
  return key && TRANSLATED.has(key) ? key : undefined;
}

export type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * A message in the visitor's language when its code is one the page knows; else the server's text as it
 * is (a message of a newer server or a proxy), else nothing.
 */
export function messageText(code: string | undefined, text: string | undefined, translate: Translate): string {
  const key = codeKey(code);
  return key ? translate(`messages.${key}`) : (text ?? '');
}

/**
 * The `{message}` of 'Demo failed: ⚠️ {message}' and 'Failed to clear database: ❌ {message}': the message,
 * the server's status, or, for a failure without details, the text keyed by its kind (`errors.{kind}`).
 */
export function failureText(failure: RaceFailure, translate: Translate): string {
  if (failure.kind === 'message') return messageText(failure.code, failure.message, translate);
  if (failure.kind === 'status') return translate('errors.serverStatus', { status: failure.status });
  return translate(`errors.${failure.kind}`);
}
