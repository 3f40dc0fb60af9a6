import type { Kysely } from 'kysely';
import { withIdColumn } from '../dialect.js';

/**
 * The reunion landing page: the owner's content (national statistics, sponsors, testimonials, slogans) in one
 * table of items, each with its kind, its facts as JSON and its texts per language as JSON; and what visitors
 * send from the page (partnership enquiries, stories for moderation) in tables of their own that no public
 * query reads. Booleans are 0/1 integers and times ISO strings, as elsewhere.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('reunion_landing_items'))
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    /** A statistic's key (`missing_people`); null for the other kinds. */
    .addColumn('key', 'varchar(40)')
    .addColumn('is_sample', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_published', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('translations', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('reunion_landing_items_kind_idx')
    .on('reunion_landing_items')
    .columns(['kind', 'sort_order'])
    .execute();
  await db.schema
    .createIndex('reunion_landing_items_key_idx')
    .on('reunion_landing_items')
    .columns(['kind', 'key'])
    .unique()
    .execute();

  await withIdColumn(db, db.schema.createTable('reunion_landing_enquiries'))
    .addColumn('organisation', 'varchar(150)', (c) => c.notNull())
    .addColumn('contact_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('lang', 'varchar(5)', (c) => c.notNull())
    .addColumn('is_read', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_archived', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ip', 'varchar(64)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('reunion_landing_enquiries_created_idx')
    .on('reunion_landing_enquiries')
    .column('created_at')
    .execute();

  await withIdColumn(db, db.schema.createTable('reunion_landing_stories'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('email', 'varchar(254)')
    .addColumn('story', 'text', (c) => c.notNull())
    .addColumn('lang', 'varchar(5)', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('testimonial_id', 'integer')
    .addColumn('ip', 'varchar(64)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('moderated_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('reunion_landing_stories_status_idx')
    .on('reunion_landing_stories')
    .columns(['status', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['reunion_landing_stories', 'reunion_landing_enquiries', 'reunion_landing_items']) {
    await db.schema.dropTable(table).execute();
  }
}
