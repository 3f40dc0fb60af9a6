import { BENCHMARK_ERRORS, BENCHMARK_SCALE, benchmarkQuerySchema } from '@site/contracts';
import { z } from 'zod';

/** How many times each engine runs per click; the cards show the median run and the spread. */
export const REPEAT_OPTIONS = [1, 3, 5] as const;
export type RepeatCount = (typeof REPEAT_OPTIONS)[number];

const isRepeatCount = (value: number): value is RepeatCount => (REPEAT_OPTIONS as readonly number[]).includes(value);

/** The run form: the contract's scale rule (the server checks the same one) and a repeat count. */
export const benchmarkFormSchema = z.object({
  scale: benchmarkQuerySchema.shape.scale,
  repeat: z.coerce.number().refine(isRepeatCount),
});

/** What the inputs hold (text, coerced by the schema) and what a valid form gives. */
export type BenchmarkFormInput = z.input<typeof benchmarkFormSchema>;
export type BenchmarkFormValues = z.output<typeof benchmarkFormSchema>;

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
