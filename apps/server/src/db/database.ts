import fs from 'node:fs';
import path from 'node:path';
import { Kysely, Migrator, MysqlDialect, PostgresDialect, SqliteDialect, sql, type MigrationProvider } from 'kysely';
import { foldForSearch } from '@site/contracts';
import type { DatabaseConfig } from '../config.js';
import { dialectOf } from './dialect.js';
import { migrations } from './migrations/index.js';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;

/** Opens the configured database. SQLite files are created with their folder, in WAL mode. */
export async function openDatabase(config: DatabaseConfig): Promise<Db> {
  switch (config.dialect) {
    case 'sqlite': {
      const { default: SQLite } = await import('better-sqlite3');
      fs.mkdirSync(path.dirname(config.file), { recursive: true });
      const sqlite = new SQLite(config.file);
      sqlite.pragma('journal_mode = WAL');
      sqlite.pragma('synchronous = NORMAL');
      sqlite.pragma('foreign_keys = ON');
      sqlite.pragma('busy_timeout = 5000');
      // Searches compare folded text (db/search.ts); SQLite has no stored functions, so it is given here.
      sqlite.function('site_fold', { deterministic: true }, (text: unknown) =>
        text === null || text === undefined ? null : foldForSearch(String(text)),
      );
      return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
    }
    case 'postgres': {
      const { default: pg } = await import('pg');
      const pool = new pg.Pool({ connectionString: config.url, max: 10 });
      return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    }
    case 'mysql': {
      const { createPool } = await import('mysql2');
      const pool = createPool({ uri: config.url, connectionLimit: 10 });
      return new Kysely<Database>({ dialect: new MysqlDialect({ pool }) });
    }
  }
}

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrations) };

/** Applies every pending migration in order; throws with the failing migration's name. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  // Kysely looks for its own tables in every schema; on PostgreSQL name the current one, so that a
  // database holding other schemas (several apps, tests) never confuses it.
  const schema =
    dialectOf(db) === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const cause = error instanceof Error ? error : new Error(String(error ?? 'unknown error'));
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${cause.message}`, { cause });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** One database round-trip; resolves with its latency in milliseconds. */
export async function pingDatabase(db: Db): Promise<number> {
  const started = performance.now();
  await sql`select 1 as ok`.execute(db);
  return Math.round((performance.now() - started) * 100) / 100;
}
