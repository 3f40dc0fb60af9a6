/**
 * The conversions of the task and challenge forms: what a box holds as text, to what the contract takes.
 * A value that cannot be converted is passed as it is, so that the schema says what is wrong with it.
 */

/** A number box: none when blank, else its number (NaN for text, which the schema refuses as "a number"). */
export function numberOrNone(text: string): number | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : Number(trimmed);
}

/** An optional text: null when blank. */
export function textOrNull(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

/**
 * A `datetime-local` box (the admin's own clock, "2026-12-01T09:30") as an ISO date-time with its offset (UTC),
 * null when blank; an unreadable value stays as typed.
 */
export function localDateTimeToIso(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  const date = new Date(trimmed);
  return Number.isNaN(date.getTime()) ? trimmed : date.toISOString();
}
