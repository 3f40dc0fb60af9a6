import type { Kysely } from 'kysely';
import { withIdColumn } from '../dialect.js';

/**
 * The reunion shop's product listings: per-language texts as JSON (name, description, price text, how to get
 * it), whether the product is free, its availability, an outside link or a path on this site, whether it is
 * published and its display order. No orders, no payments: a listing links out or says how to get it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('reunion_shop_products'))
    .addColumn('translations', 'text', (c) => c.notNull())
    .addColumn('is_free', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('availability', 'varchar(20)', (c) => c.notNull())
    .addColumn('link_url', 'varchar(500)')
    .addColumn('is_published', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('reunion_shop_products_order_idx')
    .on('reunion_shop_products')
    .columns(['is_published', 'sort_order'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('reunion_shop_products').execute();
}
