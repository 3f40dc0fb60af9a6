import type { LanguageCode } from '@site/contracts';
import { formatDecimal } from '../../../lib/number-format';

/** Hero counters: 0 → target over 2000 ms, ease-out, started 500/700/900 ms after they show. */
export const COUNTER_DURATION_MS = 2000;
export const COUNTER_FIRST_DELAY_MS = 500;
export const COUNTER_DELAY_STEP_MS = 200;

/** Start delay of the counter at `index` (0-based): 500, 700, 900 ms… */
export function counterDelay(index: number): number {
  return COUNTER_FIRST_DELAY_MS + COUNTER_DELAY_STEP_MS * index;
}

/** Cubic ease-out: fast at first, slowing down to the target; clamped to [0, 1]. */
export function easeOutCubic(progress: number): number {
  const t = Math.min(1, Math.max(0, progress));
  return 1 - (1 - t) ** 3;
}

/** The counter's value `elapsedMs` after it started, rounded to its decimals; exactly the target at the end. */
export function counterValueAt(
  target: number,
  elapsedMs: number,
  decimals: number,
  durationMs = COUNTER_DURATION_MS,
): number {
  if (elapsedMs >= durationMs) return target;
  if (elapsedMs <= 0) return 0;
  const factor = 10 ** decimals;
  return Math.round(target * easeOutCubic(elapsedMs / durationMs) * factor) / factor;
}

/** The number as the language writes it, with exactly `decimals` fraction digits, then the suffix (7+, 99.9%). */
export function formatCounter(value: number, decimals: number, language: LanguageCode, suffix = ''): string {
  // Not Intl.NumberFormat: its first use on a page is a long task (see formatDecimal), and this runs per frame.
  return `${formatDecimal(value, decimals, language)}${suffix}`;
}
