import { beforeEach, describe, expect, it } from 'vitest';
import { averageSeconds, emptyStats, loadStats, nextDay, recordSolve, saveStats } from './stats';

describe('statistics', () => {
  beforeEach(() => localStorage.clear());

  it('counts solves per difficulty with best and average time, each game once', () => {
    let stats = recordSolve(emptyStats(), { id: 'a', difficulty: 'easy', seconds: 300 });
    stats = recordSolve(stats, { id: 'b', difficulty: 'easy', seconds: 200 });
    expect(recordSolve(stats, { id: 'b', difficulty: 'easy', seconds: 10 })).toBe(stats);
    expect(stats.byDifficulty.easy).toEqual({ solved: 2, totalSeconds: 500, bestSeconds: 200 });
    expect(averageSeconds(stats.byDifficulty.easy)).toBe(250);
    expect(averageSeconds(stats.byDifficulty.hard)).toBeNull();
  });

  it('keeps a daily streak over consecutive dates, restarting after a gap', () => {
    expect(nextDay('2024-02-28')).toBe('2024-02-29');
    expect(nextDay('2024-12-31')).toBe('2025-01-01');
    let stats = recordSolve(emptyStats(), { id: 'd1', difficulty: 'easy', seconds: 1, date: '2025-03-01' });
    stats = recordSolve(stats, { id: 'd2', difficulty: 'easy', seconds: 1, date: '2025-03-02' });
    expect(stats.streak).toBe(2);
    stats = recordSolve(stats, { id: 'd4', difficulty: 'easy', seconds: 1, date: '2025-03-04' });
    expect([stats.streak, stats.bestStreak]).toEqual([1, 2]);
  });

  it('reads back what it saved, and starts afresh from anything else', () => {
    const stats = recordSolve(emptyStats(), { id: 'a', difficulty: 'hard', seconds: 900 });
    saveStats(stats);
    expect(loadStats()).toEqual(stats);
    localStorage.setItem('chic-sudoku-stats-v1', 'garbage');
    expect(loadStats()).toEqual(emptyStats());
  });
});
