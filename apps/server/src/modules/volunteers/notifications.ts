import type { NotificationKind } from '@site/contracts';
import type { Db } from '../../db/database.js';

/** What a notification is worded with: ids, keys, counts and public case numbers, never a person's details. */
export type NotificationParams = Record<string, string | number | null>;

/**
 * Tells volunteers something (a task approved or returned, a badge, a level, a mission, an urgent task near
 * their province). Call it with the transaction of the change it is about (`db` may be a transaction).
 */
export async function notifyVolunteers(
  db: Db,
  volunteerIds: readonly number[],
  kind: NotificationKind,
  params: NotificationParams,
  at: Date = new Date(),
): Promise<void> {
  if (volunteerIds.length === 0) return;
  const created_at = at.toISOString();
  const json = JSON.stringify(params);
  // Batches keep each statement under the databases' parameter limits when a whole province is told.
  for (let i = 0; i < volunteerIds.length; i += 500) {
    await db
      .insertInto('volunteer_notifications')
      .values(
        volunteerIds
          .slice(i, i + 500)
          .map((volunteer_id) => ({ volunteer_id, kind, params: json, read_at: null, created_at })),
      )
      .execute();
  }
}
