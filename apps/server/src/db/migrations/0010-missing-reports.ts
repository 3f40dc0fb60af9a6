import type { Kysely } from 'kysely';
import { withIdColumn } from '../dialect.js';

/**
 * Missing-person reports sent by families from the report dialog, waiting for moderation. A report is private
 * from end to end: no public query reads these tables. The columns a moderator filters or searches on are
 * columns; the rest of the form, the place (today's units and, for a pre-2025 address, the old ones too) and
 * the server's analysis of the original text are JSON. `case_number` shares its sequence with the cases
 * (`VN-<year>-<5 digits>`), so the case published from a report keeps the family's number.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('missing_person_reports'))
    .addColumn('case_number', 'varchar(20)', (c) => c.notNull().unique())
    /** The dialog's own id for one send: the same id sent again answers the first report. */
    .addColumn('submission_id', 'varchar(36)', (c) => c.unique())
    .addColumn('status', 'varchar(15)', (c) => c.notNull())
    .addColumn('missing_person_name', 'varchar(120)', (c) => c.notNull())
    .addColumn('age', 'integer')
    .addColumn('gender_id', 'varchar(10)')
    /** `YYYY-MM-DD`. */
    .addColumn('missing_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('risk_level_id', 'varchar(10)')
    .addColumn('reporter_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('reporter_phone', 'varchar(20)', (c) => c.notNull())
    .addColumn('reporter_email', 'varchar(254)')
    .addColumn('reporter_relationship_id', 'varchar(20)', (c) => c.notNull())
    /** JSON: the place as stored (`reportPlaceSchema`). */
    .addColumn('place', 'text', (c) => c.notNull())
    /** JSON: every other field of the form. */
    .addColumn('details', 'text', (c) => c.notNull())
    .addColumn('original_report_text', 'text')
    /** JSON: the server's own analysis of the original text, or null when there was none. */
    .addColumn('analysis', 'text')
    /** JSON object: the family's extra fields, name → value. */
    .addColumn('additional_info', 'text', (c) => c.notNull())
    .addColumn('language', 'varchar(5)', (c) => c.notNull())
    .addColumn('published_case_id', 'integer', (c) => c.references('reunion_cases.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('missing_person_reports_status_idx')
    .on('missing_person_reports')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('missing_person_reports_created_idx')
    .on('missing_person_reports')
    .column('created_at')
    .execute();
  await db.schema
    .createIndex('missing_person_reports_case_idx')
    .on('missing_person_reports')
    .column('published_case_id')
    .execute();

  await withIdColumn(db, db.schema.createTable('missing_person_report_history'))
    .addColumn('report_id', 'integer', (c) => c.notNull().references('missing_person_reports.id').onDelete('cascade'))
    .addColumn('status', 'varchar(15)', (c) => c.notNull())
    .addColumn('note', 'text')
    /** The moderator's email; null for the family's own submission. */
    .addColumn('actor', 'varchar(254)')
    .addColumn('changed_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('missing_person_report_history_report_idx')
    .on('missing_person_report_history')
    .columns(['report_id', 'changed_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['missing_person_report_history', 'missing_person_reports']) {
    await db.schema.dropTable(table).execute();
  }
}
