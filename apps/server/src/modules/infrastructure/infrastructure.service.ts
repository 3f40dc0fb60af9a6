import fs from 'node:fs';
import os from 'node:os';
import {
  ENGINE_LANGUAGES,
  SERVER_ENGINES,
  type BenchmarkEngineInfo,
  type Infrastructure,
  type InfrastructureService as ServiceStatus,
} from '@site/contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { pingDatabase, type Db } from '../../db/database.js';
import { dialectOf, type DialectName } from '../../db/dialect.js';
import type { MetricsSummary } from '../../plugins/metrics.js';
import { LocalStorage, type FileStorage } from '../../plugins/storage.js';
import { VERSION } from '../../version.js';
import { engineInfo } from '../benchmark/engines.js';
import { InfrastructureRepository } from './infrastructure.repository.js';

export type Stack = Infrastructure['stack'];

/** The one call the cache check needs from a Redis client (ioredis' `Redis` has it). */
export interface RedisPing {
  ping(): Promise<string>;
}

/** The live checks run at most once per this period, however many visitors open the page. */
export const SERVICES_CACHE_MS = 5000;
/** A check that has not answered by then counts as failed; the page never waits longer for one. */
export const CHECK_TIMEOUT_MS = 3000;
/** Jobs due (or claimed) this long ago and still not done mean no worker is taking them. */
export const JOB_OVERDUE_MS = 15 * 60_000;
/** A key that is never written: reading it is a real round trip to the bucket that answers "absent". */
export const STORAGE_PROBE_KEY = 'health/probe';

/** When this process started (not this module: a server may build its app well after starting). */
const STARTED_AT_MS = Math.round(Date.now() - process.uptime() * 1000);

const DATABASE_NAMES: Record<DialectName, string> = { sqlite: 'SQLite', postgres: 'PostgreSQL', mysql: 'MySQL' };

export interface InfrastructureDeps {
  db: Db;
  storage: FileStorage;
  stack: Stack;
  /** Present when the rate-limit store is Redis. */
  redis?: RedisPing | undefined;
  /** Fastify's version, for the API's own line. */
  fastifyVersion: string;
  /** The benchmark engines and their toolchains (modules/benchmark). */
  engines: () => Promise<BenchmarkEngineInfo[]>;
  log: FastifyBaseLogger;
}

interface CheckResult {
  detail: string;
  /** A check may answer and still report a failure it found (e.g. overdue jobs). */
  status?: 'ok' | 'error';
  /** When the check measures a narrower round trip than its whole run. */
  latency_ms?: number;
  counts?: Record<string, number>;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The infrastructure page's data: what this process runs on, its own request figures, and a live check
 * of every service it depends on. Failures are shown with a fixed text (the log has the cause), so the
 * public page never reveals hosts, addresses or error internals.
 */
export class InfrastructureService {
  private readonly repo: InfrastructureRepository;
  private last: { at: number; services: ServiceStatus[] } | undefined;
  private inFlight: Promise<ServiceStatus[]> | undefined;

  constructor(
    private readonly deps: InfrastructureDeps,
    private readonly cacheMs = SERVICES_CACHE_MS,
    private readonly timeoutMs = CHECK_TIMEOUT_MS,
  ) {
    this.repo = new InfrastructureRepository(deps.db);
  }

  async snapshot(metrics: MetricsSummary): Promise<Infrastructure> {
    const services = await this.services();
    return {
      version: VERSION,
      started_at: new Date(STARTED_AT_MS).toISOString(),
      uptime_seconds: Math.round((Date.now() - STARTED_AT_MS) / 1000),
      runtime: {
        node: process.versions.node,
        platform: process.platform,
        arch: process.arch,
        cpus: os.availableParallelism(),
      },
      stack: this.deps.stack,
      metrics,
      services,
    };
  }

  /** The checks' latest results: reused for `cacheMs`, and one run shared by everybody who asks meanwhile. */
  services(): Promise<ServiceStatus[]> {
    if (this.last && Date.now() - this.last.at < this.cacheMs) return Promise.resolve(this.last.services);
    this.inFlight ??= this.checkAll()
      .then((services) => {
        this.last = { at: Date.now(), services };
        return services;
      })
      .finally(() => {
        this.inFlight = undefined;
      });
    return this.inFlight;
  }

  private async checkAll(): Promise<ServiceStatus[]> {
    const checks = await Promise.all([
      this.check('database', 'Database', 'The database did not answer.', () => this.database()),
      this.check('job-queue', 'Job queue', 'The job queue could not be read.', () => this.jobs()),
      this.check('storage', 'File storage', 'The file storage did not answer.', () => this.storage()),
      this.check('cache', 'Rate-limit store', 'The rate-limit store did not answer.', () => this.cache()),
    ]);
    // After the timed checks: the first engine lookup spawns every toolchain once, which would inflate
    // their latencies (later lookups are answered from the benchmark module's cache).
    const engines = await this.engines();
    const api: ServiceStatus = {
      id: 'api',
      name: 'API server',
      status: 'ok',
      detail: `Fastify ${this.deps.fastifyVersion} on Node.js ${process.versions.node}`,
    };
    return [api, ...checks, ...engines];
  }

  private async check(
    id: string,
    name: string,
    failure: string,
    run: () => Promise<CheckResult>,
  ): Promise<ServiceStatus> {
    const started = performance.now();
    try {
      const result = await withTimeout(run(), this.timeoutMs);
      return {
        id,
        name,
        status: result.status ?? 'ok',
        latency_ms: result.latency_ms ?? round2(performance.now() - started),
        detail: result.detail,
        ...(result.counts ? { counts: result.counts } : {}),
      };
    } catch (error) {
      this.deps.log.warn({ err: error, service: id }, 'infrastructure check failed');
      return { id, name, status: 'error', detail: failure };
    }
  }

  private async database(): Promise<CheckResult> {
    const latency = await pingDatabase(this.deps.db);
    const dialect = dialectOf(this.deps.db);
    // PostgreSQL adds the build ("16.4 (Debian 16.4-1)"), MySQL a suffix ("8.0.36-0ubuntu"): the number is enough.
    const version = (await this.repo.serverVersion()).split(/[\s-]/)[0] ?? '';
    return { detail: `${DATABASE_NAMES[dialect]} ${version}`.trim(), latency_ms: latency };
  }

  private async jobs(): Promise<CheckResult> {
    const counts = await this.repo.jobCounts(new Date(Date.now() - JOB_OVERDUE_MS).toISOString());
    const summary = `In the database: ${counts.pending} pending, ${counts.failed} failed`;
    const figures = { pending: counts.pending, failed: counts.failed, overdue: counts.overdue };
    if (counts.overdue > 0) {
      return {
        status: 'error',
        detail: `${summary}; ${counts.overdue} overdue (no worker is taking them)`,
        counts: figures,
      };
    }
    return { detail: summary, counts: figures };
  }

  private async storage(): Promise<CheckResult> {
    const storage = this.deps.storage;
    if (storage instanceof LocalStorage) {
      // The local driver swallows read errors; the folder itself must be there and writable.
      await fs.promises.access(storage.root, fs.constants.R_OK | fs.constants.W_OK);
      return { detail: 'Local folder' };
    }
    // Absent is the expected answer; a missing bucket, bad credentials or no network throw.
    await storage.get(STORAGE_PROBE_KEY);
    return { detail: 'S3-compatible bucket' };
  }

  private async cache(): Promise<CheckResult> {
    if (this.deps.stack.cache === 'memory') return { detail: 'In-process memory (counted per instance)' };
    if (!this.deps.redis) throw new Error('Redis is configured but its client was not given to this check');
    const answer = await this.deps.redis.ping();
    if (answer !== 'PONG') throw new Error(`unexpected PING answer: ${answer}`);
    return { detail: 'Redis (shared by all instances)' };
  }

  private async engines(): Promise<ServiceStatus[]> {
    let found: BenchmarkEngineInfo[];
    try {
      found = await this.deps.engines();
    } catch (error) {
      this.deps.log.warn({ err: error }, 'benchmark engines could not be listed');
      found = [];
    }
    return SERVER_ENGINES.map((engine): ServiceStatus => {
      const id = `engine-${engine}`;
      const info = found.find((candidate) => candidate.engine === engine);
      const name = `${ENGINE_LANGUAGES[engine]} engine`;
      if (!info) return { id, name, status: 'error', detail: 'Could not be checked.' };
      if (info.available) return { id, name, status: 'ok', detail: info.version ?? info.language };
      return { id, name, status: 'unavailable', detail: info.detail ?? 'Not installed on this server.' };
    });
  }
}

/** The service on the app's database and storage, for what the configuration says this instance runs on. */
export function infrastructureService(
  app: FastifyInstance,
  stack: Stack,
  redis: RedisPing | undefined,
): InfrastructureService {
  return new InfrastructureService({
    db: app.db,
    storage: app.storage,
    stack,
    redis,
    fastifyVersion: app.version,
    engines: engineInfo,
    log: app.log,
  });
}
