import type { Kysely } from 'kysely';
import { withIdColumn } from '../dialect.js';

/**
 * Stories of the reunion platform: success stories, news articles and guides in one table with a `kind`.
 * Texts per language as JSON (the body sanitised HTML), the facts of a reunion as JSON, and the news filing
 * (category, priority, featured, tags) in columns of their own so that the tabs count and filter in SQL.
 * Booleans are 0/1 integers and times ISO strings, as elsewhere.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('reunion_stories'))
    .addColumn('slug', 'varchar(80)', (c) => c.notNull().unique())
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('is_sample', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('published_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('image_url', 'varchar(500)')
    .addColumn('translations', 'text', (c) => c.notNull())
    /** JSON: the facts of a reunion; null for news and guides. */
    .addColumn('reunion', 'text')
    .addColumn('news_category', 'varchar(15)')
    .addColumn('news_priority', 'varchar(10)')
    .addColumn('news_featured', 'integer', (c) => c.notNull().defaultTo(0))
    /** JSON array of strings; `[]` for none. */
    .addColumn('news_tags', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('reunion_stories_public_idx')
    .on('reunion_stories')
    .columns(['published', 'kind', 'published_at'])
    .execute();
  await db.schema
    .createIndex('reunion_stories_news_idx')
    .on('reunion_stories')
    .columns(['published', 'news_category'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('reunion_stories').execute();
}
