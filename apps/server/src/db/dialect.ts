import { type CreateTableBuilder, type Kysely, MysqlAdapter, PostgresAdapter } from 'kysely';

export type DialectName = 'sqlite' | 'postgres' | 'mysql';

/** The SQL dialect a Kysely instance speaks, read from its adapter. */
export function dialectOf(db: Kysely<unknown>): DialectName {
  const adapter = db.getExecutor().adapter;
  if (adapter instanceof PostgresAdapter) return 'postgres';
  if (adapter instanceof MysqlAdapter) return 'mysql';
  return 'sqlite';
}

/** Adds an auto-incrementing integer primary key `id` in the form each dialect expects. */
export function withIdColumn<T extends string>(
  db: Kysely<unknown>,
  table: CreateTableBuilder<T, never>,
): CreateTableBuilder<T, 'id'> {
  if (dialectOf(db) === 'postgres') return table.addColumn('id', 'serial', (c) => c.primaryKey());
  return table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement().notNull());
}
