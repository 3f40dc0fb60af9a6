/**
 * The daily puzzle: the same for everyone on a given date. The date (YYYY-MM-DD, a real calendar date) picks the
 * difficulty by weekday and is itself the seed, so no server is needed to agree on it.
 */
import { generate, type GeneratedPuzzle } from './generate.js';
import type { Difficulty } from './techniques.js';

/** The difficulty of each weekday, Sunday first: easy early in the week, the hardest on Saturday. */
export const DAILY_DIFFICULTY_BY_WEEKDAY: readonly Difficulty[] = [
  'hard', // Sunday
  'easy', // Monday
  'easy', // Tuesday
  'medium', // Wednesday
  'medium', // Thursday
  'hard', // Friday
  'expert', // Saturday
];

export interface Daily {
  date: string;
  difficulty: Difficulty;
  /** The seed to give generate with the difficulty: `daily:` and the date. */
  seed: string;
}

/** The weekday (0 = Sunday) of a valid YYYY-MM-DD date, or −1 for anything else. */
function weekday(date: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return -1;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1) return -1;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
  if (day > days) return -1;
  // Zeller's congruence for the Gregorian calendar (0 = Saturday), shifted to 0 = Sunday.
  const m = month < 3 ? month + 12 : month;
  const y = month < 3 ? year - 1 : year;
  const k = y % 100;
  const j = Math.floor(y / 100);
  const h = (day + Math.floor((13 * (m + 1)) / 5) + k + Math.floor(k / 4) + Math.floor(j / 4) + 5 * j) % 7;
  return (h + 6) % 7;
}

/** The seed of a date's daily puzzle. Throws a RangeError unless the date is a real YYYY-MM-DD date. */
export function dailySeed(date: string): string {
  if (weekday(date) < 0) throw new RangeError(`Not a YYYY-MM-DD date: ${String(date)}`);
  return `daily:${date}`;
}

/** A date's daily difficulty and seed. Throws a RangeError unless the date is a real YYYY-MM-DD date. */
export function daily(date: string): Daily {
  const day = weekday(date);
  if (day < 0) throw new RangeError(`Not a YYYY-MM-DD date: ${String(date)}`);
  return { date, difficulty: DAILY_DIFFICULTY_BY_WEEKDAY[day]!, seed: `daily:${date}` };
}

/** A date's daily puzzle: daily(date) generated. */
export function dailyPuzzle(date: string): Daily & GeneratedPuzzle {
  const info = daily(date);
  return { ...info, ...generate(info.difficulty, info.seed) };
}
