import { keyOfCode, VOLUNTEER_CODES } from '@site/contracts';
import { ApiError } from '../../../lib/api-client';

/**
 * What a refused sign-in or registration says after "Login failed: ": the server's message translated by its
 * code (`codes.<key>`), else its text as it came; null when the failure is no answer of the server (the
 * network, a timeout), which the form words as "Please try again".
 */
export function serverFailureText(error: unknown, translate: (key: string) => string): string | null {
  if (!(error instanceof ApiError) || error.kind !== 'http') return null;
  const key = keyOfCode(VOLUNTEER_CODES, error.coded.code) ?? keyOfCode(VOLUNTEER_CODES, error.message);
  return key ? translate(`codes.${key}`) : error.message;
}
