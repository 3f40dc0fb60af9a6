import { benchmarkApi, type BenchmarkEngine, type ServerEngine } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../lib/api-client';

export const benchmarkKeys = {
  all: ['benchmark'] as const,
  engines: () => [...benchmarkKeys.all, 'engines'] as const,
  source: (engine: BenchmarkEngine) => [...benchmarkKeys.all, 'source', engine] as const,
};

/** The server engines, their toolchains and the run limits (they change only when the server restarts). */
export const enginesQuery = () =>
  queryOptions({
    queryKey: benchmarkKeys.engines(),
    queryFn: ({ signal }) => call(benchmarkApi.engines, {}, { signal }),
    staleTime: 5 * 60_000,
  });

/** One run of a server engine; `timeoutMs` allows for the server's queue (see runTimeoutMs). */
export function runServerEngine(
  engine: ServerEngine,
  scale: number,
  options: { signal: AbortSignal; timeoutMs: number },
) {
  return call(benchmarkApi.run, { params: { engine }, query: { scale } }, options);
}

/** An engine's program files (they change only when the server is redeployed). */
export const engineSourceQuery = (engine: BenchmarkEngine) =>
  queryOptions({
    queryKey: benchmarkKeys.source(engine),
    queryFn: ({ signal }) => call(benchmarkApi.source, { params: { engine } }, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
