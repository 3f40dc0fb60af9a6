import type { Kysely } from 'kysely';
import { withIdColumn } from '../dialect.js';

/**
 * The site assistant's conversations, kept for a limited time with their last messages. A conversation is found
 * by the SHA-256 of its random id (the id itself is only ever in the visitor's hands, like a session token);
 * `expires_at` moves on with each message and an index on it lets expired ones be deleted in one statement.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('assistant_conversations')
    .addColumn('id_hash', 'varchar(64)', (c) => c.primaryKey())
    /** `home`, `reunion` or `language-test`. */
    .addColumn('context', 'varchar(20)', (c) => c.notNull())
    .addColumn('language', 'varchar(5)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('assistant_conversations_expires_idx')
    .on('assistant_conversations')
    .column('expires_at')
    .execute();

  await withIdColumn(db, db.schema.createTable('assistant_messages'))
    .addColumn('conversation_hash', 'varchar(64)', (c) =>
      c.notNull().references('assistant_conversations.id_hash').onDelete('cascade'),
    )
    /** `user` or `assistant`. */
    .addColumn('role', 'varchar(10)', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    /** JSON: `[{ title, url }]`. */
    .addColumn('citations', 'text', (c) => c.notNull())
    /** Who answered (`offline`, `openai-compatible`); null on the visitor's messages. */
    .addColumn('provider', 'varchar(20)')
    .addColumn('is_redirect', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('assistant_messages_conversation_idx')
    .on('assistant_messages')
    .columns(['conversation_hash', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('assistant_messages').execute();
  await db.schema.dropTable('assistant_conversations').execute();
}
