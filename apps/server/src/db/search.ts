import { searchPattern } from '@site/contracts';
import { sql, type Expression, type Kysely, type RawBuilder } from 'kysely';
import { dialectOf, type DialectName } from './dialect.js';

/**
 * The site's one free-text "contains": the column and the query are folded the same way (`site_fold` in the
 * database, `foldForSearch` for the query: case, Vietnamese and other Latin diacritics, đ → d, punctuation),
 * so "da lat" finds "Đà Lạt". The query's own `%` and `_` match literally (`!` escapes them: it means the same
 * in SQLite, PostgreSQL and MySQL). A one-letter query matches word starts only.
 */
export function containsText(column: Expression<unknown>, text: string): RawBuilder<boolean> {
  const pattern = searchPattern(text) || '%';
  return sql<boolean>`site_fold(${column}) like ${pattern} escape '!'`;
}

/**
 * `containsText` over the string values of a JSON column (texts kept per language, `{"en": {"title": …}}`),
 * never its keys: otherwise "title" or "en" would find every row.
 */
export function containsJsonText(
  db: { getExecutor: Kysely<unknown>['getExecutor'] },
  column: Expression<unknown>,
  text: string,
): RawBuilder<boolean> {
  return containsText(jsonStrings(dialectOf(db), column), text);
}

/** Every string value in a JSON document, joined with spaces, in each dialect's own SQL. */
function jsonStrings(dialect: DialectName, column: Expression<unknown>): RawBuilder<string> {
  switch (dialect) {
    case 'sqlite':
      return sql<string>`(select group_concat(value, ' ') from json_tree(${column}) where type = 'text')`;
    case 'postgres':
      return sql<string>`(select string_agg(v #>> '{}', ' ') from jsonb_path_query(cast(${column} as jsonb), 'strict $.**') as v where jsonb_typeof(v) = 'string')`;
    case 'mysql':
      return sql<string>`coalesce(json_extract(${column}, '$**.*'), '')`;
  }
}
