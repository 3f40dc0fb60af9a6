import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  dataDir: string;
  close: () => Promise<void>;
}

/**
 * A fully built app on a real database: a SQLite file in a fresh temp folder, or, when
 * TEST_DATABASE_URL is set, a fresh schema of that PostgreSQL database (dropped on close).
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-test-'));
  const pgUrl = process.env.TEST_DATABASE_URL;
  let schema: string | undefined;
  let databaseUrl: string | undefined;
  if (pgUrl) {
    schema = `t_${crypto.randomBytes(6).toString('hex')}`;
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: pgUrl });
    await client.connect();
    await client.query(`create schema ${schema}`);
    await client.end();
    const url = new URL(pgUrl);
    url.searchParams.set('options', `-c search_path=${schema}`);
    databaseUrl = url.toString();
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  const app = await buildApp(config, { logger: false });
  return {
    app,
    config,
    dataDir,
    close: async () => {
      await app.close();
      if (pgUrl && schema) {
        const { default: pg } = await import('pg');
        const client = new pg.Client({ connectionString: pgUrl });
        await client.connect();
        await client.query(`drop schema ${schema} cascade`);
        await client.end();
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The dialect the API suite is running against, for test names. */
export const TEST_DIALECT = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';
