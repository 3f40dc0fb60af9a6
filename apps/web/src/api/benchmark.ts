import { benchmarkApi, type BenchmarkEngine, type ServerEngine } from '@site/contracts';
import { call } from '../lib/api-client';

/** The server engines, their toolchains and the run limits. */
export function fetchEngines(signal?: AbortSignal) {
  return call(benchmarkApi.engines, {}, { signal });
}

/** One run of a server engine; `timeoutMs` allows for the server's queue (see runTimeoutMs). */
export function runServerEngine(
  engine: ServerEngine,
  scale: number,
  options: { signal: AbortSignal; timeoutMs: number },
) {
  return call(benchmarkApi.run, { params: { engine }, query: { scale } }, options);
}

export function fetchSource(engine: BenchmarkEngine, signal?: AbortSignal) {
  return call(benchmarkApi.source, { params: { engine } }, { signal });
}
