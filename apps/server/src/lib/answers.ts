/**
 * The answer envelopes of writes (`savedResponseSchema`, `okSchema` and the bulk answer in the
 * contracts), made in one place. Reads answer `{ data }` or a page (`lib/paging.ts`).
 */

/** `{ success, message, data }`: a create or an update, with the record as it now is. */
export function saved<T>(message: string, data: T) {
  return { success: true as const, message, data };
}

/** `{ success, message }`: an action done. */
export function done(message: string) {
  return { success: true as const, message };
}

/** `{ success, affected, message }`: a bulk action and how many records it changed. */
export function bulkDone(affected: number, message: string) {
  return { success: true as const, affected, message };
}
