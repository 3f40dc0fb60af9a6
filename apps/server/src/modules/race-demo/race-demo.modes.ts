import { RACE_ERRORS, type RaceSolution } from '@site/contracts';
import type { MutexInterface } from 'async-mutex';
import type { RaceDemoRepository } from './race-demo.repository.js';

/**
 * The four ways the demo debits the account. Each is one self-contained function, and `/code` shows
 * its source as the server runs it (Function.prototype.toString), followed by the repository methods
 * it calls: keep them readable, and keep every step of a mode inside its function.
 */

/**
 * Optimistic mode gives up after this many retries. Under the demo's heaviest load (20 debits at once)
 * each round lets exactly one writer through, so a bounded number of retries is what keeps a request
 * from spinning; five, with a backoff that doubles each time, covers the page's default run
 * (5 requests) with room to spare while a 20-request run still shows the failure mode the page
 * teaches: the client is told to retry instead of the server retrying forever.
 */
export const OPTIMISTIC_MAX_RETRIES = 5;

/** What every mode receives for one debit. */
export interface DebitRequest {
  repo: RaceDemoRepository;
  accountId: number;
  amount: number;
  /** The simulated processing step between reading and writing (a fraud check, a payment provider…). */
  simulateProcessing: () => Promise<void>;
  /** Its nominal length; optimistic mode scales its backoff on it. */
  processingMs: number;
  /** The in-process mutex of an account (mutex mode). */
  mutexFor: (accountId: number) => MutexInterface;
}

/** A debit that went through. */
export interface DebitOutcome {
  balanceBefore: number;
  balanceAfter: number;
  retries: number;
}

/** A debit the rules refused ('Insufficient funds', 'Concurrent modification detected…'). */
export class DebitRefused extends Error {
  constructor(
    message: string,
    public readonly retries = 0,
  ) {
    super(message);
    this.name = 'DebitRefused';
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * BROKEN ON PURPOSE: read the balance, do the processing, write back the balance computed from what
 * was read. Requests that read before any of them wrote all compute from the same old balance, and
 * each write overwrites the previous one: a lost update. Every request still reports success and
 * leaves a history row, so the money was "spent" more times than the balance shows.
 */
export async function debitWithRaceCondition({
  repo,
  accountId,
  amount,
  simulateProcessing,
}: DebitRequest): Promise<DebitOutcome> {
  // 1. SELECT balance — a plain read: no lock, nothing stops others from reading the same value.
  const { balance } = await repo.readAccount(accountId);

  // The funds check a naive implementation makes. It checks a value that may already be stale, so
  // it cannot stop concurrent debits; it only stops a debit the balance it read could not cover.
  if (balance < amount) throw new DebitRefused(RACE_ERRORS.insufficientFunds);

  // 2. The processing step. While this request waits, the others read the same balance.
  await simulateProcessing();

  // 3. UPDATE … SET balance = <value computed here>: overwrites whatever the others wrote meanwhile.
  const newBalance = balance - amount;
  await repo.writeBalance(accountId, newBalance);
  await repo.recordDebit({
    accountId,
    amount,
    balanceBefore: balance,
    balanceAfter: newBalance,
    demoType: 'race-condition',
  });
  return { balanceBefore: balance, balanceAfter: newBalance, retries: 0 };
}

/**
 * FIX 1, database transaction lock: the whole read → process → write runs in one exclusive
 * transaction, so a second debit waits at the lock until the first commits. The debit itself is an
 * atomic conditional UPDATE (balance = balance − amount WHERE balance >= amount), and the number of
 * rows it changed tells whether the funds sufficed.
 */
export async function debitWithTransactionLock({
  repo,
  accountId,
  amount,
  simulateProcessing,
}: DebitRequest): Promise<DebitOutcome> {
  // BEGIN IMMEDIATE on SQLite; BEGIN + SELECT … FOR UPDATE on PostgreSQL/MySQL (see below).
  return repo.inExclusiveTransaction(async (tx) => {
    // 1. Read and lock: every other debit now waits here until this transaction ends.
    const { balance } = await tx.lockAccount(accountId);

    // 2. The processing step, inside the lock: nobody can change the balance meanwhile.
    await simulateProcessing();

    // 3. The database subtracts, and only if the funds suffice; 0 rows changed means they did not.
    const changed = await tx.debitIfFunds(accountId, amount);
    if (changed === 0) throw new DebitRefused(RACE_ERRORS.insufficientFunds); // → ROLLBACK

    // Exact: the row has been locked since the read.
    const balanceAfter = balance - amount;
    await tx.recordDebit({ accountId, amount, balanceBefore: balance, balanceAfter, demoType: 'transaction-lock' });
    return { balanceBefore: balance, balanceAfter, retries: 0 }; // → COMMIT
  });
}

/**
 * FIX 2, optimistic lock: no lock is held while processing. The write applies only if the row's
 * version is still the one that was read (UPDATE … WHERE version = :read); if another debit got there
 * first, nothing is written and this one starts over from a fresh read, after a short random backoff
 * so that the losers do not collide again in lockstep.
 */
export async function debitWithOptimisticLock({
  repo,
  accountId,
  amount,
  simulateProcessing,
  processingMs,
}: DebitRequest): Promise<DebitOutcome> {
  for (let retries = 0; ; retries++) {
    // 1. Read the balance together with its version.
    const { balance, version } = await repo.readAccount(accountId);
    if (balance < amount) throw new DebitRefused(RACE_ERRORS.insufficientFunds, retries);

    // 2. The processing step, without any lock: others may write meanwhile.
    await simulateProcessing();

    // 3. Write only if the version is unchanged (and the funds still suffice).
    const changed = await repo.debitIfFunds(accountId, amount, version);
    if (changed === 1) {
      const balanceAfter = balance - amount; // exact: the row still had the version that was read
      await repo.recordDebit({ accountId, amount, balanceBefore: balance, balanceAfter, demoType: 'optimistic-lock' });
      return { balanceBefore: balance, balanceAfter, retries };
    }

    // Nothing changed: either the funds ran out or another debit bumped the version. Find out which.
    const latest = await repo.readAccount(accountId);
    if (latest.balance < amount) throw new DebitRefused(RACE_ERRORS.insufficientFunds, retries);
    if (retries === OPTIMISTIC_MAX_RETRIES) throw new DebitRefused(RACE_ERRORS.concurrentModification, retries);

    // Exponential backoff with full jitter, scaled on the time a competing writer needs.
    await sleep(Math.random() * Math.max(1, processingMs) * 2 ** retries);
  }
}

/**
 * FIX 3, application mutex: the same read → process → write as the broken version, but only one
 * debit of the account at a time may run it, in this process. It holds for one server process only:
 * two instances behind a load balancer each have their own mutex and lose updates again, which is why
 * the database-level fixes above are the ones that scale out.
 */
export async function debitWithMutexLock({
  repo,
  accountId,
  amount,
  simulateProcessing,
  mutexFor,
}: DebitRequest): Promise<DebitOutcome> {
  // Waits until no other debit of this account holds the mutex; released when the callback settles.
  return mutexFor(accountId).runExclusive(async () => {
    // 1. Read: no other debit of this process can be between its read and its write now.
    const { balance } = await repo.readAccount(accountId);
    if (balance < amount) throw new DebitRefused(RACE_ERRORS.insufficientFunds);

    // 2. The processing step, inside the mutex.
    await simulateProcessing();

    // 3. The same plain write as the broken version: the mutex alone is what makes it safe.
    const newBalance = balance - amount;
    await repo.writeBalance(accountId, newBalance);
    await repo.recordDebit({
      accountId,
      amount,
      balanceBefore: balance,
      balanceAfter: newBalance,
      demoType: 'mutex-lock',
    });
    return { balanceBefore: balance, balanceAfter: newBalance, retries: 0 };
  });
}

type RepositoryMethod = {
  [K in keyof RaceDemoRepository]: RaceDemoRepository[K] extends (...args: never[]) => unknown ? K : never;
}[keyof RaceDemoRepository];

/** Each mode's function and the repository methods it calls (shown with it by `/code`). */
export const RACE_MODES: Record<
  RaceSolution,
  { run: (request: DebitRequest) => Promise<DebitOutcome>; uses: readonly RepositoryMethod[] }
> = {
  'race-condition': { run: debitWithRaceCondition, uses: ['readAccount', 'writeBalance', 'recordDebit'] },
  'transaction-lock': {
    run: debitWithTransactionLock,
    uses: ['inExclusiveTransaction', 'lockAccount', 'debitIfFunds', 'recordDebit'],
  },
  'optimistic-lock': { run: debitWithOptimisticLock, uses: ['readAccount', 'debitIfFunds', 'recordDebit'] },
  'mutex-lock': { run: debitWithMutexLock, uses: ['readAccount', 'writeBalance', 'recordDebit'] },
};
