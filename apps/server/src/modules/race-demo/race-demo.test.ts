import {
  ERROR_CODES,
  ERROR_MESSAGES,
  messageText,
  RACE_CODES,
  RACE_ERRORS,
  RACE_LIMITS,
  RACE_SOLUTIONS,
  type RaceCode,
  type RaceResults,
  type RaceSimulateRequest,
  type RaceSimulateResponse,
  type RaceSolution,
} from '@site/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DIALECT, type TestApp } from '../../test/helpers.js';
import { OPTIMISTIC_MAX_RETRIES, RACE_MODES } from './race-demo.modes.js';
import { RACE_ACCOUNT_ID, RaceDemoRepository } from './race-demo.repository.js';
import { RACE_RATE_LIMITS } from './race-demo.routes.js';
import { RACE_BUSY, RACE_MAX_WAITING_RUNS } from './race-demo.service.js';

const BASE = '/perf/nodejs/race-condition';
const SAFE_MODES = RACE_SOLUTIONS.filter((s) => s !== 'race-condition');

// Every call comes from a new address, so that the suite's thousands of runs stay under the per-address limit.
let calls = 0;
const nextIp = () => {
  calls++;
  return `10.${(calls >> 16) & 255}.${(calls >> 8) & 255}.${calls & 255}`;
};

/** A short processing step keeps the suite fast; the debits still overlap for real. */
const startApp = () => createTestApp({ RACE_PROCESSING_MS: '1' }, { worker: false });

/** The demo's endpoints on one app, plus direct reads of its database to check the answers against. */
function demoClient(app: FastifyInstance) {
  const post = (url: string, payload?: unknown, ip = nextIp()) =>
    app.inject({ method: 'POST', url: `${BASE}/${url}`, remoteAddress: ip, ...(payload ? { payload } : {}) });
  const get = (url: string, ip = nextIp()) => app.inject({ method: 'GET', url: `${BASE}/${url}`, remoteAddress: ip });
  return {
    post,
    get,
    repo: new RaceDemoRepository(app.db),
    clear: async () => expect((await post('clear-db')).statusCode).toBe(200),
    simulate: async (body: RaceSimulateRequest): Promise<RaceSimulateResponse> => {
      const res = await post('simulate', body);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    },
  };
}

/** The figures the closing note asks for, printed once at the end of the file. */
const figures: string[] = [];
afterAll(() => {
  process.stdout.write(`race demo figures (${TEST_DIALECT}):\n  ${figures.sort().join('\n  ')}\n`);
});

describe(`race-condition demo API (${TEST_DIALECT})`, () => {
  let t: TestApp;
  let c: ReturnType<typeof demoClient>;
  beforeAll(async () => {
    t = await startApp();
    await t.app.ready();
    c = demoClient(t.app);
  });
  afterAll(() => t.close());
  const post = (...args: Parameters<typeof c.post>) => c.post(...args);
  const get = (...args: Parameters<typeof c.get>) => c.get(...args);
  const clear = () => c.clear();
  const simulate = (body: RaceSimulateRequest) => c.simulate(body);

  it('creates the account at 1000 on first use, with no history', async () => {
    const res = await get('results');
    expect(res.statusCode).toBe(200);
    const body: RaceResults = res.json();
    expect(body.account).toMatchObject({ balance: RACE_LIMITS.startingBalance, version: 0 });
    expect(body.transactions).toEqual([]);
  });

  it('validates the inputs with the contract messages; only valid runs debit', async () => {
    const valid = { concurrentRequests: 5, amount: 100, solutionType: 'race-condition' };
    const cases: [Record<string, unknown>, string, string | undefined][] = [
      [{ concurrentRequests: 1 }, 'concurrentRequests', RACE_ERRORS.requestsRange],
      [{ concurrentRequests: 21 }, 'concurrentRequests', RACE_ERRORS.requestsRange],
      [{ concurrentRequests: 2.5 }, 'concurrentRequests', RACE_ERRORS.requestsRange],
      [{ concurrentRequests: '5' }, 'concurrentRequests', RACE_ERRORS.requestsRange],
      [{ concurrentRequests: undefined }, 'concurrentRequests', RACE_ERRORS.requestsRange],
      [{ amount: 0 }, 'amount', RACE_ERRORS.amountRange],
      [{ amount: 501 }, 'amount', RACE_ERRORS.amountRange],
      [{ amount: 10.5 }, 'amount', RACE_ERRORS.amountRange],
      [{ amount: -100 }, 'amount', RACE_ERRORS.amountRange],
      [{ solutionType: 'pessimistic-lock' }, 'solutionType', undefined],
      [{ solutionType: undefined }, 'solutionType', undefined],
    ];
    for (const [override, field, message] of cases) {
      const res = await post('simulate', { ...valid, ...override });
      expect(res.statusCode, JSON.stringify(override)).toBe(422);
      const body = res.json();
      expect(body.success).toBe(false);
      expect(body.message).toBe(ERROR_MESSAGES.validation);
      expect(body.errors[field]?.length, JSON.stringify(override)).toBeGreaterThan(0);
      if (message) expect(body.errors[field][0], JSON.stringify(override)).toBe(message);
      // The same message as a code, which the page translates.
      if (message) expect(messageText(body.codes[field][0]), JSON.stringify(override)).toBe(message);
    }
    // The bounds themselves are accepted.
    await clear();
    expect((await simulate({ concurrentRequests: 2, amount: 1, solutionType: 'transaction-lock' })).finalBalance).toBe(
      998,
    );
    // Every run starts again from 1000.
    expect((await simulate({ concurrentRequests: 20, amount: 1, solutionType: 'mutex-lock' })).finalBalance).toBe(980);
    expect(
      (await simulate({ concurrentRequests: 3, amount: RACE_LIMITS.amountMax, solutionType: 'transaction-lock' }))
        .successfulTransactions,
    ).toBe(2);

    const malformed = await t.app.inject({
      method: 'POST',
      url: `${BASE}/simulate`,
      headers: { 'content-type': 'application/json' },
      payload: '{"concurrentRequests": 5,',
      remoteAddress: nextIp(),
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      success: false,
      message: ERROR_MESSAGES.invalidJson,
      code: ERROR_CODES.invalidJson,
    });
    expect(await c.repo.countHistory()).toBe(24);
  });

  it('clear-db resets the balance to 1000 and the version to 0, and deletes the history', async () => {
    await simulate({ concurrentRequests: 5, amount: 100, solutionType: 'optimistic-lock' });
    expect(await c.repo.countHistory()).toBeGreaterThan(0);
    const res = await post('clear-db');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, account: { balance: 1000, version: 0 } });
    const after: RaceResults = (await get('results')).json();
    expect(after.account).toMatchObject({ balance: 1000, version: 0 });
    expect(after.transactions).toEqual([]);
  });

  it('starts every run from 1000, keeps the history across runs, and lists it newest first (200 at most)', async () => {
    await clear();
    const first = await simulate({ concurrentRequests: 4, amount: 50, solutionType: 'transaction-lock' });
    expect(first).toMatchObject({ startingBalance: 1000, expectedBalance: 800, finalBalance: 800 });
    const second = await simulate({ concurrentRequests: 3, amount: 100, solutionType: 'mutex-lock' });
    expect(second).toMatchObject({ startingBalance: 1000, expectedBalance: 700, finalBalance: 700 });

    const body: RaceResults = (await get('results')).json();
    expect(body.account.balance).toBe(700);
    expect(body.transactions).toHaveLength(7);
    expect(body.transactions.map((row) => row.demo_type)).toEqual([
      ...Array<RaceSolution>(3).fill('mutex-lock'),
      ...Array<RaceSolution>(4).fill('transaction-lock'),
    ]);
    const ids = body.transactions.map((row) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(body.transactions[0]).toMatchObject({ amount: 100, balance_after: 700, operation_type: 'debit' });
    expect(body.transactions.at(-1)).toMatchObject({ amount: 50, balance_before: 1000, balance_after: 950 });
    expect(Number.isNaN(Date.parse(body.transactions[0]?.timestamp ?? ''))).toBe(false);

    for (let i = 0; i < 10; i++)
      await simulate({ concurrentRequests: 20, amount: 1, solutionType: 'transaction-lock' });
    const capped: RaceResults = (await get('results')).json();
    expect(await c.repo.countHistory()).toBe(207);
    expect(capped.transactions).toHaveLength(200);
    expect(capped.transactions[0]?.balance_after).toBe(980);
  });

  it('compares the four modes fairly: run back to back, each starts from 1000 and the safe ones lose nothing', async () => {
    await clear();
    const runs = [];
    for (const solutionType of ['race-condition', ...SAFE_MODES] as const) {
      runs.push(await simulate({ concurrentRequests: 5, amount: 100, solutionType }));
    }
    for (const run of runs) {
      expect(run.startingBalance, run.solutionType).toBe(1000);
      // Five debits of 100 fit in 1000: no debit is ever refused for want of money.
      expect(
        run.results.some((r) => r.error === RACE_ERRORS.insufficientFunds),
        run.solutionType,
      ).toBe(false);
    }
    for (const run of runs.slice(1)) {
      expect(run.hasRaceCondition, run.solutionType).toBe(false);
      expect(run.finalBalance, run.solutionType).toBe(1000 - 100 * run.successfulTransactions);
    }
    // Locks serialise the debits: all five succeed.
    expect(
      runs
        .filter((r) => r.solutionType !== 'race-condition' && r.solutionType !== 'optimistic-lock')
        .map((r) => r.successfulTransactions),
    ).toEqual([5, 5]);
  });

  it("refuses overdrafts with 'Insufficient funds' in the three safe modes, never going below zero", async () => {
    for (const solutionType of SAFE_MODES) {
      await clear();
      const run = await simulate({ concurrentRequests: 20, amount: 100, solutionType });
      expect(run.finalBalance, solutionType).toBeGreaterThanOrEqual(0);
      expect(run.finalBalance).toBe(1000 - 100 * run.successfulTransactions);
      expect(run.hasRaceCondition).toBe(false);
      const refusals = run.results.filter((r) => !r.success).map((r) => r.error);
      if (solutionType === 'optimistic-lock') {
        expect(
          refusals.every((e) => e === RACE_ERRORS.insufficientFunds || e === RACE_ERRORS.concurrentModification),
        ).toBe(true);
      } else {
        // Serialised: exactly ten debits of 100 fit in 1000, the other ten are refused.
        expect(run.successfulTransactions, solutionType).toBe(10);
        expect(run.finalBalance).toBe(0);
        expect(refusals).toEqual(Array(10).fill(RACE_ERRORS.insufficientFunds));
      }

      // Large debits: two of 500 fit, whatever the run before left; the others are refused for lack of funds.
      const large = await simulate({ concurrentRequests: 6, amount: 500, solutionType });
      expect(large.startingBalance).toBe(1000);
      expect(large.finalBalance).toBe(1000 - 500 * large.successfulTransactions);
      expect(large.finalBalance).toBeGreaterThanOrEqual(0);
      if (solutionType !== 'optimistic-lock') {
        expect(large.successfulTransactions).toBe(2);
        expect(large.results.filter((r) => !r.success).map((r) => r.error)).toEqual(
          Array(4).fill(RACE_ERRORS.insufficientFunds),
        );
        // Each refusal also carries its message's code, which the page translates.
        expect(large.results.filter((r) => !r.success).map((r) => r.errorCode)).toEqual(
          Array(4).fill(RACE_CODES.insufficientFunds),
        );
      }
    }
  });

  it('race-condition mode really loses updates: most of 50 runs of 10 requests', async () => {
    const runs = 50;
    let withLostUpdates = 0;
    let lostUpdates = 0;
    for (let i = 0; i < runs; i++) {
      await clear();
      const run = await simulate({ concurrentRequests: 10, amount: 10, solutionType: 'race-condition' });
      // Every debit believed it succeeded and left a history row…
      expect(run.successfulTransactions).toBe(10);
      expect(run.expectedBalance).toBe(900);
      expect(await c.repo.countHistory()).toBe(10);
      // …but the balance, read back from the database, says otherwise.
      expect(run.finalBalance).toBe((await c.repo.readAccount(RACE_ACCOUNT_ID)).balance);
      if (run.hasRaceCondition) {
        withLostUpdates++;
        lostUpdates += run.lostUpdates;
        expect(run.finalBalance).toBeGreaterThan(run.expectedBalance);
        expect(Number.isInteger(run.lostUpdates) && run.lostUpdates > 0).toBe(true);
      }
    }
    figures.push(
      `race-condition: lost updates in ${withLostUpdates}/${runs} runs of 10 requests ` +
        `(${((withLostUpdates / runs) * 100).toFixed(0)} %), ${lostUpdates} of ${runs * 10} debits lost ` +
        `(${((lostUpdates / (runs * 10)) * 100).toFixed(1)} %)`,
    );
    expect(withLostUpdates).toBeGreaterThanOrEqual(40);
  }, 60_000);

  it('never mixes two visitors: concurrent runs are serialised whole', async () => {
    await clear();
    const [broken, safe, locked] = await Promise.all([
      simulate({ concurrentRequests: 10, amount: 10, solutionType: 'race-condition' }),
      simulate({ concurrentRequests: 10, amount: 10, solutionType: 'optimistic-lock' }),
      simulate({ concurrentRequests: 10, amount: 10, solutionType: 'transaction-lock' }),
    ]);
    // Had the race-condition run overlapped the others, its stale writes would have corrupted their figures.
    for (const run of [safe, locked]) {
      expect(run.hasRaceCondition).toBe(false);
      expect(run.finalBalance).toBe(run.startingBalance - 10 * run.successfulTransactions);
    }
    for (const run of [broken, safe, locked]) expect(run.startingBalance).toBe(1000);
  });

  it('turns runs away with 503 once too many are waiting, instead of queueing without bound', async () => {
    await clear();
    const body = { concurrentRequests: 20, amount: 1, solutionType: 'transaction-lock' };
    const answers = await Promise.all(Array.from({ length: RACE_MAX_WAITING_RUNS + 10 }, () => post('simulate', body)));
    const busy = answers.filter((res) => res.statusCode === 503);
    expect(busy.length).toBeGreaterThan(0);
    for (const res of busy) expect(res.json()).toEqual({ success: false, message: RACE_BUSY, code: RACE_CODES.busy });
    const served = answers.filter((res) => res.statusCode === 200);
    expect(served.length + busy.length).toBe(answers.length);
    expect(served.length).toBeGreaterThan(RACE_MAX_WAITING_RUNS);
    // Each run started again from 1000: the balance is what the last one left.
    expect((await c.repo.readAccount(RACE_ACCOUNT_ID)).balance).toBe(1000 - 20);
  });

  it('reports the database, its isolation level and per-request details', async () => {
    await clear();
    const run = await simulate({ concurrentRequests: 3, amount: 100, solutionType: 'transaction-lock' });
    expect(run.database).toBe(TEST_DIALECT);
    expect(run.isolationLevel).toMatch(TEST_DIALECT === 'postgres' ? /^read committed$/ : /^serializable/);
    expect(run).toMatchObject({
      solutionType: 'transaction-lock',
      concurrentRequests: 3,
      amount: 100,
      successfulTransactions: 3,
      failedTransactions: 0,
      successRate: 100,
      lostUpdates: 0,
      retries: 0,
    });
    expect(run.results.map((r) => r.request)).toEqual([1, 2, 3]);
    expect(run.results.map((r) => r.balanceBefore ?? 0).sort((a, b) => a - b)).toEqual([800, 900, 1000]);
    for (const r of run.results) {
      expect(r.balanceAfter).toBe((r.balanceBefore ?? 0) - 100);
      expect(r.durationMs).toBeGreaterThan(0);
    }
    expect(run.timeTakenMs).toBeGreaterThanOrEqual(Math.max(...run.results.map((r) => r.durationMs)) - 1);
  });

  it('/code returns the running source of each mode and of every repository method it calls', async () => {
    const res = await get('code');
    expect(res.statusCode).toBe(200);
    const body: RaceCode = res.json();
    expect(body.database).toBe(TEST_DIALECT);
    expect(body.data.map((d) => d.solutionType)).toEqual([...RACE_SOLUTIONS]);
    for (const { solutionType, code } of body.data) {
      const mode = RACE_MODES[solutionType];
      expect(code.startsWith(`async function ${mode.run.name}(`), solutionType).toBe(true);
      expect(code).toContain(mode.run.toString());
      // Every repository call in the mode is shown, so the listing is complete.
      const called = new Set([...mode.run.toString().matchAll(/\b(?:repo|tx)\.(\w+)\(/g)].map((m) => m[1]));
      expect([...called].sort(), solutionType).toEqual([...mode.uses].sort());
      for (const method of mode.uses) expect(code, `${solutionType} ${method}`).toContain(`\nasync ${method}(`);
    }
    const byMode = Object.fromEntries(body.data.map((d) => [d.solutionType, d.code]));
    expect(byMode['transaction-lock']).toContain('begin immediate');
    expect(byMode['transaction-lock']).toContain('forUpdate');
    expect(byMode['optimistic-lock']).toContain('OPTIMISTIC_MAX_RETRIES');
    expect(byMode['mutex-lock']).toContain('runExclusive');
  });

  it('limits runs per address', async () => {
    const ip = '10.255.255.1';
    for (let i = 0; i < RACE_RATE_LIMITS.write.max; i++)
      expect((await post('clear-db', undefined, ip)).statusCode).toBe(200);
    const limited = await post('clear-db', undefined, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      success: false,
      message: ERROR_MESSAGES.rateLimited,
      code: ERROR_CODES.rateLimited,
    });
  });
});

/**
 * The soak tests of the safe modes, each on its own app and database. On PostgreSQL they run side by
 * side: their time goes into waiting for commits, which overlaps across databases. On SQLite it goes
 * into this process's CPU (better-sqlite3 is synchronous), so running them together only adds contention.
 */
const soakSuite = TEST_DIALECT === 'postgres' ? describe.concurrent : describe;
soakSuite(`race-condition demo: safe modes under load (${TEST_DIALECT})`, () => {
  for (const solutionType of SAFE_MODES) {
    it(`${solutionType} keeps final = 1000 − amount × successes, never below zero, in 200 runs of 20 requests`, async ({
      expect,
    }) => {
      const own = await startApp();
      try {
        const { clear, simulate, repo } = demoClient(own.app);
        const runs = 200;
        const amounts = [1, 25, 50, 75, 100, 150, 250, 499];
        let violations = 0;
        let successes = 0;
        let retries = 0;
        let concurrentFailures = 0;
        const started = performance.now();
        for (let i = 0; i < runs; i++) {
          await clear();
          const amount = amounts[i % amounts.length] ?? 1;
          const run = await simulate({ concurrentRequests: 20, amount, solutionType });
          const stored = (await repo.readAccount(RACE_ACCOUNT_ID)).balance;
          const history = await repo.countHistory();
          const unexpectedErrors = run.results.filter(
            (r) =>
              !r.success && r.error !== RACE_ERRORS.insufficientFunds && r.error !== RACE_ERRORS.concurrentModification,
          );
          const ok =
            run.startingBalance === 1000 &&
            run.finalBalance === 1000 - amount * run.successfulTransactions &&
            stored === run.finalBalance &&
            run.finalBalance >= 0 &&
            !run.hasRaceCondition &&
            history === run.successfulTransactions &&
            unexpectedErrors.length === 0;
          if (!ok) violations++;
          successes += run.successfulTransactions;
          retries += run.retries;
          concurrentFailures += run.results.filter((r) => r.error === RACE_ERRORS.concurrentModification).length;
          // A debit that fits is never refused for lack of funds while the balance covers it (serialised modes).
          if (solutionType !== 'optimistic-lock') {
            expect(run.successfulTransactions).toBe(Math.min(20, Math.floor(1000 / amount)));
          }
        }
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        figures.push(
          `${solutionType}: ${violations} violations in ${runs} runs of 20 requests, ${successes} successful debits` +
            (solutionType === 'optimistic-lock'
              ? `, ${retries} retries, ${concurrentFailures} refused after ${OPTIMISTIC_MAX_RETRIES} retries`
              : '') +
            ` (${seconds} s)`,
        );
        expect(violations).toBe(0);
      } finally {
        await own.close();
      }
    }, 120_000);
  }
});
