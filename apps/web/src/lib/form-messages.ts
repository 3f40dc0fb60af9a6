import { keyOfCode } from '@site/contracts';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/**
 * The text to show for a form message: a code of the form's family (from its schema in the browser, or
 * beside the server's English text) is translated as `<keyPrefix>.<key>`; anything else is shown as it is.
 */
export function codedMessageText<K extends string>(
  codes: Readonly<Record<K, string>>,
  keyPrefix: string,
  message: string | undefined,
  translate: (key: string) => string,
): string | undefined {
  if (!message) return undefined;
  const key = keyOfCode(codes, message);
  return key ? translate(`${keyPrefix}.${key}`) : message;
}

/**
 * Puts the server's message for each of `fields` under that field (as a `server` error) and returns how
 * many it placed; a failure that is no API answer places none.
 */
export function placeServerFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): number {
  if (!(error instanceof ApiError)) return 0;
  let placed = 0;
  for (const field of fields) {
    const message = error.fieldMessage(field);
    if (!message) continue;
    setError(field, { type: 'server', message });
    placed += 1;
  }
  return placed;
}
