import { z } from 'zod';
import {
  SERVER_ENGINES,
  BENCHMARK_ENGINES,
  BENCHMARK_TASKS,
  BENCHMARK_SCALE,
  BENCHMARK_ERRORS,
} from './benchmark.values.js';

export const benchmarkQuerySchema = z.object({
  scale: z.coerce
    .number({ error: BENCHMARK_ERRORS.scaleInvalid })
    .int(BENCHMARK_ERRORS.scaleInvalid)
    .min(BENCHMARK_SCALE.min, BENCHMARK_ERRORS.scaleInvalid)
    .max(BENCHMARK_SCALE.max, BENCHMARK_ERRORS.scaleInvalid)
    .multipleOf(BENCHMARK_SCALE.step, BENCHMARK_ERRORS.scaleInvalid)
    .default(BENCHMARK_SCALE.default),
});

export const benchmarkTaskResultSchema = z.object({
  name: z.enum(BENCHMARK_TASKS),
  seconds: z.number().nonnegative(),
  operations: z.number().int().nonnegative(),
  checksum: z.number(),
  /** The reference checksum for this task at this scale. */
  expected: z.number(),
  ok: z.boolean(),
});

/** One engine's run (with versions, per-task figures and checksums). */
export const benchmarkResultSchema = z
  .object({
    engine: z.enum(BENCHMARK_ENGINES),
    language: z.string(),
    /** The runtime or compiler that ran it, as it reports itself (e.g. "Python 3.11.2", "go1.19.8"). */
    version: z.string(),
    scale: z.number().int(),
    totalTimeSeconds: z.number().nonnegative(),
    totalOperations: z.number().int().nonnegative(),
    operationsPerSecond: z.number().nonnegative(),
    /** Short human form of operationsPerSecond, e.g. "12.4M ops/s". */
    opsFormatted: z.string(),
    tasks: z.array(benchmarkTaskResultSchema),
    /** First run of this engine since the server started (includes a compile for C++, Go and C#). */
    cold: z.boolean(),
    /** Wall time of the whole child process, start to exit, as the server measured it. */
    processSeconds: z.number().nonnegative().optional(),
    /** Set when a checksum differs from the reference: the result is an error and is never ranked. */
    error: z.string().optional(),
  })
  .meta({ id: 'BenchmarkResult' });

export const benchmarkEngineInfoSchema = z.object({
  engine: z.enum(SERVER_ENGINES),
  language: z.string(),
  available: z.boolean(),
  /** The toolchain's version when it is available; why not otherwise. */
  version: z.string().optional(),
  detail: z.string().optional(),
});
export const benchmarkEnginesResponseSchema = z.object({
  data: z.array(benchmarkEngineInfoSchema),
  limits: z.object({
    timeoutSeconds: z.number(),
    queuePerEngine: z.number().int(),
    concurrentRuns: z.number().int(),
    perMinutePerIp: z.number().int(),
  }),
});

export const benchmarkSourceSchema = z.object({
  engine: z.enum(BENCHMARK_ENGINES),
  language: z.string(),
  files: z.array(z.object({ filename: z.string(), code: z.string() })),
});

export type BenchmarkQuery = z.input<typeof benchmarkQuerySchema>;
export type BenchmarkTaskResult = z.infer<typeof benchmarkTaskResultSchema>;
export type BenchmarkResult = z.infer<typeof benchmarkResultSchema>;
export type BenchmarkEngineInfo = z.infer<typeof benchmarkEngineInfoSchema>;
export type BenchmarkEnginesResponse = z.infer<typeof benchmarkEnginesResponseSchema>;
export type BenchmarkSource = z.infer<typeof benchmarkSourceSchema>;
