import os from 'node:os';
import { infrastructureResponseSchema, SERVER_ENGINES, type BenchmarkEngineInfo } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import type { FileStorage } from '../../plugins/storage.js';
import { suiteApp, TEST_DIALECT } from '../../test/helpers.js';
import { VERSION } from '../../version.js';
import { METRICS_RATE_LIMIT } from './infrastructure.routes.js';
import {
  InfrastructureService,
  JOB_OVERDUE_MS,
  type InfrastructureDeps,
  type RedisPing,
} from './infrastructure.service.js';

describe(`GET /api/infrastructure (${TEST_DIALECT})`, () => {
  const t = suiteApp({}, { worker: false });

  const get = async () => {
    const res = await t.app.inject({ url: '/api/infrastructure' });
    expect(res.statusCode).toBe(200);
    return { res, body: infrastructureResponseSchema.parse(res.json()) };
  };

  it('describes the running process and its configured stack', async () => {
    const { res, body } = await get();
    expect(res.headers['cache-control']).toBe('no-store');
    expect(body.version).toBe(VERSION);
    expect(body.runtime).toEqual({
      node: process.versions.node,
      platform: process.platform,
      arch: process.arch,
      cpus: os.availableParallelism(),
    });
    expect(body.stack).toEqual({ database: TEST_DIALECT, storage: 'local', cache: 'memory' });
    expect(Date.parse(body.started_at)).toBeLessThanOrEqual(Date.now());
    expect(Math.abs(Date.now() - Date.parse(body.started_at) - body.uptime_seconds * 1000)).toBeLessThan(2000);
  });

  it('checks every service live: API, database round trip with its version, jobs, storage, cache', async () => {
    const { body } = await get();
    const byId = new Map(body.services.map((s) => [s.id, s]));
    expect(body.services.slice(0, 5).map((s) => s.id)).toEqual(['api', 'database', 'job-queue', 'storage', 'cache']);
    expect(byId.get('api')).toMatchObject({
      status: 'ok',
      detail: `Fastify ${t.app.version} on Node.js ${process.versions.node}`,
    });
    const database = byId.get('database')!;
    expect(database.status).toBe('ok');
    expect(database.latency_ms).toBeGreaterThanOrEqual(0);
    expect(database.detail).toMatch(TEST_DIALECT === 'postgres' ? /^PostgreSQL \d+(\.\d+)*$/ : /^SQLite 3\.\d+\.\d+$/);
    expect(byId.get('job-queue')).toMatchObject({
      status: 'ok',
      detail: 'In the database: 0 pending, 0 failed',
      counts: { pending: 0, failed: 0, overdue: 0 },
    });
    expect(byId.get('storage')).toMatchObject({ status: 'ok', detail: 'Local folder' });
    expect(byId.get('cache')).toMatchObject({ status: 'ok', detail: 'In-process memory (counted per instance)' });
  });

  it('lists one service per benchmark engine, available or not', async () => {
    const { body } = await get();
    const engines = body.services.filter((s) => s.id.startsWith('engine-'));
    expect(engines.map((s) => s.id)).toEqual(SERVER_ENGINES.map((engine) => `engine-${engine}`));
    for (const engine of engines) {
      expect(['ok', 'unavailable']).toContain(engine.status);
      expect(engine.detail).toBeTruthy();
    }
    // The Node.js engine is the runtime of this very server.
    expect(engines[0]).toMatchObject({
      name: 'Node.js engine',
      status: 'ok',
      detail: `Node.js ${process.versions.node}`,
    });
  });

  it("reports this process's own request figures", async () => {
    for (let i = 0; i < 3; i++) await t.app.inject({ url: '/api/health' });
    const { body } = await get();
    expect(body.metrics.requests_total).toBeGreaterThanOrEqual(3);
    expect(body.metrics.latency_window).toBeGreaterThanOrEqual(3);
    expect(body.metrics.p50_ms).not.toBeNull();
    expect(body.metrics.p95_ms!).toBeGreaterThanOrEqual(body.metrics.p50_ms!);
    expect(body.metrics.error_rate).toBe(body.metrics.errors_total / body.metrics.requests_total);
    // Counted after it is answered: the next snapshot includes the previous one.
    const next = (await get()).body.metrics.requests_total;
    expect(next).toBeGreaterThan(body.metrics.requests_total);
  });

  it('serves /metrics publicly but rate limited per address', async () => {
    const ip = '10.77.0.1';
    for (let i = 0; i < METRICS_RATE_LIMIT.max; i++) {
      expect((await t.app.inject({ url: '/metrics', remoteAddress: ip })).statusCode).toBe(200);
    }
    const limited = await t.app.inject({ url: '/metrics', remoteAddress: ip });
    expect(limited.statusCode).toBe(429);
    expect((await t.app.inject({ url: '/metrics', remoteAddress: '10.77.0.2' })).statusCode).toBe(200);
  });
});

describe(`infrastructure checks (${TEST_DIALECT})`, () => {
  const t = suiteApp({}, { worker: false });

  const nodeOnly: BenchmarkEngineInfo[] = [{ engine: 'nodejs', language: 'Node.js', available: true, version: 'v' }];
  const deps = (overrides: Partial<InfrastructureDeps> = {}): InfrastructureDeps => ({
    db: t.app.db,
    storage: t.app.storage,
    stack: { database: TEST_DIALECT, storage: 'local', cache: 'memory' },
    fastifyVersion: t.app.version,
    engines: async () => nodeOnly,
    log: t.app.log,
    ...overrides,
  });
  const service = (id: string, services: { id: string }[]) => services.find((s) => s.id === id);

  it('runs the checks at most once per cache period, however many ask at once', async () => {
    let runs = 0;
    const engines = async () => {
      runs += 1;
      return nodeOnly;
    };
    const cached = new InfrastructureService(deps({ engines }), 60_000);
    await Promise.all(Array.from({ length: 10 }, () => cached.services()));
    await cached.services();
    expect(runs).toBe(1);
    const uncached = new InfrastructureService(deps({ engines }), 0);
    await uncached.services();
    await uncached.services();
    expect(runs).toBe(3);
  });

  it('shows an engine that is not installed as unavailable with the reason, and a failed lookup as error', async () => {
    const missing: BenchmarkEngineInfo = {
      engine: 'go',
      language: 'Go',
      available: false,
      detail: 'go (golang-go) is not installed',
    };
    const services = await new InfrastructureService(
      deps({ engines: async () => [...nodeOnly, missing] }),
      0,
    ).services();
    expect(service('engine-go', services)).toEqual({
      id: 'engine-go',
      name: 'Go engine',
      status: 'unavailable',
      detail: 'go (golang-go) is not installed',
    });
    // An engine the lookup did not return cannot be vouched for.
    expect(service('engine-php', services)).toMatchObject({ status: 'error', name: 'PHP engine' });
    const failing = async (): Promise<BenchmarkEngineInfo[]> => {
      throw new Error('spawn EAGAIN');
    };
    const broken = await new InfrastructureService(deps({ engines: failing }), 0).services();
    expect(broken.filter((s) => s.id.startsWith('engine-')).every((s) => s.status === 'error')).toBe(true);
  });

  it('reports a bucket that does not answer as an error, without the cause', async () => {
    const unreachable: FileStorage = {
      put: async () => undefined,
      get: async () => {
        throw new Error('getaddrinfo ENOTFOUND minio.internal.example:9000');
      },
      delete: async () => undefined,
      urlOf: (key) => `/api/files/${key}`,
    };
    const absent: FileStorage = { ...unreachable, get: async () => null };
    const down = await new InfrastructureService(deps({ storage: unreachable }), 0).services();
    expect(service('storage', down)).toEqual({
      id: 'storage',
      name: 'File storage',
      status: 'error',
      detail: 'The file storage did not answer.',
    });
    const up = await new InfrastructureService(deps({ storage: absent }), 0).services();
    expect(service('storage', up)).toMatchObject({ status: 'ok', detail: 'S3-compatible bucket' });
  });

  it('PINGs Redis when it is the rate-limit store, and gives up on a check after the timeout', async () => {
    const stack = { database: TEST_DIALECT, storage: 'local', cache: 'redis' } as const;
    const pong: RedisPing = { ping: async () => 'PONG' };
    const refused: RedisPing = {
      ping: async () => {
        throw new Error('connect ECONNREFUSED 10.1.2.3:6379');
      },
    };
    const hanging: RedisPing = { ping: () => new Promise<string>(() => undefined) };
    const check = async (redis: RedisPing | undefined) =>
      service('cache', await new InfrastructureService(deps({ stack, redis }), 0, 100).services());

    expect(await check(pong)).toMatchObject({ status: 'ok', detail: 'Redis (shared by all instances)' });
    const failure = { status: 'error', detail: 'The rate-limit store did not answer.' };
    expect(await check(refused)).toMatchObject(failure);
    expect(await check(undefined)).toMatchObject(failure);
    const started = Date.now();
    expect(await check(hanging)).toMatchObject(failure);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('counts failed jobs, and reports jobs no worker has taken for too long as an error', async () => {
    const fresh = new InfrastructureService(deps(), 0);
    const id = await t.app.queue.enqueue('test.noop', {});
    await t.app.db
      .insertInto('jobs')
      .values({
        type: 'test.noop',
        payload: '{}',
        status: 'failed',
        attempts: 5,
        max_attempts: 5,
        run_at: new Date().toISOString(),
        locked_at: null,
        last_error: 'boom',
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .execute();
    expect(service('job-queue', await fresh.services())).toMatchObject({
      status: 'ok',
      detail: 'In the database: 1 pending, 1 failed',
    });
    const longAgo = new Date(Date.now() - JOB_OVERDUE_MS - 60_000).toISOString();
    await t.app.db.updateTable('jobs').set({ run_at: longAgo }).where('id', '=', id).execute();
    expect(service('job-queue', await fresh.services())).toMatchObject({
      status: 'error',
      detail: 'In the database: 1 pending, 1 failed; 1 overdue (no worker is taking them)',
      counts: { pending: 1, failed: 1, overdue: 1 },
    });
  });
});
