import { benchmarkApi, type BenchmarkEngine } from '@site/contracts';
import { useQuery } from '@tanstack/react-query';
import { engineSourceQuery, enginesQuery } from '../../../api/benchmark';
import { useRenderedInitialData } from '../../../lib/render-data';

/** The server engines, their versions and the limits (the server render's answer first). */
export function useEngines() {
  return useQuery({ ...enginesQuery(), ...useRenderedInitialData(benchmarkApi.engines, {}) });
}

/** An engine's program files, fetched when its source dialog opens. */
export function useEngineSource(engine: BenchmarkEngine) {
  return useQuery(engineSourceQuery(engine));
}
