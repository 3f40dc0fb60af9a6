import {
  codeOfServerText,
  ERROR_CODES,
  ERROR_MESSAGES,
  RACE_ERRORS,
  RACE_LIMITS,
  RACE_SOLUTIONS,
  type RaceAccount,
  type RaceAttempt,
  type RaceCode,
  type RaceResults,
  type RaceSimulateRequest,
  type RaceSimulateResponse,
} from '@site/contracts';
import { Mutex } from 'async-mutex';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { HttpError } from '../../plugins/errors.js';
import { DebitRefused, RACE_MODES, type DebitOutcome, type DebitRequest } from './race-demo.modes.js';
import { RaceDemoRepository } from './race-demo.repository.js';

/** Runs waiting for their turn beyond which a new one is turned away (each run lasts well under a second). */
export const RACE_MAX_WAITING_RUNS = 20;
export const RACE_BUSY = RACE_ERRORS.busy;

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Removes the indentation a method's source keeps from its class, so that every snippet starts at column 0. */
function dedent(source: string): string {
  const lines = source.split('\n');
  const indent = /^ */.exec(lines.at(-1) ?? '')?.[0].length ?? 0;
  if (indent === 0) return source;
  return lines.map((line, i) => (i === 0 ? line : line.replace(new RegExp(`^ {0,${indent}}`), ''))).join('\n');
}

/**
 * The race-condition demo's rules: fires a run of concurrent debits through one mode and reports what
 * happened to the money.
 *
 * A run is a visitor's experiment, so whole runs (and clears) are serialised by one mutex: two visitors
 * never see each other's debits in their figures. The mutex lives in this process; several instances
 * sharing one database would need a database lock around a run instead (pg_advisory_lock on PostgreSQL,
 * GET_LOCK on MySQL). The site runs one instance, so that is not done here.
 */
export class RaceDemoService {
  private readonly runs = new Mutex();
  private waitingRuns = 0;
  private readonly accountMutexes = new Map<number, Mutex>();
  /** Read once: the default level of new transactions only changes with the database's configuration. */
  private isolationLevel: Promise<string> | undefined;

  constructor(
    private readonly repo: RaceDemoRepository,
    private readonly processingMs: number,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Debits `amount` `concurrentRequests` times at once through the chosen mode. */
  simulate(input: RaceSimulateRequest): Promise<RaceSimulateResponse> {
    return this.exclusiveRun(async () => {
      // Every run starts from the same balance, so the four modes are compared on equal terms: run back to
      // back on one balance, the later ones were refused for want of money and looked "safe" for it.
      const account = await this.repo.restoreBalance(RACE_LIMITS.startingBalance);
      this.isolationLevel ??= this.repo.isolationLevel().catch((error: unknown) => {
        this.isolationLevel = undefined;
        throw error;
      });
      const isolationLevel = await this.isolationLevel;
      const mode = RACE_MODES[input.solutionType];
      const request: DebitRequest = {
        repo: this.repo,
        accountId: account.id,
        amount: input.amount,
        simulateProcessing: () => this.simulateProcessing(),
        processingMs: this.processingMs,
        mutexFor: (accountId) => this.mutexFor(accountId),
      };

      const started = performance.now();
      const results = await Promise.all(
        Array.from({ length: input.concurrentRequests }, (_, i) => this.attempt(i + 1, () => mode.run(request))),
      );
      const timeTakenMs = round2(performance.now() - started);

      const finalBalance = (await this.repo.readAccount(account.id)).balance;
      const successes = results.filter((r) => r.success).length;
      // Refused debits take nothing, so the balance to expect counts the successful ones only.
      const expectedBalance = account.balance - input.amount * successes;
      return {
        solutionType: input.solutionType,
        concurrentRequests: input.concurrentRequests,
        amount: input.amount,
        startingBalance: account.balance,
        expectedBalance,
        finalBalance,
        hasRaceCondition: finalBalance !== expectedBalance,
        lostUpdates: (finalBalance - expectedBalance) / input.amount,
        results,
        successfulTransactions: successes,
        failedTransactions: results.length - successes,
        successRate: Math.round((successes / results.length) * 1000) / 10,
        timeTakenMs,
        retries: results.reduce((sum, r) => sum + r.retries, 0),
        database: this.repo.dialect,
        isolationLevel,
      };
    });
  }

  /** Back to the starting balance, version 0, no history. */
  clear(): Promise<RaceAccount> {
    return this.exclusiveRun(() => this.repo.reset(RACE_LIMITS.startingBalance));
  }

  async results(): Promise<RaceResults> {
    const account = await this.repo.ensureAccount(RACE_LIMITS.startingBalance);
    return { account, transactions: await this.repo.history() };
  }

  /** Each mode's function as this process runs it, followed by the data access it calls. */
  code(): RaceCode {
    const data = RACE_SOLUTIONS.map((solutionType) => {
      const mode = RACE_MODES[solutionType];
      const methods = mode.uses.map((name) => dedent(RaceDemoRepository.prototype[name].toString()));
      const code = [
        mode.run.toString(),
        `// ── Data access it calls: RaceDemoRepository (this server runs ${this.repo.dialect}) ──`,
        ...methods,
      ].join('\n\n');
      return { solutionType, code };
    });
    return { data, database: this.repo.dialect };
  }

  /** Up to half the step again at random, so that requests do not resume in lockstep. */
  private simulateProcessing(): Promise<void> {
    const ms = this.processingMs * (1 + Math.random() * 0.5);
    return new Promise((resolve) => setTimeout(resolve, ms));
  }

  private mutexFor(accountId: number): Mutex {
    let mutex = this.accountMutexes.get(accountId);
    if (!mutex) {
      mutex = new Mutex();
      this.accountMutexes.set(accountId, mutex);
    }
    return mutex;
  }

  /** One debit; a refusal or a failure becomes a failed attempt, so the run always completes. */
  private async attempt(request: number, run: () => Promise<DebitOutcome>): Promise<RaceAttempt> {
    const started = performance.now();
    try {
      const outcome = await run();
      return { request, success: true, ...outcome, durationMs: round2(performance.now() - started) };
    } catch (error) {
      const durationMs = round2(performance.now() - started);
      if (error instanceof DebitRefused) {
        return {
          request,
          success: false,
          retries: error.retries,
          error: error.message,
          errorCode: codeOfServerText(error.message),
          durationMs,
        };
      }
      this.log.error({ err: error, request }, 'race demo debit failed');
      return {
        request,
        success: false,
        retries: 0,
        error: ERROR_MESSAGES.server,
        errorCode: ERROR_CODES.server,
        durationMs,
      };
    }
  }

  private async exclusiveRun<T>(work: () => Promise<T>): Promise<T> {
    if (this.waitingRuns >= RACE_MAX_WAITING_RUNS) throw new HttpError(503, RACE_BUSY);
    this.waitingRuns++;
    let release: () => void;
    try {
      release = await this.runs.acquire();
    } finally {
      this.waitingRuns--;
    }
    try {
      return await work();
    } finally {
      release();
    }
  }
}

/** The service on the app's database, with the simulated processing step of each debit. */
export function raceDemoService(app: FastifyInstance, processingMs: number): RaceDemoService {
  return new RaceDemoService(new RaceDemoRepository(app.db), processingMs, app.log);
}
