/**
 * Statistics per difficulty (games solved, best and average time) and the daily streak (days in a row with the
 * daily puzzle solved), kept on the device. A game counts once, when it is first completed.
 */
import { STORAGE_KEYS, storage } from '../../../lib/storage';
import { DIFFICULTIES, type Difficulty } from './difficulty';

export interface DifficultyStats {
  solved: number;
  /** Seconds, summed over solved games (the average is this over `solved`). */
  totalSeconds: number;
  /** The fastest solve in seconds, null before the first. */
  bestSeconds: number | null;
}

export interface Stats {
  version: 1;
  byDifficulty: Record<Difficulty, DifficultyStats>;
  /** The last date whose daily puzzle was solved, and the streak ending on it. */
  lastDaily: string | null;
  streak: number;
  bestStreak: number;
  /** Ids of the games already counted. */
  counted: string[];
}

const COUNTED_KEPT = 100;

export const emptyStats = (): Stats => ({
  version: 1,
  byDifficulty: Object.fromEntries(
    DIFFICULTIES.map((d) => [d, { solved: 0, totalSeconds: 0, bestSeconds: null }]),
  ) as Record<Difficulty, DifficultyStats>,
  lastDaily: null,
  streak: 0,
  bestStreak: 0,
  counted: [],
});

/** The day after a YYYY-MM-DD date. */
export function nextDay(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

export interface Solved {
  id: string;
  difficulty: Difficulty | null;
  seconds: number;
  /** The daily puzzle's date, for a daily game. */
  date?: string;
}

/** The statistics after a solved game (unchanged when that game was already counted). */
export function recordSolve(stats: Stats, { id, difficulty, seconds, date }: Solved): Stats {
  if (stats.counted.includes(id)) return stats;
  const next: Stats = { ...stats, counted: [...stats.counted, id].slice(-COUNTED_KEPT) };
  if (difficulty) {
    const before = stats.byDifficulty[difficulty];
    next.byDifficulty = {
      ...stats.byDifficulty,
      [difficulty]: {
        solved: before.solved + 1,
        totalSeconds: before.totalSeconds + seconds,
        bestSeconds: before.bestSeconds === null ? seconds : Math.min(before.bestSeconds, seconds),
      },
    };
  }
  if (date && (stats.lastDaily === null || date > stats.lastDaily)) {
    const streak = stats.lastDaily !== null && nextDay(stats.lastDaily) === date ? stats.streak + 1 : 1;
    next.lastDaily = date;
    next.streak = streak;
    next.bestStreak = Math.max(stats.bestStreak, streak);
  }
  return next;
}

/** The average time of a difficulty in seconds, null before the first solve. */
export const averageSeconds = (entry: DifficultyStats): number | null =>
  entry.solved ? Math.round(entry.totalSeconds / entry.solved) : null;

export function loadStats(): Stats {
  try {
    const value = JSON.parse(storage.get(STORAGE_KEYS.sudokuStats) ?? 'null') as Stats | null;
    if (!value || value.version !== 1) return emptyStats();
    const base = emptyStats();
    for (const d of DIFFICULTIES) {
      const entry = value.byDifficulty?.[d];
      if (entry && Number.isFinite(entry.solved) && Number.isFinite(entry.totalSeconds)) base.byDifficulty[d] = entry;
    }
    return {
      ...base,
      lastDaily: typeof value.lastDaily === 'string' ? value.lastDaily : null,
      streak: Number.isInteger(value.streak) ? value.streak : 0,
      bestStreak: Number.isInteger(value.bestStreak) ? value.bestStreak : 0,
      counted: Array.isArray(value.counted) ? value.counted.filter((id) => typeof id === 'string') : [],
    };
  } catch {
    return emptyStats();
  }
}

export const saveStats = (stats: Stats): void => storage.set(STORAGE_KEYS.sudokuStats, JSON.stringify(stats));
