import type { RaceTransaction } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { formatAmount, formatDuration, formatPercent, formatTimestamp, newestFirst, parseTimestamp } from './format';

const row = (id: number, timestamp: string): RaceTransaction => ({
  id,
  amount: 100,
  balance_before: 1000,
  balance_after: 900,
  demo_type: 'race-condition',
  operation_type: 'debit',
  timestamp,
});

describe('race demo formatting', () => {
  it('formats amounts, rates and durations for the locale', () => {
    expect(formatAmount(1000, 'en-US')).toBe('1,000');
    expect(formatAmount(-50, 'en-US')).toBe('-50');
    expect(formatAmount(1000, 'de-DE')).toBe('1.000');
    expect(formatPercent(80, 'en-US')).toBe('80%');
    expect(formatPercent(33.333, 'en-US')).toBe('33.3%');
    expect(formatDuration(84.4, 'en-US')).toBe('84 ms');
    expect(formatDuration(1250, 'en-US')).toBe('1.25 sec');
  });

  it('reads SQLite timestamps as UTC and ISO timestamps as they are', () => {
    expect(parseTimestamp('2025-01-02 10:00:00')?.toISOString()).toBe('2025-01-02T10:00:00.000Z');
    expect(parseTimestamp('2025-01-02 10:00:00.250')?.toISOString()).toBe('2025-01-02T10:00:00.250Z');
    expect(parseTimestamp('2025-01-02T10:00:00.000+02:00')?.toISOString()).toBe('2025-01-02T08:00:00.000Z');
    expect(parseTimestamp('not a date')).toBeNull();
    expect(formatTimestamp('not a date', 'en-US')).toBe('not a date');
    expect(formatTimestamp('2025-01-02T10:00:05Z', 'en-US')).toMatch(/Jan 2, 2025.*\d{1,2}:\d{2}:05/);
  });

  it('lists the history newest first, by id within the same instant', () => {
    const rows = [
      row(1, '2025-01-02 10:00:00'),
      row(3, '2025-01-02 10:00:00'),
      row(2, '2025-01-02T10:05:00Z'),
      row(4, '2025-01-01 09:00:00'),
    ];
    expect(newestFirst(rows).map((r) => r.id)).toEqual([2, 3, 1, 4]);
    expect(rows.map((r) => r.id)).toEqual([1, 3, 2, 4]);
  });
});
