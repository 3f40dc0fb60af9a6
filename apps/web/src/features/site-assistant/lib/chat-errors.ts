import { ASSISTANT_CODES } from '@site/contracts';
import { ApiError } from '../../../lib/api-client';

/** The key (in the `assistant` namespace) of what the box says when a question fails. */
export type FailureKey =
  | 'errors.connectionError'
  | 'errors.processingError'
  | 'errors.networkError'
  | 'errors.messageTooLong'
  | 'errors.messageRequired'
  | 'errors.rateLimited';

/** The refusals of the service the box words in the visitor's language, by their code. */
const REFUSALS: Partial<Record<string, FailureKey>> = {
  [ASSISTANT_CODES.messageTooLong]: 'errors.messageTooLong',
  [ASSISTANT_CODES.messageRequired]: 'errors.messageRequired',
  [ASSISTANT_CODES.rateLimited]: 'errors.rateLimited',
};

/**
 * Why a question got no answer: the service's own refusal when it gave one with a known code (too long,
 * too many), a network failure or a timeout (networkError), any other non-ok answer (connectionError).
 */
export function failureOf(error: unknown): FailureKey {
  if (error instanceof ApiError) {
    if (error.kind === 'network' || error.kind === 'timeout') return 'errors.networkError';
    if (error.kind === 'invalid') return 'errors.processingError';
    const codes = [error.coded.code, ...Object.values(error.coded.codes ?? {}).flat()];
    for (const code of codes) {
      const refusal = code ? REFUSALS[code] : undefined;
      if (refusal) return refusal;
    }
    return 'errors.connectionError';
  }
  return 'errors.networkError';
}
