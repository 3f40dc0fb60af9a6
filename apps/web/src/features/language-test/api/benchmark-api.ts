import {
  benchmarkEnginesResponseSchema,
  benchmarkResultSchema,
  benchmarkSourceSchema,
  type BenchmarkEngine,
  type ServerEngine,
} from '@site/contracts';
import { request } from '../../../lib/api-client';

export function fetchEngines(signal?: AbortSignal) {
  return request('/perf/engines', { schema: benchmarkEnginesResponseSchema, ...(signal ? { signal } : {}) });
}

/** One run of a server engine; `timeoutMs` allows for the server's queue (see runTimeoutMs). */
export function runServerEngine(
  engine: ServerEngine,
  scale: number,
  options: { signal: AbortSignal; timeoutMs: number },
) {
  return request(`/perf/${engine}/benchmark?scale=${scale}`, { schema: benchmarkResultSchema, ...options });
}

export function fetchSource(engine: BenchmarkEngine, signal?: AbortSignal) {
  return request(`/perf/${engine}/source`, { schema: benchmarkSourceSchema, ...(signal ? { signal } : {}) });
}
