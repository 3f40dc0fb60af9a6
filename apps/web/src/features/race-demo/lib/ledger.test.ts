import type { RaceTransaction } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { formatAmount, newestFirst } from './ledger';

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
  it('formats amounts for the locale', () => {
    expect(formatAmount(1000, 'en-US')).toBe('1,000');
    expect(formatAmount(-50, 'en-US')).toBe('-50');
    expect(formatAmount(1000, 'de-DE')).toBe('1.000');
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
