import { sql, type Kysely } from 'kysely';
import { dialectOf, withIdColumn } from '../dialect.js';

/**
 * The volunteer network. Accounts are separate from the site owner's (their own sessions; login failures share
 * the owner's table under `area = 'volunteer'`). Tasks carry their lock (holder and expiry) in the row, so that a
 * claim is one conditional UPDATE that exactly one of two racing volunteers wins. Points are an append-only
 * ledger (the database refuses UPDATE and DELETE on it); a volunteer's usable and lifetime totals and the weekly
 * totals are kept beside it in the same transaction as each entry, so that leaderboards read an index instead of
 * summing a million rows. A deleted account keeps its row without any personal data, so the ledger stays whole.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('login_failures')
    .addColumn('area', 'varchar(10)', (c) => c.notNull().defaultTo('admin'))
    .execute();

  await withIdColumn(db, db.schema.createTable('volunteers'))
    /** Lower-cased; null once the account is deleted. */
    .addColumn('email', 'varchar(254)', (c) => c.unique())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('password_hash', 'varchar(200)')
    /** The avatar's media item (processed by the media pipeline), or null. */
    .addColumn('avatar_media_id', 'integer')
    /** Today's province id (one of the 34). */
    .addColumn('province_id', 'varchar(20)')
    /** `active`, `suspended` or `deleted`. */
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('first_responder', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_demo', 'integer', (c) => c.notNull().defaultTo(0))
    /** Derived from the ledger in the same transaction as each entry: the sum of all entries. */
    .addColumn('usable_points', 'integer', (c) => c.notNull().defaultTo(0))
    /** Derived from the ledger: the sum of the positive entries. */
    .addColumn('lifetime_points', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_active_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('deleted_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('volunteers_lifetime_idx')
    .on('volunteers')
    .columns(['status', 'lifetime_points'])
    .execute();
  await db.schema.createIndex('volunteers_province_idx').on('volunteers').column('province_id').execute();

  await withIdColumn(db, db.schema.createTable('volunteer_sessions'))
    .addColumn('volunteer_id', 'integer', (c) => c.notNull().references('volunteers.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('volunteer_sessions_volunteer_idx')
    .on('volunteer_sessions')
    .column('volunteer_id')
    .execute();

  await withIdColumn(db, db.schema.createTable('volunteer_tasks'))
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('type', 'varchar(20)', (c) => c.notNull())
    .addColumn('mode', 'varchar(10)', (c) => c.notNull())
    .addColumn('difficulty', 'varchar(10)', (c) => c.notNull())
    /** Custom tasks only; platform tasks are worded from their kind and subject. */
    .addColumn('title', 'varchar(200)')
    .addColumn('description', 'text')
    .addColumn('case_id', 'integer', (c) => c.references('reunion_cases.id').onDelete('set null'))
    .addColumn('report_id', 'integer', (c) => c.references('missing_person_reports.id').onDelete('set null'))
    .addColumn('province_id', 'varchar(20)')
    /** The language a translation task asks for. */
    .addColumn('language', 'varchar(5)')
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('bonus', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('urgent', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('first_responder_only', 'integer', (c) => c.notNull().defaultTo(0))
    /** Whether its holder may read the reporter's contact (a verification task of the first-responder team). */
    .addColumn('needs_contact', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('deadline', 'varchar(32)')
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('holder_id', 'integer', (c) => c.references('volunteers.id'))
    .addColumn('claimed_at', 'varchar(32)')
    .addColumn('lock_expires_at', 'varchar(32)')
    .addColumn('submitted_at', 'varchar(32)')
    .addColumn('submission_note', 'text')
    .addColumn('hours', 'real')
    .addColumn('reviewed_by', 'varchar(254)')
    .addColumn('reviewed_at', 'varchar(32)')
    .addColumn('review_note', 'text')
    /** Who the task was last returned to (the note is theirs to read). */
    .addColumn('returned_to_id', 'integer', (c) => c.references('volunteers.id'))
    /** `system`, the owner's email, or `volunteer:<id>`. */
    .addColumn('created_by', 'varchar(254)', (c) => c.notNull())
    /** One platform task per subject and kind: `share_case:12`, `verify_report:7`, `translate_case:12:en`. */
    .addColumn('source_key', 'varchar(60)', (c) => c.unique())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('volunteer_tasks_status_idx')
    .on('volunteer_tasks')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('volunteer_tasks_holder_idx')
    .on('volunteer_tasks')
    .columns(['holder_id', 'status'])
    .execute();
  await db.schema.createIndex('volunteer_tasks_case_idx').on('volunteer_tasks').column('case_id').execute();

  await withIdColumn(db, db.schema.createTable('volunteer_points'))
    .addColumn('volunteer_id', 'integer', (c) => c.notNull().references('volunteers.id'))
    /** Positive for an award, negative for a spend. */
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('reason', 'varchar(20)', (c) => c.notNull())
    .addColumn('task_id', 'integer', (c) => c.references('volunteer_tasks.id'))
    .addColumn('badge', 'varchar(30)')
    /** A weekly mission as `<id>@<week start>`, or `challenge:<id>`: each is awarded once per volunteer. */
    .addColumn('mission', 'varchar(60)')
    .addColumn('note', 'varchar(300)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('volunteer_points_volunteer_idx')
    .on('volunteer_points')
    .columns(['volunteer_id', 'id'])
    .execute();
  await db.schema
    .createIndex('volunteer_points_mission_idx')
    .on('volunteer_points')
    .columns(['volunteer_id', 'mission'])
    .unique()
    .execute();
  await db.schema
    .createIndex('volunteer_points_badge_idx')
    .on('volunteer_points')
    .columns(['volunteer_id', 'badge'])
    .unique()
    .execute();
  await appendOnly(db, 'volunteer_points');

  /** Points awarded per volunteer per week (Monday, Vietnam time), kept with each ledger entry. */
  await db.schema
    .createTable('volunteer_week_points')
    .addColumn('volunteer_id', 'integer', (c) => c.notNull().references('volunteers.id'))
    .addColumn('week_start', 'varchar(10)', (c) => c.notNull())
    .addColumn('points', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('volunteer_week_points_pk', ['volunteer_id', 'week_start'])
    .execute();
  await db.schema
    .createIndex('volunteer_week_points_rank_idx')
    .on('volunteer_week_points')
    .columns(['week_start', 'points'])
    .execute();

  await db.schema
    .createTable('volunteer_badges')
    .addColumn('volunteer_id', 'integer', (c) => c.notNull().references('volunteers.id'))
    .addColumn('badge', 'varchar(30)', (c) => c.notNull())
    .addColumn('earned_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('volunteer_badges_pk', ['volunteer_id', 'badge'])
    .execute();

  await withIdColumn(db, db.schema.createTable('volunteer_challenges'))
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('type', 'varchar(20)', (c) => c.notNull())
    .addColumn('goal', 'integer', (c) => c.notNull())
    .addColumn('bonus', 'integer', (c) => c.notNull())
    .addColumn('starts_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('ends_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await withIdColumn(db, db.schema.createTable('volunteer_notifications'))
    .addColumn('volunteer_id', 'integer', (c) => c.notNull().references('volunteers.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    /** JSON object of what the web words the notification with. */
    .addColumn('params', 'text', (c) => c.notNull())
    .addColumn('read_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('volunteer_notifications_volunteer_idx')
    .on('volunteer_notifications')
    .columns(['volunteer_id', 'read_at', 'id'])
    .execute();

  /** Every reading of a reporter's contact by a first responder, for the owner. */
  await withIdColumn(db, db.schema.createTable('volunteer_contact_access'))
    .addColumn('volunteer_id', 'integer', (c) => c.notNull().references('volunteers.id'))
    .addColumn('task_id', 'integer', (c) => c.notNull().references('volunteer_tasks.id'))
    .addColumn('report_id', 'integer', (c) => c.notNull())
    .addColumn('accessed_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('volunteer_contact_access_time_idx')
    .on('volunteer_contact_access')
    .column('accessed_at')
    .execute();
}

/** Makes the database itself refuse to change or remove a row of `table`. */
async function appendOnly(db: Kysely<unknown>, table: string): Promise<void> {
  const dialect = dialectOf(db);
  if (dialect === 'sqlite') {
    for (const event of ['UPDATE', 'DELETE']) {
      await sql
        .raw(
          `CREATE TRIGGER ${table}_no_${event.toLowerCase()} BEFORE ${event} ON ${table} ` +
            `BEGIN SELECT RAISE(ABORT, '${table} is append-only'); END`,
        )
        .execute(db);
    }
  } else if (dialect === 'postgres') {
    await sql
      .raw(
        `CREATE FUNCTION ${table}_append_only() RETURNS trigger LANGUAGE plpgsql AS ` +
          `$$ BEGIN RAISE EXCEPTION '${table} is append-only'; END $$`,
      )
      .execute(db);
    await sql
      .raw(
        `CREATE TRIGGER ${table}_append_only BEFORE UPDATE OR DELETE ON ${table} ` +
          `FOR EACH ROW EXECUTE FUNCTION ${table}_append_only()`,
      )
      .execute(db);
  } else {
    for (const event of ['UPDATE', 'DELETE']) {
      await sql
        .raw(
          `CREATE TRIGGER ${table}_no_${event.toLowerCase()} BEFORE ${event} ON ${table} FOR EACH ROW ` +
            `SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = '${table} is append-only'`,
        )
        .execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'volunteer_contact_access',
    'volunteer_notifications',
    'volunteer_challenges',
    'volunteer_badges',
    'volunteer_week_points',
    'volunteer_points',
    'volunteer_tasks',
    'volunteer_sessions',
    'volunteers',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  if (dialectOf(db) === 'postgres') await sql.raw('DROP FUNCTION IF EXISTS volunteer_points_append_only()').execute(db);
  await db.schema.alterTable('login_failures').dropColumn('area').execute();
}
