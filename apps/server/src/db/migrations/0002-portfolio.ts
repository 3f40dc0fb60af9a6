import type { Kysely } from 'kysely';
import { withIdColumn } from '../dialect.js';

/**
 * Portfolio content (categories, projects), contact messages, admin accounts and sessions, login
 * failures (for the login limits) and the job queue. Per-language text is a JSON object keyed by
 * language code; booleans are 0/1 integers so that the three dialects agree.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('admin_users'))
    .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await withIdColumn(db, db.schema.createTable('admin_sessions'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('admin_users.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await withIdColumn(db, db.schema.createTable('login_failures'))
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_failures_ip_idx').on('login_failures').columns(['ip', 'created_at']).execute();
  await db.schema
    .createIndex('login_failures_email_idx')
    .on('login_failures')
    .columns(['email', 'created_at'])
    .execute();

  await withIdColumn(db, db.schema.createTable('portfolio_categories'))
    .addColumn('key', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('names', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await withIdColumn(db, db.schema.createTable('projects'))
    .addColumn('category_id', 'integer', (c) => c.references('portfolio_categories.id').onDelete('set null'))
    .addColumn('translations', 'text', (c) => c.notNull())
    .addColumn('image_url', 'varchar(500)')
    .addColumn('technologies', 'text', (c) => c.notNull())
    .addColumn('live_url', 'varchar(500)', (c) => c.notNull())
    .addColumn('github_url', 'varchar(500)', (c) => c.notNull())
    .addColumn('size', 'varchar(10)', (c) => c.notNull())
    .addColumn('badge_color', 'varchar(7)')
    .addColumn('is_published', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_featured', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('seed_key', 'varchar(40)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('projects_published_idx')
    .on('projects')
    .columns(['is_published', 'sort_order'])
    .execute();

  await withIdColumn(db, db.schema.createTable('contact_messages'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('phone', 'varchar(30)')
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)')
    .addColumn('is_read', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('mail_status', 'varchar(10)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('contact_messages_created_idx').on('contact_messages').column('created_at').execute();

  await withIdColumn(db, db.schema.createTable('jobs'))
    .addColumn('type', 'varchar(50)', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull())
    .addColumn('run_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('locked_at', 'varchar(32)')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('jobs_claim_idx').on('jobs').columns(['status', 'run_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'jobs',
    'contact_messages',
    'projects',
    'portfolio_categories',
    'login_failures',
    'admin_sessions',
    'admin_users',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
