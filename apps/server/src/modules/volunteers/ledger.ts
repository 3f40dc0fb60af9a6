import { weekStartOf, type LedgerReason } from '@site/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** One entry of the points ledger: an award (positive) or a spend (negative), with what it was for. */
export interface LedgerEntryInput {
  volunteerId: number;
  amount: number;
  reason: LedgerReason;
  taskId?: number | null;
  badge?: string | null;
  /** `<weekly mission id>@<week start>` or `challenge:<id>`: the ledger's unique index pays each once. */
  mission?: string | null;
  note?: string | null;
}

/**
 * Writes to the points ledger, the only way points move. The ledger is append-only (the database refuses UPDATE
 * and DELETE on it); each entry also moves, in the same transaction, the volunteer's usable points (the sum of
 * all entries), lifetime points (the sum of the awards) and this week's points, which are what leaderboards and
 * levels read. `rebuildTotals` recomputes those from the ledger alone.
 *
 * Call it with the transaction of the change that earned the points (`db` may be a transaction).
 */
export async function appendToLedger(db: Db, entry: LedgerEntryInput, at: Date = new Date()): Promise<void> {
  if (!Number.isInteger(entry.amount) || entry.amount === 0)
    throw new Error('A ledger entry moves a whole number of points');
  const now = at.toISOString();
  await db
    .insertInto('volunteer_points')
    .values({
      volunteer_id: entry.volunteerId,
      amount: entry.amount,
      reason: entry.reason,
      task_id: entry.taskId ?? null,
      badge: entry.badge ?? null,
      mission: entry.mission ?? null,
      note: entry.note ?? null,
      created_at: now,
    })
    .execute();
  const award = Math.max(entry.amount, 0);
  await db
    .updateTable('volunteers')
    .set({
      usable_points: sql`usable_points + ${entry.amount}`,
      lifetime_points: sql`lifetime_points + ${award}`,
      updated_at: now,
    })
    .where('id', '=', entry.volunteerId)
    .execute();
  if (award > 0) {
    await db
      .insertInto('volunteer_week_points')
      .values({ volunteer_id: entry.volunteerId, week_start: weekStartOf(at), points: award })
      .onConflict((conflict) =>
        conflict
          .columns(['volunteer_id', 'week_start'])
          .doUpdateSet({ points: sql`volunteer_week_points.points + ${award}` }),
      )
      .execute();
  }
}

/** The totals of one volunteer as the ledger alone gives them (to check or rebuild the kept totals). */
export async function ledgerTotals(db: Db, volunteerId: number): Promise<{ usable: number; lifetime: number }> {
  const row = await db
    .selectFrom('volunteer_points')
    .select([
      sql<number>`coalesce(sum(amount), 0)`.as('usable'),
      sql<number>`coalesce(sum(case when amount > 0 then amount else 0 end), 0)`.as('lifetime'),
    ])
    .where('volunteer_id', '=', volunteerId)
    .executeTakeFirstOrThrow();
  return { usable: Number(row.usable), lifetime: Number(row.lifetime) };
}
