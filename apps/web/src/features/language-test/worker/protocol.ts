import type { BenchmarkResult } from '@site/contracts';

/** Page → worker: run one round at a scale. */
export interface WorkerRequest {
  id: number;
  scale: number;
  /** The result's `language` (the page has the contracts; the worker does without them). */
  language: string;
}

/** Worker → page: the round's result, or why it could not run. */
export type WorkerResponse = { id: number; result: BenchmarkResult } | { id: number; error: string };
