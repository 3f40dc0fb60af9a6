import { ERROR_MESSAGES, RACE_ERRORS } from '@site/contracts';
import { ApiError } from '../../../lib/api-client';

/**
 * Why a demo call failed, in this order: the answer's `error`, else its `message`, else the HTTP status
 * ("Server error: {status}"), else a network failure, else "unexpected". The page turns it into text.
 */
export type RaceFailure =
  | { kind: 'message'; message: string }
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
      if (error.message && error.message !== `HTTP ${error.status}`) return { kind: 'message', message: error.message };
      return { kind: 'status', status: error.status };
    }
  }
}

/** Server messages the page knows, with their translation keys under `messages.` (the rest is shown as sent). */
const KNOWN_MESSAGES: Record<string, string> = {
  [RACE_ERRORS.insufficientFunds]: 'insufficientFunds',
  [RACE_ERRORS.concurrentModification]: 'concurrentModification',
  [RACE_ERRORS.requestsRange]: 'requestsRange',
  [RACE_ERRORS.amountRange]: 'amountRange',
  [ERROR_MESSAGES.rateLimited]: 'rateLimited',
  [ERROR_MESSAGES.server]: 'server',
  [ERROR_MESSAGES.validation]: 'validation',
};

export function knownMessageKey(message: string): string | undefined {
  return KNOWN_MESSAGES[message];
}

export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** A server or validation message in the visitor's language when the page knows it, else as sent. */
export function messageText(message: string, translate: Translate): string {
  const key = knownMessageKey(message);
  return key ? translate(`messages.${key}`) : message;
}

/** The `{message}` of 'Demo failed: ⚠️ {message}' and 'Failed to clear database: ❌ {message}'. */
export function failureText(failure: RaceFailure, translate: Translate): string {
  switch (failure.kind) {
    case 'message':
      return messageText(failure.message, translate);
    case 'status':
      return translate('errors.serverStatus', { status: failure.status });
    case 'network':
      return translate('errors.network');
    case 'timeout':
      return translate('errors.timeout');
    case 'unexpected':
      return translate('errors.unexpected');
  }
}
