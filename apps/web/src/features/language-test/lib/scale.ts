import { BENCHMARK_ERRORS, BENCHMARK_SCALE } from '@site/contracts';
import type { BenchmarkFormInput } from './scale-schema';

export type { BenchmarkFormInput, BenchmarkFormValues } from './scale-schema';

/** How many times each engine runs per click; the cards show the median run and the spread. */
export const REPEAT_OPTIONS = [1, 3, 5] as const;
export type RepeatCount = (typeof REPEAT_OPTIONS)[number];

export const isRepeatCount = (value: number): value is RepeatCount =>
  (REPEAT_OPTIONS as readonly number[]).includes(value);

export const DEFAULT_FORM: BenchmarkFormInput = { scale: String(BENCHMARK_SCALE.default), repeat: '1' };

/** The translation key (`errors.<key>`) of a contract validation message, if it is one. */
export function scaleErrorKey(message: string | undefined): keyof typeof BENCHMARK_ERRORS | undefined {
  if (!message) return undefined;
  return (Object.keys(BENCHMARK_ERRORS) as (keyof typeof BENCHMARK_ERRORS)[]).find(
    (key) => BENCHMARK_ERRORS[key] === message,
  );
}

/** Whether a typed scale is allowed but large enough to risk time-outs or memory trouble. */
export function scaleNeedsWarning(value: unknown): boolean {
  if (typeof value !== 'string' && typeof value !== 'number') return false;
  const scale = Number(value);
  return value !== '' && Number.isFinite(scale) && scale > BENCHMARK_SCALE.warnAbove && scale <= BENCHMARK_SCALE.max;
}
