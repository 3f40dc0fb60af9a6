import type { Kysely } from 'kysely';
import { withIdColumn } from '../dialect.js';

/**
 * The reunion platform's missing-person cases: the public profile (per-language texts as JSON, the last-seen
 * place as province, commune and a coarse centre), the status history, and the reporter's contact in a table
 * of its own that no public query reads. Booleans are 0/1 integers and times ISO strings, as elsewhere.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('reunion_cases'))
    .addColumn('case_number', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('is_sample', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('full_name', 'varchar(120)', (c) => c.notNull())
    .addColumn('gender', 'varchar(10)', (c) => c.notNull())
    .addColumn('birth_year', 'integer')
    .addColumn('age_at_missing', 'integer')
    .addColumn('height_cm', 'integer')
    .addColumn('photo_url', 'varchar(500)')
    .addColumn('status', 'varchar(15)', (c) => c.notNull())
    /** `YYYY-MM-DD`. */
    .addColumn('missing_since', 'varchar(10)', (c) => c.notNull())
    .addColumn('province', 'varchar(100)', (c) => c.notNull())
    .addColumn('commune', 'varchar(100)', (c) => c.notNull())
    .addColumn('latitude', 'double precision', (c) => c.notNull())
    .addColumn('longitude', 'double precision', (c) => c.notNull())
    .addColumn('translations', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('reunion_cases_status_idx')
    .on('reunion_cases')
    .columns(['status', 'updated_at'])
    .execute();
  await db.schema.createIndex('reunion_cases_updated_idx').on('reunion_cases').column('updated_at').execute();

  await withIdColumn(db, db.schema.createTable('reunion_case_status_history'))
    .addColumn('case_id', 'integer', (c) => c.notNull().references('reunion_cases.id').onDelete('cascade'))
    .addColumn('status', 'varchar(15)', (c) => c.notNull())
    /** JSON object: language code → note; `{}` for none. */
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('changed_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('reunion_case_status_history_case_idx')
    .on('reunion_case_status_history')
    .columns(['case_id', 'changed_at'])
    .execute();

  await withIdColumn(db, db.schema.createTable('reunion_case_contacts'))
    .addColumn('case_id', 'integer', (c) => c.notNull().unique().references('reunion_cases.id').onDelete('cascade'))
    .addColumn('reporter_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('phone', 'varchar(20)', (c) => c.notNull())
    .addColumn('email', 'varchar(254)')
    .addColumn('relationship', 'varchar(20)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['reunion_case_contacts', 'reunion_case_status_history', 'reunion_cases']) {
    await db.schema.dropTable(table).execute();
  }
}
