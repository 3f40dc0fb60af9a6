import { z } from 'zod';
import { RACE_CODES, RACE_LIMITS, RACE_SOLUTIONS } from './race-demo.values.js';

export const raceSimulateRequestSchema = z
  .object({
    concurrentRequests: z
      .number({ error: RACE_CODES.requestsRange })
      .int(RACE_CODES.requestsRange)
      .min(RACE_LIMITS.requestsMin, RACE_CODES.requestsRange)
      .max(RACE_LIMITS.requestsMax, RACE_CODES.requestsRange),
    amount: z
      .number({ error: RACE_CODES.amountRange })
      .int(RACE_CODES.amountRange)
      .min(RACE_LIMITS.amountMin, RACE_CODES.amountRange)
      .max(RACE_LIMITS.amountMax, RACE_CODES.amountRange),
    solutionType: z.enum(RACE_SOLUTIONS),
  })
  .meta({ id: 'RaceSimulateRequest' });

/** One of the concurrent debits. */
export const raceAttemptSchema = z.object({
  /** 1-based number of the request within the run. */
  request: z.number().int(),
  success: z.boolean(),
  /** The balance this request read, and the balance it wrote (successful debits). */
  balanceBefore: z.number().optional(),
  balanceAfter: z.number().optional(),
  /** Optimistic mode: how many times it had to start over after a version conflict. */
  retries: z.number().int().nonnegative(),
  /** Why a debit failed, in English, and the same message's code (`race.insufficientFunds`). */
  error: z.string().optional(),
  errorCode: z.string().optional(),
  durationMs: z.number().nonnegative(),
});

/** A run's result, with what the page needs to explain it. */
export const raceSimulateResponseSchema = z
  .object({
    solutionType: z.enum(RACE_SOLUTIONS),
    concurrentRequests: z.number().int(),
    amount: z.number().int(),
    /** The balance when the run started (1000 after a clear; runs continue from the current balance). */
    startingBalance: z.number(),
    /** startingBalance − amount × successful debits: what the balance must be if no update was lost. */
    expectedBalance: z.number(),
    finalBalance: z.number(),
    hasRaceCondition: z.boolean(),
    /** (finalBalance − expectedBalance) / amount: debits that succeeded but left no trace in the balance. */
    lostUpdates: z.number(),
    results: z.array(raceAttemptSchema),
    successfulTransactions: z.number().int(),
    failedTransactions: z.number().int(),
    /** Percentage 0–100. */
    successRate: z.number(),
    timeTakenMs: z.number().nonnegative(),
    retries: z.number().int().nonnegative(),
    database: z.enum(['sqlite', 'postgres', 'mysql']),
    /** The isolation level the statements ran under, as the database names it. */
    isolationLevel: z.string(),
  })
  .meta({ id: 'RaceSimulateResponse' });

export const raceAccountSchema = z.object({
  id: z.number().int(),
  balance: z.number(),
  version: z.number().int(),
  updated_at: z.string(),
});

/** One row of the account's transaction history. */
export const raceTransactionSchema = z.object({
  id: z.number().int(),
  amount: z.number(),
  balance_before: z.number(),
  balance_after: z.number(),
  demo_type: z.enum(RACE_SOLUTIONS),
  operation_type: z.literal('debit'),
  timestamp: z.string(),
});

export const raceResultsResponseSchema = z
  .object({ account: raceAccountSchema, transactions: z.array(raceTransactionSchema) })
  .meta({ id: 'RaceResults' });

export const raceClearResponseSchema = z.object({ success: z.literal(true), account: raceAccountSchema });

/** The functions that run each mode, as the server runs them (Function.prototype.toString). */
export const raceCodeResponseSchema = z.object({
  data: z.array(z.object({ solutionType: z.enum(RACE_SOLUTIONS), code: z.string() })),
  database: z.enum(['sqlite', 'postgres', 'mysql']),
});

export type RaceSimulateRequest = z.infer<typeof raceSimulateRequestSchema>;
export type RaceAttempt = z.infer<typeof raceAttemptSchema>;
export type RaceSimulateResponse = z.infer<typeof raceSimulateResponseSchema>;
export type RaceAccount = z.infer<typeof raceAccountSchema>;
export type RaceTransaction = z.infer<typeof raceTransactionSchema>;
export type RaceResults = z.infer<typeof raceResultsResponseSchema>;
export type RaceCode = z.infer<typeof raceCodeResponseSchema>;
