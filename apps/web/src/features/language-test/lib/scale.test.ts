import { BENCHMARK_ERRORS } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FORM, scaleErrorKey, scaleNeedsWarning } from './scale';
import { benchmarkFormSchema } from './scale-schema';

const scaleError = (scale: string) => benchmarkFormSchema.safeParse({ scale, repeat: '1' }).error?.issues[0]?.message;

describe('benchmarkFormSchema', () => {
  it('accepts the default and whole hundreds from 100 to 100000', () => {
    expect(benchmarkFormSchema.parse(DEFAULT_FORM)).toEqual({ scale: 2000, repeat: 1 });
    expect(benchmarkFormSchema.parse({ scale: '100', repeat: '3' })).toEqual({ scale: 100, repeat: 3 });
    expect(benchmarkFormSchema.parse({ scale: '100000', repeat: '5' })).toEqual({ scale: 100_000, repeat: 5 });
  });

  it.each(['150', '100001', '0', '', '2000.5', 'abc', '100100'])('refuses %j with the contract message', (scale) => {
    expect(scaleError(scale)).toBe(BENCHMARK_ERRORS.scaleInvalid);
  });

  it('allows only 1, 3 or 5 runs', () => {
    expect(benchmarkFormSchema.safeParse({ scale: '2000', repeat: '2' }).success).toBe(false);
  });
});

describe('scaleErrorKey', () => {
  it('finds the translation key of a contract message, nothing for other text', () => {
    expect(scaleErrorKey(BENCHMARK_ERRORS.scaleInvalid)).toBe('scaleInvalid');
    expect(scaleErrorKey('something else')).toBeUndefined();
    expect(scaleErrorKey(undefined)).toBeUndefined();
  });
});

describe('scaleNeedsWarning', () => {
  it('warns above 50000 up to the maximum', () => {
    expect(scaleNeedsWarning('50000')).toBe(false);
    expect(scaleNeedsWarning('50100')).toBe(true);
    expect(scaleNeedsWarning(100_000)).toBe(true);
    expect(scaleNeedsWarning('100001')).toBe(false);
    expect(scaleNeedsWarning('')).toBe(false);
  });
});
