import { messageCodes } from './messages.js';

// Plain values of the race-demo family, without zod: a page imports these without loading the schemas.

/** The four modes of the race-condition demo: one broken, three fixes. */
export const RACE_SOLUTIONS = ['race-condition', 'transaction-lock', 'optimistic-lock', 'mutex-lock'] as const;
export type RaceSolution = (typeof RACE_SOLUTIONS)[number];

/** Inputs, defaults and the starting balance. Amounts are whole currency units. */
export const RACE_LIMITS = {
  requestsMin: 2,
  requestsMax: 20,
  amountMin: 1,
  amountMax: 500,
  defaultRequests: 5,
  defaultAmount: 100,
  startingBalance: 1000,
} as const;

/** Domain and validation messages. */
export const RACE_ERRORS = {
  insufficientFunds: 'Insufficient funds',
  concurrentModification: 'Concurrent modification detected, please retry.',
  busy: 'The demo is busy. Please try again in a moment.',
  requestsRange: 'Concurrent requests must be a whole number from 2 to 20',
  amountRange: 'Amount must be a whole number from 1 to 500',
} as const;
/** The codes of the demo's messages (`race.insufficientFunds`): its schema and its attempts carry them. */
export const RACE_CODES = /* @__PURE__ */ messageCodes('race', RACE_ERRORS);
