import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/database.js';
import { insertId } from '../db/dialect.js';
import { countRows } from '../db/count.js';

export type JobHandler = (payload: unknown) => Promise<void>;

interface Registration {
  handler: JobHandler;
  /** Called once when the last attempt has failed. */
  onFinalFailure?: ((payload: unknown, error: string) => Promise<void>) | undefined;
}

/** A job claimed for too long (its worker died) is given back to the queue after this. */
const STALE_LOCK_MS = 5 * 60_000;

/**
 * A job queue in the database, so that work survives a restart: pending → processing → completed |
 * failed, with retries (exponential backoff) and the last error kept. Several server instances may run
 * workers: a claim is a conditional update that only one of them wins.
 *
 * The queue is the repository of the `jobs` table: all its SQL is here, and it encodes a job's payload
 * (JSON) when it writes one and parses it when it hands the job to its handler.
 */
export class JobQueue {
  private readonly handlers = new Map<string, Registration>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly pollMs: number,
  ) {}

  register(type: string, handler: JobHandler, onFinalFailure?: Registration['onFinalFailure']): void {
    this.handlers.set(type, { handler, onFinalFailure });
  }

  /**
   * Adds a job. With `in`, the job is written in the caller's transaction, so that it exists exactly when
   * the caller's own rows do (an item is never left waiting for a job that was never written); the
   * workers are woken once that transaction has committed (`kick`).
   */
  async enqueue(type: string, payload: unknown, options: { maxAttempts?: number; in?: Db } = {}): Promise<number> {
    const now = new Date().toISOString();
    const db = options.in ?? this.db;
    const id = await insertId(
      db,
      db.insertInto('jobs').values({
        type,
        payload: JSON.stringify(payload),
        status: 'pending',
        attempts: 0,
        max_attempts: options.maxAttempts ?? 5,
        run_at: now,
        locked_at: null,
        last_error: null,
        created_at: now,
        updated_at: now,
      }),
    );
    if (!options.in) this.kick();
    return id;
  }

  /** Claims the next due job, or returns null. Stale `processing` jobs (a dead worker) count as due. */
  async claim(): Promise<{ id: number; type: string; payload: string; attempts: number; max_attempts: number } | null> {
    const now = new Date();
    const staleBefore = new Date(now.getTime() - STALE_LOCK_MS).toISOString();
    for (let tries = 0; tries < 5; tries++) {
      const candidate = await this.db
        .selectFrom('jobs')
        .select(['id', 'type', 'payload', 'attempts', 'max_attempts', 'status', 'locked_at'])
        .where((eb) =>
          eb.or([
            eb.and([eb('status', '=', 'pending'), eb('run_at', '<=', now.toISOString())]),
            eb.and([eb('status', '=', 'processing'), eb('locked_at', '<', staleBefore)]),
          ]),
        )
        .orderBy('run_at')
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
      if (!candidate) return null;
      // Only the worker whose update still sees the row as it was read wins the job: the claim is this one
      // conditional update (no row lock is held between the read and the write, so none is taken).
      const result = await this.db
        .updateTable('jobs')
        .set({
          status: 'processing',
          locked_at: now.toISOString(),
          attempts: candidate.attempts + 1,
          updated_at: now.toISOString(),
        })
        .where('id', '=', candidate.id)
        .where('status', '=', candidate.status)
        .where('attempts', '=', candidate.attempts)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 1) return { ...candidate, attempts: candidate.attempts + 1 };
    }
    return null;
  }

  /** Runs due jobs until none is left; returns how many ran. */
  async drain(): Promise<number> {
    let count = 0;
    for (;;) {
      if (this.stopped) return count;
      const job = await this.claim();
      if (!job) return count;
      count++;
      await this.runOne(job);
    }
  }

  private async runOne(job: { id: number; type: string; payload: string; attempts: number; max_attempts: number }) {
    const registration = this.handlers.get(job.type);
    const now = () => new Date().toISOString();
    try {
      if (!registration) throw new Error(`no handler for job type ${job.type}`);
      await registration.handler(JSON.parse(job.payload));
      await this.db
        .updateTable('jobs')
        .set({ status: 'completed', locked_at: null, last_error: null, updated_at: now() })
        .where('id', '=', job.id)
        .execute();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const final = job.attempts >= job.max_attempts;
      const backoffMs = Math.min(60 * 60_000, 2 ** job.attempts * 5_000);
      this.log.warn({ job: job.id, type: job.type, attempt: job.attempts, final, err: message }, 'job failed');
      await this.db
        .updateTable('jobs')
        .set({
          status: final ? 'failed' : 'pending',
          locked_at: null,
          last_error: message.slice(0, 2000),
          run_at: new Date(Date.now() + backoffMs).toISOString(),
          updated_at: now(),
        })
        .where('id', '=', job.id)
        .execute();
      if (final) await registration?.onFinalFailure?.(JSON.parse(job.payload), message).catch(() => undefined);
    }
  }

  /** Jobs that failed their last attempt (the health check reports them). */
  async countFailed(): Promise<number> {
    return countRows(this.db.selectFrom('jobs').where('status', '=', 'failed'));
  }

  /** Starts polling for due jobs. */
  start(): void {
    this.stopped = false;
    const tick = () => {
      this.kick();
      this.timer = setTimeout(tick, this.pollMs);
      this.timer.unref();
    };
    tick();
  }

  /** Runs the queue now unless a run is already going on. */
  kick(): void {
    if (this.stopped || this.running || !this.timer) return;
    this.running = this.drain()
      .catch((error: unknown) => this.log.error({ err: error }, 'job queue error'))
      .then(() => undefined)
      .finally(() => {
        this.running = undefined;
      });
  }

  /** Stops polling and waits for the job in hand. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    queue: JobQueue;
  }
}

/** The job queue as `app.queue`; its worker starts when the server is ready and stops on close. */
export const queuePlugin = fp<{ pollMs: number; worker: boolean }>(
  async (app: FastifyInstance, { pollMs, worker }) => {
    const queue = new JobQueue(app.db, app.log, pollMs);
    app.decorate('queue', queue);
    if (worker) {
      app.addHook('onReady', async () => queue.start());
    }
    app.addHook('onClose', async () => queue.stop());
  },
  { name: 'queue', dependencies: ['db'] },
);
