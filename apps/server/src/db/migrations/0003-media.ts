import type { Kysely } from 'kysely';
import { withIdColumn } from '../dialect.js';

/**
 * The media gallery: categories (per-language names), items (per-language title and description, the
 * generated files, processing state) and visitors' comments (moderated). Booleans are 0/1 integers and
 * times ISO strings, as in the other tables.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('media_categories'))
    .addColumn('key', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('names', 'text', (c) => c.notNull())
    .addColumn('descriptions', 'text', (c) => c.notNull())
    .addColumn('color_code', 'varchar(7)', (c) => c.notNull())
    .addColumn('icon', 'varchar(20)', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await withIdColumn(db, db.schema.createTable('media_items'))
    .addColumn('uuid', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('media_type', 'varchar(10)', (c) => c.notNull())
    .addColumn('category_id', 'integer', (c) => c.references('media_categories.id').onDelete('set null'))
    .addColumn('translations', 'text', (c) => c.notNull())
    /** English title, kept beside the JSON so that search and title sort stay in SQL. */
    .addColumn('title_en', 'varchar(200)', (c) => c.notNull())
    .addColumn('mime_type', 'varchar(100)')
    .addColumn('original_filename', 'varchar(255)')
    /** The upload as received, outside the public files (kept for reprocessing). */
    .addColumn('source_key', 'varchar(255)')
    /** Generated public files (storage keys). */
    .addColumn('original_key', 'varchar(255)')
    .addColumn('webp_key', 'varchar(255)')
    .addColumn('thumb_small_key', 'varchar(255)')
    .addColumn('thumb_medium_key', 'varchar(255)')
    .addColumn('thumb_large_key', 'varchar(255)')
    .addColumn('file_size', 'integer')
    .addColumn('webp_file_size', 'integer')
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('duration', 'real')
    .addColumn('youtube_id', 'varchar(11)')
    .addColumn('thumbnail_url', 'varchar(500)')
    .addColumn('processing_status', 'varchar(12)', (c) => c.notNull())
    .addColumn('processing_error', 'text')
    .addColumn('is_featured', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_public', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('seed_key', 'varchar(40)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('media_items_gallery_idx')
    .on('media_items')
    .columns(['processing_status', 'is_public', 'status', 'created_at'])
    .execute();
  await db.schema.createIndex('media_items_category_idx').on('media_items').column('category_id').execute();

  await withIdColumn(db, db.schema.createTable('media_comments'))
    .addColumn('media_id', 'integer', (c) => c.notNull().references('media_items.id').onDelete('cascade'))
    .addColumn('commenter_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('commenter_phone', 'varchar(20)')
    .addColumn('comment', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('admin_response', 'text')
    .addColumn('admin_response_at', 'varchar(32)')
    .addColumn('ip', 'varchar(64)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('media_comments_media_idx')
    .on('media_comments')
    .columns(['media_id', 'status', 'created_at'])
    .execute();
  await db.schema.createIndex('media_comments_ip_idx').on('media_comments').columns(['ip', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['media_comments', 'media_items', 'media_categories']) {
    await db.schema.dropTable(table).execute();
  }
}
