import { ERROR_CODES, ERROR_MESSAGES, RACE_CODES, RACE_ERRORS } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import en from '../../../locales/en/race-demo.json';
import { describeFailure, failureText, messageText, type Translate } from './errors';

type Tree = { [key: string]: string | Tree };

/** The English texts as i18next would give them, so that the tests read the page's real words. */
const translate: Translate = (key, values = {}) => {
  const found = key
    .split('.')
    .reduce<string | Tree | undefined>((node, part) => (node && typeof node === 'object' ? node[part] : undefined), en);
  if (typeof found !== 'string') throw new Error(`race-demo.json has no text ${key}`);
  return found.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
};

const textOf = (error: unknown) => failureText(describeFailure(error), translate);

describe('race demo error messages', () => {
  it("uses the answer's error first, then its message, then the status", () => {
    const both = new ApiError('http', 409, 'Conflict.', {}, RACE_ERRORS.concurrentModification);
    expect(describeFailure(both)).toEqual({ kind: 'message', message: RACE_ERRORS.concurrentModification });
    const validation = new ApiError(
      'http',
      422,
      ERROR_MESSAGES.validation,
      { amount: [RACE_ERRORS.amountRange] },
      undefined,
      { code: ERROR_CODES.validation, codes: { amount: [RACE_CODES.amountRange] } },
    );
    expect(describeFailure(validation)).toEqual({
      kind: 'message',
      message: ERROR_MESSAGES.validation,
      code: ERROR_CODES.validation,
    });
    expect(describeFailure(new ApiError('http', 503, 'HTTP 503'))).toEqual({ kind: 'status', status: 503 });
    expect(textOf(new ApiError('http', 409, 'The account is locked by another run.'))).toBe(
      'The account is locked by another run.',
    );
  });

  it('translates the messages it knows by their codes and shows the others as sent', () => {
    const rateLimited = new ApiError('http', 429, ERROR_MESSAGES.rateLimited, {}, undefined, {
      code: ERROR_CODES.rateLimited,
    });
    expect(textOf(rateLimited)).toBe('Too many requests. Please slow down and try again shortly.');
    expect(messageText(RACE_CODES.insufficientFunds, RACE_ERRORS.insufficientFunds, translate)).toBe(
      'Insufficient funds',
    );
    expect(messageText(RACE_CODES.concurrentModification, undefined, translate)).toBe(
      'Concurrent modification detected, please retry.',
    );
    expect(messageText(undefined, 'Something else', (key) => `translated:${key}`)).toBe('Something else');
    expect(messageText(RACE_CODES.insufficientFunds, 'Insufficient funds', (key) => `translated:${key}`)).toBe(
      'translated:messages.insufficientFunds',
    );
    // English prose without a code is shown as sent, never matched to a translation.
    expect(messageText(undefined, RACE_ERRORS.insufficientFunds, (key) => `translated:${key}`)).toBe(
      RACE_ERRORS.insufficientFunds,
    );
    // A code of another family is no message of this page's.
    expect(messageText('contact.nameRequired', 'Name is required', (key) => `translated:${key}`)).toBe(
      'Name is required',
    );
  });

  it('falls back to the status when the server sent no message', () => {
    expect(describeFailure(new ApiError('http', 502, 'HTTP 502'))).toEqual({ kind: 'status', status: 502 });
    expect(textOf(new ApiError('http', 500, 'HTTP 500'))).toBe('Server error: 500');
  });

  it('names network failures, time-outs and anything unexpected', () => {
    expect(textOf(new ApiError('network', 0, 'offline'))).toBe('Network error: Unable to connect to server');
    expect(describeFailure(new ApiError('timeout', 0, 'slow'))).toEqual({ kind: 'timeout' });
    expect(textOf(new ApiError('timeout', 0, 'slow'))).toBe('The server took too long to answer');
    expect(textOf(new ApiError('invalid', 200, 'shape'))).toBe('An unexpected error occurred');
    expect(textOf(new TypeError('boom'))).toBe('An unexpected error occurred');
    expect(textOf(undefined)).toBe('An unexpected error occurred');
  });

  it('wraps the message in the words the page uses', () => {
    const message = textOf(new ApiError('network', 0, 'offline'));
    expect(translate('errors.demoFailed', { message })).toBe(
      'Demo failed: ⚠️ Network error: Unable to connect to server',
    );
    expect(translate('errors.clearFailed', { message: 'Server error: 500' })).toBe(
      'Failed to clear database: ❌ Server error: 500',
    );
  });

  it('has an English text for every code of the demo', () => {
    for (const key of Object.keys(RACE_CODES) as (keyof typeof RACE_CODES)[]) {
      expect(messageText(RACE_CODES[key], undefined, translate)).toBe(RACE_ERRORS[key]);
    }
  });
});
