import { sql, type Expression, type RawBuilder } from 'kysely';

/**
 * A case-insensitive "contains" for free-text searches: the text's own `%` and `_` match literally.
 * `!` is the escape character because it means the same in SQLite (which has no default escape),
 * PostgreSQL and MySQL, and needs no quoting in any of them.
 */
export function containsText(column: Expression<unknown>, text: string): RawBuilder<boolean> {
  const pattern = `%${text.toLowerCase().replace(/[!%_]/g, (c) => `!${c}`)}%`;
  return sql<boolean>`lower(${column}) like ${pattern} escape '!'`;
}
