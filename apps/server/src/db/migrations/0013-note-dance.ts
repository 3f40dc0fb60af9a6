import type { Kysely } from 'kysely';
import { withIdColumn } from '../dialect.js';

/**
 * Note Dance: its own accounts (players and admins) with hashed, expiring sessions (login failures share the
 * owner's table under `area = 'note-dance'`), the sheets the game plays (the music engine's sheet format as JSON,
 * with the figures a list shows kept beside it), the scores players send (the summary's figures as columns, so a
 * leaderboard reads an index), and the game's settings in one row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('note_dance_users'))
    .addColumn('username', 'varchar(40)', (c) => c.notNull())
    /** The username lower-cased: two accounts never differ only by case. */
    .addColumn('username_key', 'varchar(40)', (c) => c.notNull().unique())
    /** Lower-cased. */
    .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'varchar(200)', (c) => c.notNull())
    /** `player` or `admin`. */
    .addColumn('role', 'varchar(10)', (c) => c.notNull())
    /** `active` or `suspended`. */
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('last_login_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('note_dance_users_created_idx').on('note_dance_users').column('created_at').execute();

  await withIdColumn(db, db.schema.createTable('note_dance_sessions'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('note_dance_users.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('note_dance_sessions_user_idx').on('note_dance_sessions').column('user_id').execute();

  await withIdColumn(db, db.schema.createTable('note_dance_sheets'))
    /** Set on the seed songs only, so that each is inserted once. */
    .addColumn('slug', 'varchar(100)', (c) => c.unique())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('composer', 'varchar(200)')
    .addColumn('difficulty', 'varchar(20)', (c) => c.notNull())
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(0))
    /** `musicxml`, `mxl`, `midi`, `abc` or `json`. */
    .addColumn('source_format', 'varchar(10)', (c) => c.notNull())
    /** The sheet format (packages/music), as JSON. */
    .addColumn('sheet', 'text', (c) => c.notNull())
    /** The ABC it was typed in, when it was. */
    .addColumn('abc', 'text')
    .addColumn('notes_count', 'integer', (c) => c.notNull())
    .addColumn('duration_beats', 'double precision', (c) => c.notNull())
    .addColumn('tempo', 'double precision', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('note_dance_users.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('note_dance_sheets_list_idx')
    .on('note_dance_sheets')
    .columns(['published', 'difficulty'])
    .execute();

  await withIdColumn(db, db.schema.createTable('note_dance_scores'))
    .addColumn('sheet_id', 'integer', (c) => c.notNull().references('note_dance_sheets.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('note_dance_users.id').onDelete('cascade'))
    /** `keyboard`, `midi` or `microphone`: each has its own leaderboard. */
    .addColumn('input', 'varchar(12)', (c) => c.notNull())
    .addColumn('score', 'integer', (c) => c.notNull())
    .addColumn('combo', 'integer', (c) => c.notNull())
    .addColumn('max_combo', 'integer', (c) => c.notNull())
    .addColumn('accuracy', 'double precision', (c) => c.notNull())
    .addColumn('notes_hit', 'integer', (c) => c.notNull())
    .addColumn('notes_total', 'integer', (c) => c.notNull())
    .addColumn('perfect', 'integer', (c) => c.notNull())
    .addColumn('great', 'integer', (c) => c.notNull())
    .addColumn('good', 'integer', (c) => c.notNull())
    .addColumn('miss', 'integer', (c) => c.notNull())
    .addColumn('wrong', 'integer', (c) => c.notNull())
    .addColumn('tempo_bpm', 'double precision', (c) => c.notNull())
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .addColumn('wait_mode', 'integer', (c) => c.notNull())
    /** The parts switched off, as a JSON list. */
    .addColumn('skip_parts', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('note_dance_scores_board_idx')
    .on('note_dance_scores')
    .columns(['sheet_id', 'input', 'score'])
    .execute();
  await db.schema
    .createIndex('note_dance_scores_user_idx')
    .on('note_dance_scores')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema.createIndex('note_dance_scores_created_idx').on('note_dance_scores').column('created_at').execute();

  await db.schema
    .createTable('note_dance_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    /** The settings as JSON (contracts' `noteDanceSettingsSchema`). */
    .addColumn('settings', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'note_dance_settings',
    'note_dance_scores',
    'note_dance_sheets',
    'note_dance_sessions',
    'note_dance_users',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
