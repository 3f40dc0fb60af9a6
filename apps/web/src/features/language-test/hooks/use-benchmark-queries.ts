import type { BenchmarkEngine } from '@site/contracts';
import { useQuery } from '@tanstack/react-query';
import { fetchEngines, fetchSource } from '../../../api/benchmark';

/** The server engines, their versions and the limits (changes only when the server restarts). */
export function useEngines() {
  return useQuery({
    queryKey: ['benchmark', 'engines'],
    queryFn: ({ signal }) => fetchEngines(signal),
    staleTime: 5 * 60_000,
  });
}

/** An engine's program files, fetched when its source dialog opens. */
export function useEngineSource(engine: BenchmarkEngine) {
  return useQuery({
    queryKey: ['benchmark', 'source', engine],
    queryFn: ({ signal }) => fetchSource(engine, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
