import { describe, expect, it } from 'vitest';
import { daily, dailyPuzzle, dailySeed, generate, rate } from './index.js';

describe('daily', () => {
  it('picks the difficulty by weekday and seeds by the date', () => {
    expect(daily('2026-11-23')).toEqual({ date: '2026-11-23', difficulty: 'easy', seed: 'daily:2026-11-23' }); // Monday
    expect(daily('2026-11-24').difficulty).toBe('easy'); // Tuesday
    expect(daily('2026-11-25').difficulty).toBe('medium'); // Wednesday
    expect(daily('2024-02-29').difficulty).toBe('medium'); // Thursday (a leap day)
    expect(daily('2026-11-27').difficulty).toBe('hard'); // Friday
    expect(daily('2000-01-01').difficulty).toBe('expert'); // Saturday
    expect(daily('2023-01-01').difficulty).toBe('hard'); // Sunday
    expect(dailySeed('2026-11-27')).toBe('daily:2026-11-27');
  });

  it('gives everyone the same puzzle on a date: the generated puzzle of that difficulty and seed', () => {
    const today = dailyPuzzle('2026-11-27');
    expect(today).toEqual(dailyPuzzle('2026-11-27'));
    expect(today).toMatchObject(generate('hard', 'daily:2026-11-27'));
    expect(rate(today.puzzle).difficulty).toBe('hard');
    expect(dailyPuzzle('2026-11-28').puzzle).not.toBe(today.puzzle);
  });

  it('refuses what is not a real YYYY-MM-DD date', () => {
    for (const bad of [
      '',
      'today',
      '2026-1-1',
      '2026-13-01',
      '2026-00-10',
      '2026-02-30',
      '2100-02-29',
      '2026-11-27T00:00',
    ]) {
      expect(() => daily(bad)).toThrow(RangeError);
      expect(() => dailySeed(bad)).toThrow(RangeError);
    }
    expect(daily('2000-02-29').difficulty).toBe('easy'); // 2000 is a leap year; that day was a Tuesday
  });
});
