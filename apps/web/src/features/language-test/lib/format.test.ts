import { describe, expect, it } from 'vitest';
import { formatCount, formatFactor, formatPercent, formatRate, formatSeconds, isolate } from './format';

describe('benchmark number formats', () => {
  it('shows durations in milliseconds under a second and seconds above', () => {
    expect(formatSeconds(0.01234, 'en-US')).toBe('12.3 ms');
    expect(formatSeconds(0.0004, 'en-US')).toBe('0.4 ms');
    expect(formatSeconds(2.345, 'en-US')).toBe('2.35 sec');
    expect(formatSeconds(Number.NaN, 'en-US')).toBe('');
  });

  it('shows rates compactly in the locale', () => {
    expect(formatRate(12_400_000, 'en-US')).toBe('12.4M');
    expect(formatRate(950, 'en-US')).toBe('950');
    expect(formatRate(1_234_567, 'de-DE')).toBe('1,23\u00a0Mio.');
  });

  it('formats counts, factors and percentages per language', () => {
    expect(formatCount(19_000, 'en-US')).toBe('19,000');
    expect(formatCount(19_000, 'fr-FR')).toBe('19\u202f000');
    expect(formatFactor(2.345, 'en-US')).toBe('2.3');
    expect(formatFactor(37.6, 'en-US')).toBe('38');
    expect(formatFactor(Number.POSITIVE_INFINITY, 'en-US')).toBe('');
    expect(formatPercent(42.4, 'en-US')).toBe('42%');
  });
});

describe('isolate', () => {
  it('wraps a name in first-strong isolate marks', () => {
    expect(isolate('C++')).toBe('\u2068C++\u2069');
  });
});
