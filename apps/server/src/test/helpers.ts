import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type BuildOptions } from '../app.js';
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
export async function createTestApp(
  env: Record<string, string> = {},
  options: Omit<BuildOptions, 'db'> = {},
): Promise<TestApp> {
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
    // Throwaway schemas need no durable commits; locking and isolation are unchanged.
    url.searchParams.set('options', `-c search_path=${schema} -c synchronous_commit=off`);
    databaseUrl = url.toString();
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    // No test reaches out to a public tile server; a test that needs tiles names its own fake one.
    MAP_TILE_URL: 'off',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  const app = await buildApp(config, { logger: false, ...options });
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

/**
 * The test app of a suite (a `describe` block): created and ready before its tests, closed after them.
 * Its fields can be read once the suite's tests run: `const t = suiteApp(); … t.app.inject(…)`.
 */
export function suiteApp(env: Record<string, string> = {}, options: Omit<BuildOptions, 'db'> = {}): TestApp {
  let current: TestApp | undefined;
  const started = (): TestApp => {
    if (!current) throw new Error('The suite app is read before the suite has started.');
    return current;
  };
  beforeAll(async () => {
    current = await createTestApp(env, options);
    await current.app.ready();
  });
  afterAll(() => current?.close());
  return {
    get app() {
      return started().app;
    },
    get config() {
      return started().config;
    },
    get dataDir() {
      return started().dataDir;
    },
    close: () => started().close(),
  };
}

/** The admin's headers for a suite's tests, signed in once its app (`suiteApp`, declared first) is ready. */
export function suiteAdminHeaders(t: TestApp): Record<string, string> {
  const headers: Record<string, string> = {};
  beforeAll(async () => {
    Object.assign(headers, await adminHeaders(t.app));
  });
  return headers;
}

/** The dialect the API suite is running against, for test names. */
export const TEST_DIALECT = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';

/** The admin every test app starts with. */
export const TEST_ADMIN = { email: 'owner@example.com', password: 'correct horse battery staple' };

/** Signs the test admin in and returns the headers that carry the token. */
export async function adminHeaders(app: FastifyInstance, ip = '10.0.0.1'): Promise<Record<string, string>> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: TEST_ADMIN, remoteAddress: ip });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return { authorization: `Bearer ${(res.json() as { token: string }).token}` };
}

/** A multipart body with one file field (and text fields before it), as browsers send it. */
export function multipart(
  filename: string,
  data: Buffer,
  type = 'application/octet-stream',
  fields: Record<string, string> = {},
) {
  const boundary = '----test-boundary-7MA4YWxkTrZu0gW';
  const parts = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  const body = Buffer.concat([
    ...parts,
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/**
 * Every way of spelling a private key that a path-normalising server might resolve to it: dot segments,
 * encoded dots and slashes, doubled slashes, double encoding, another case. None may be served.
 */
export function privateKeySpellings(privateKey: string): string[] {
  const rest = privateKey.replace(/^private\//, '');
  return [
    `/api/files/${privateKey}`,
    `/api/files/./private/${rest}`,
    `/api/files/%2e/private/${rest}`,
    `/api/files/%2E/private/${rest}`,
    `/api/files/media/../private/${rest}`,
    `/api/files/media/%2e%2e/private/${rest}`,
    `/api/files/media/.%2e/private/${rest}`,
    `/api/files/media/%252e%252e/private/${rest}`,
    `/api/files/media%2f..%2fprivate/${rest}`,
    `/api/files/private%2f${rest.replaceAll('/', '%2f')}`,
    `/api/files/%70rivate/${rest}`,
    `/api/files//private/${rest}`,
    `/api/files/PRIVATE/${rest}`,
    `/api/files/./private/${rest}?download=1`,
    `/api/files/media/..%5cprivate/${rest}`,
  ];
}

/**
 * A GET sent over a real socket with the path exactly as written. `app.inject` parses its URL with WHATWG
 * rules, which resolve dot segments before the server sees them; a client on the network does not.
 */
export async function rawGet(app: FastifyInstance, rawPath: string): Promise<{ statusCode: number; body: Buffer }> {
  const { port } = await listening(app);
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: rawPath, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ statusCode: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

/** The app's address on loopback, listening first if it is not yet. */
export async function listening(app: FastifyInstance): Promise<{ host: string; port: number }> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  return { host: '127.0.0.1', port: (app.server.address() as AddressInfo).port };
}

/**
 * Writes bytes on a raw connection and resolves with everything the server sent back once it closes
 * the connection (or after `waitMs`, with `closed: false`): for requests no HTTP client would send.
 */
export async function rawExchange(
  app: FastifyInstance,
  data: string | Buffer,
  waitMs = 5000,
): Promise<{ response: string; closed: boolean }> {
  const { host, port } = await listening(app);
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host, port });
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ response: Buffer.concat(chunks).toString(), closed: false });
    }, waitMs);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET') reject(error);
    });
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ response: Buffer.concat(chunks).toString(), closed: true });
    });
    socket.write(data);
  });
}

/** The status and JSON body of a raw HTTP response text. */
export function parseRawResponse(response: string): { status: number; body: unknown } {
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(response)?.[1] ?? 0);
  const text = response.slice(response.indexOf('\r\n\r\n') + 4);
  return { status, body: text ? JSON.parse(text) : undefined };
}

/** One PNG chunk: length, type, data and its CRC. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG that only claims its size in the header: a pixel bomb that costs nothing to make. */
export function pngClaiming(width: number, height: number): Buffer {
  const chunk = pngChunk;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(width + 1))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A valid image of one colour, made by sharp: `solidImage('png', 64, 64, '#123456')`. */
export function solidImage(
  format: 'jpeg' | 'png',
  width: number,
  height: number,
  background: string,
  channels: 3 | 4 = 3,
): Promise<Buffer> {
  return sharp({ create: { width, height, channels, background } })[format]().toBuffer();
}

/** As if a worker had claimed every pending job at `lockedAt` and then died: processing, locked, one try spent. */
export async function stallPendingJobs(app: FastifyInstance, lockedAt: string): Promise<void> {
  await app.db
    .updateTable('jobs')
    .set({ status: 'processing', locked_at: lockedAt, attempts: 1 })
    .where('status', '=', 'pending')
    .execute();
}

/** POSTs `text` as a JSON body as it is written, so that malformed or empty JSON reaches the server's parser. */
export function postJsonText(app: FastifyInstance, url: string, text: string) {
  return app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: text });
}
