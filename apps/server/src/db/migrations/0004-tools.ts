import type { Kysely } from 'kysely';
import { withIdColumn } from '../dialect.js';

/**
 * The tools pages: the race-condition demo's account (balance and a version for optimistic locking)
 * with its history of debits, and the infrastructure page's feedback. Amounts are whole units.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('race_accounts'))
    .addColumn('balance', 'integer', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await withIdColumn(db, db.schema.createTable('race_transactions'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('race_accounts.id').onDelete('cascade'))
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('balance_before', 'integer', (c) => c.notNull())
    .addColumn('balance_after', 'integer', (c) => c.notNull())
    .addColumn('demo_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('operation_type', 'varchar(10)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('race_transactions_account_idx')
    .on('race_transactions')
    .columns(['account_id', 'id'])
    .execute();

  await withIdColumn(db, db.schema.createTable('feedback'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('role', 'varchar(20)')
    .addColumn('category', 'varchar(20)')
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('subscribe', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_read', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ip', 'varchar(64)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('feedback_created_idx').on('feedback').columns(['created_at']).execute();
  await db.schema.createIndex('feedback_ip_idx').on('feedback').columns(['ip', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['feedback', 'race_transactions', 'race_accounts']) {
    await db.schema.dropTable(table).execute();
  }
}
