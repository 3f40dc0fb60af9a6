import { RACE_CODES } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { settingsSchema } from './settings-schema';
import { DEFAULT_SETTINGS, SOLUTIONS, solutionKey } from './solutions';

describe('race demo settings', () => {
  it('accepts the defaults and the bounds', () => {
    expect(settingsSchema.safeParse(DEFAULT_SETTINGS).success).toBe(true);
    expect(settingsSchema.safeParse({ concurrentRequests: 2, amount: 1 }).success).toBe(true);
    expect(settingsSchema.safeParse({ concurrentRequests: 20, amount: 500 }).success).toBe(true);
  });

  it('refuses values out of range, fractions and empty inputs with the contract message codes', () => {
    const messages = (input: Record<string, unknown>) => {
      const result = settingsSchema.safeParse(input);
      return result.success ? [] : result.error.issues.map((issue) => `${String(issue.path[0])}: ${issue.message}`);
    };
    expect(messages({ concurrentRequests: 1, amount: 501 })).toEqual([
      `concurrentRequests: ${RACE_CODES.requestsRange}`,
      `amount: ${RACE_CODES.amountRange}`,
    ]);
    expect(messages({ concurrentRequests: 2.5, amount: 0 })).toEqual([
      `concurrentRequests: ${RACE_CODES.requestsRange}`,
      `amount: ${RACE_CODES.amountRange}`,
    ]);
    // An emptied number input reaches the form as NaN.
    expect(messages({ concurrentRequests: Number.NaN, amount: 100 })).toEqual([
      `concurrentRequests: ${RACE_CODES.requestsRange}`,
    ]);
  });

  it('keys the four modes for translation, broken one first', () => {
    expect(SOLUTIONS.map(solutionKey)).toEqual(['raceCondition', 'transactionLock', 'optimisticLock', 'mutexLock']);
  });
});
