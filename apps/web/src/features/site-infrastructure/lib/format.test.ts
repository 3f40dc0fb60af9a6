import { describe, expect, it } from 'vitest';
import { formatCount, formatMs, formatRate, formatUptime } from './format';

describe('live figure formatting', () => {
  it('groups counts in the language’s way', () => {
    expect(formatCount(1234567, 'en-US')).toBe('1,234,567');
    expect(formatCount(1234567, 'de-DE')).toBe('1.234.567');
    expect(formatCount(12, 'ar-SA')).toBe('١٢');
  });

  it('keeps small error rates visible', () => {
    expect(formatRate(0, 'en-US')).toBe('0%');
    expect(formatRate(0.0004, 'en-US')).toBe('0.04%');
    expect(formatRate(0.125, 'en-US')).toBe('12.5%');
    expect(formatRate(1, 'en-US')).toBe('100%');
  });

  it('shows one decimal only for short latencies', () => {
    expect(formatMs(3.456, 'en-US')).toBe('3.5 ms');
    expect(formatMs(123.4, 'en-US')).toBe('123 ms');
  });

  it('gives the two largest units of an uptime', () => {
    expect(formatUptime(0, 'en-US')).toBe('0 sec');
    expect(formatUptime(42, 'en-US')).toBe('42 sec');
    expect(formatUptime(3 * 86_400 + 4 * 3600 + 59, 'en-US')).toBe('3 days 4 hr');
    expect(formatUptime(2 * 3600 + 5, 'en-US')).toBe('2 hr');
    expect(formatUptime(-5, 'en-US')).toBe('0 sec');
  });
});
