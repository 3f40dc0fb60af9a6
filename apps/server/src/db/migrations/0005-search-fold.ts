import { searchFoldTable } from '@site/contracts';
import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.js';

/** Whitespace and ASCII punctuation but `%` and `_`, as `foldForSearch` treats them: word separators. */
const SEPARATORS = '[[:space:]!-$&-/:-@[-^`{-~]+';

/**
 * `site_fold(text)`, the database's side of `foldForSearch` (packages/contracts/src/search-text.ts), so that
 * searches compare folded text with a folded query: lower case, Latin diacritics removed, separators made one
 * space, a space at both ends. SQLite gets the same function from the server at connection time
 * (db/database.ts), since SQLite has no stored functions. MySQL (untested) gets lower case and spaces only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const dialect = dialectOf(db);
  if (dialect === 'postgres') {
    const { from, to } = searchFoldTable();
    if (/['\\]/.test(from + to)) throw new Error('the fold table may hold letters only');
    await sql
      .raw(
        `create or replace function site_fold(t text) returns text language sql immutable parallel safe as $$ ` +
          `select ' ' || btrim(regexp_replace(translate(lower(t), '${from}', '${to}'), '${SEPARATORS}', ' ', 'g')) || ' ' $$`,
      )
      .execute(db);
  } else if (dialect === 'mysql') {
    await sql
      .raw(`create function site_fold(t text) returns text deterministic return concat(' ', lower(t), ' ')`)
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) !== 'sqlite') await sql.raw('drop function if exists site_fold').execute(db);
}
