import type { Kysely } from 'kysely';

/**
 * Indexes the volunteer dashboard needs at scale (measured by `npm run bench:volunteers` with 100,000 tasks):
 * the tasks approved in a week (community counts) read from an index instead of every approved task, and the
 * open tasks' list, count and sweep answered from one covering index (status, deadline, lock, then the
 * ordering columns) instead of fetching every open row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('volunteer_tasks_reviewed_idx')
    .on('volunteer_tasks')
    .columns(['status', 'reviewed_at'])
    .execute();
  await db.schema
    .createIndex('volunteer_tasks_open_idx')
    .on('volunteer_tasks')
    .columns(['status', 'deadline', 'lock_expires_at', 'urgent', 'province_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('volunteer_tasks_open_idx').execute();
  await db.schema.dropIndex('volunteer_tasks_reviewed_idx').execute();
}
