/**
 * What the task form's boxes hold, as the contract takes it. The form library also passes a field's default
 * value (null) through these, so "nothing" is null whether the box is empty or was never touched.
 */

/** A text box's value; empty (or blank) is null. */
export function emptyToNull(value: string | null | undefined): string | null {
  return value === null || value === undefined || value.trim() === '' ? null : value;
}

/** A local date-time box's value as the contract's ISO date-time with its offset; empty is no deadline. */
export function deadlineOf(value: string | null | undefined): string | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
