import { describe, expect, it } from 'vitest';
import { COUNTER_DURATION_MS, counterDelay, counterValueAt, easeOutCubic, formatCounter } from './counter';

describe('hero counters', () => {
  it('start 500, 700 and 900 ms after they show and run for 2000 ms', () => {
    expect([0, 1, 2].map(counterDelay)).toEqual([500, 700, 900]);
    expect(COUNTER_DURATION_MS).toBe(2000);
  });

  it('ease out: from 0 to 1, fast at first, clamped outside the range', () => {
    expect(easeOutCubic(0)).toBe(0);
    expect(easeOutCubic(1)).toBe(1);
    expect(easeOutCubic(-1)).toBe(0);
    expect(easeOutCubic(2)).toBe(1);
    expect(easeOutCubic(0.5)).toBeCloseTo(0.875);
    // Faster than linear in the first half.
    expect(easeOutCubic(0.25)).toBeGreaterThan(0.25);
  });

  it('count from 0 to exactly the target, rounded to the decimals, never going back', () => {
    expect(counterValueAt(99.9, 0, 1)).toBe(0);
    expect(counterValueAt(99.9, 2000, 1)).toBe(99.9);
    expect(counterValueAt(99.9, 5000, 1)).toBe(99.9);
    expect(counterValueAt(7, 1000, 0)).toBe(6); // 7 × 0.875 = 6.125
    const mid = counterValueAt(99.9, 1000, 1);
    expect(mid).toBe(87.4); // 99.9 × 0.875 = 87.41
    let previous = 0;
    for (let t = 0; t <= 2000; t += 50) {
      const value = counterValueAt(20, t, 0);
      expect(Number.isInteger(value)).toBe(true);
      expect(value).toBeGreaterThanOrEqual(previous);
      previous = value;
    }
  });

  it('are written as the language writes numbers, with the suffix', () => {
    expect(formatCounter(7, 0, 'en', '+')).toBe('7+');
    expect(formatCounter(99.9, 1, 'en', '%')).toBe('99.9%');
    expect(formatCounter(0, 1, 'en', '%')).toBe('0.0%');
    expect(formatCounter(99.9, 1, 'de', '%')).toBe('99,9%');
    expect(formatCounter(1500, 0, 'en')).toBe('1,500');
    expect(formatCounter(99.9, 1, 'ar', '%')).toBe(
      new Intl.NumberFormat('ar', { minimumFractionDigits: 1 }).format(99.9) + '%',
    );
  });
});
