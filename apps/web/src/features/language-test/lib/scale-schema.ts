import { zodResolver } from '@hookform/resolvers/zod';
import { benchmarkQuerySchema } from '@site/contracts';
import { z } from 'zod';
import { isRepeatCount } from './scale';

// The run form's validation, loaded when the form is first used (lib/lazy-resolver): zod is not part
// of the page's first load.

/** The run form: the contract's scale rule (the server checks the same one) and a repeat count. */
export const benchmarkFormSchema = z.object({
  scale: benchmarkQuerySchema.shape.scale,
  repeat: z.coerce.number().refine(isRepeatCount),
});

/** What the inputs hold (text, coerced by the schema) and what a valid form gives. */
export type BenchmarkFormInput = z.input<typeof benchmarkFormSchema>;
export type BenchmarkFormValues = z.output<typeof benchmarkFormSchema>;

/** The form's resolver: the schema's errors as react-hook-form reports them. */
export const benchmarkFormResolver = zodResolver(benchmarkFormSchema);
