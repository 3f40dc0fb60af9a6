import {
  type CreateTableBuilder,
  type InsertQueryBuilder,
  type InsertResult,
  type Kysely,
  MysqlAdapter,
  PostgresAdapter,
  sql,
} from 'kysely';

export type DialectName = 'sqlite' | 'postgres' | 'mysql';

/** The SQL dialect a Kysely instance speaks, read from its adapter. */
export function dialectOf(db: { getExecutor: Kysely<unknown>['getExecutor'] }): DialectName {
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

/**
 * Runs an INSERT of one row and returns its new id: RETURNING on SQLite and PostgreSQL, the driver's
 * insert id on MySQL (which has no RETURNING).
 */
export async function insertId<DB, TB extends keyof DB>(
  db: { getExecutor: Kysely<unknown>['getExecutor'] },
  query: InsertQueryBuilder<DB, TB, InsertResult>,
): Promise<number> {
  if (dialectOf(db) === 'mysql') return Number((await query.executeTakeFirstOrThrow()).insertId);
  const row = (await query.returning(sql<number>`id`.as('id')).executeTakeFirstOrThrow()) as { id: number };
  return Number(row.id);
}
