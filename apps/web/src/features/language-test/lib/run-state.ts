import { BENCHMARK_ENGINES, type BenchmarkEngine, type BenchmarkResult } from '@site/contracts';
import { failureOfResult, failureStatus, type EngineFailure } from './failure';
import { rankEngines, summarize, type BenchmarkSummary, type RankedEngine } from './ranking';
import { aggregateRuns, type RunAggregate } from './repeats';

/** idle (not run yet), queued (waiting for its turn), running, then done, error or offline. */
export type EngineStatus = 'idle' | 'queued' | 'running' | 'done' | 'error' | 'offline';

export interface EngineRun {
  status: EngineStatus;
  /** The runs of the current round so far (a result with a checksum error included, for its breakdown). */
  runs: BenchmarkResult[];
  failure: EngineFailure | null;
}

export interface RunState {
  /** Scale and repeat count of the current (or last) round; null before the first. */
  scale: number | null;
  repeat: number;
  engines: Record<BenchmarkEngine, EngineRun>;
}

export type RunAction =
  | {
      type: 'start';
      scale: number;
      repeat: number;
      /** Engines the server lists as not installed, with its reason: offline without a request. */
      unavailable: Partial<Record<BenchmarkEngine, string | undefined>>;
    }
  | { type: 'running'; engine: BenchmarkEngine }
  | { type: 'result'; engine: BenchmarkEngine; result: BenchmarkResult }
  | { type: 'failed'; engine: BenchmarkEngine; failure: EngineFailure };

const idleEngine = (): EngineRun => ({ status: 'idle', runs: [], failure: null });

export function initialRunState(): RunState {
  return {
    scale: null,
    repeat: 1,
    engines: Object.fromEntries(BENCHMARK_ENGINES.map((engine) => [engine, idleEngine()])) as Record<
      BenchmarkEngine,
      EngineRun
    >,
  };
}

function withEngine(state: RunState, engine: BenchmarkEngine, change: Partial<EngineRun>): RunState {
  return { ...state, engines: { ...state.engines, [engine]: { ...state.engines[engine], ...change } } };
}

export function runReducer(state: RunState, action: RunAction): RunState {
  switch (action.type) {
    case 'start': {
      const engines = {} as Record<BenchmarkEngine, EngineRun>;
      for (const engine of BENCHMARK_ENGINES) {
        const offline = engine in action.unavailable;
        const detail = action.unavailable[engine];
        engines[engine] = offline
          ? {
              status: 'offline',
              runs: [],
              failure: { kind: 'unavailable', ...(detail === undefined ? {} : { detail }) },
            }
          : { status: 'queued', runs: [], failure: null };
      }
      return { scale: action.scale, repeat: action.repeat, engines };
    }
    case 'running':
      return withEngine(state, action.engine, { status: 'running' });
    case 'result': {
      const current = state.engines[action.engine];
      const runs = [...current.runs, action.result];
      const failure = failureOfResult(action.result);
      if (failure) return withEngine(state, action.engine, { status: 'error', runs, failure });
      return withEngine(state, action.engine, { status: runs.length >= state.repeat ? 'done' : 'running', runs });
    }
    case 'failed':
      return withEngine(state, action.engine, { status: failureStatus(action.failure), failure: action.failure });
  }
}

const SETTLED: ReadonlySet<EngineStatus> = new Set(['done', 'error', 'offline']);

export function isRunning(state: RunState): boolean {
  return BENCHMARK_ENGINES.some((engine) => {
    const status = state.engines[engine].status;
    return status === 'queued' || status === 'running';
  });
}

/** Every engine of a started round has settled: the summary can show. */
export function isSettled(state: RunState): boolean {
  return state.scale !== null && BENCHMARK_ENGINES.every((engine) => SETTLED.has(state.engines[engine].status));
}

/** The median run and spread of each engine with runs (errors included: their breakdown still shows). */
export function aggregates(state: RunState): Partial<Record<BenchmarkEngine, RunAggregate>> {
  const result: Partial<Record<BenchmarkEngine, RunAggregate>> = {};
  for (const engine of BENCHMARK_ENGINES) {
    const aggregate = aggregateRuns(state.engines[engine].runs);
    if (aggregate) result[engine] = aggregate;
  }
  return result;
}

/** Ranks of the engines that finished every run with correct checksums. */
export function ranking(state: RunState): RankedEngine[] {
  const entries = BENCHMARK_ENGINES.flatMap((engine) => {
    const run = state.engines[engine];
    const aggregate = run.status === 'done' ? aggregateRuns(run.runs) : undefined;
    return aggregate ? [{ engine, operationsPerSecond: aggregate.result.operationsPerSecond }] : [];
  });
  return rankEngines(entries);
}

/** The round's summary once it has settled; null while engines are still running or before any round. */
export function summaryOf(state: RunState): BenchmarkSummary | null {
  return isSettled(state) ? summarize(ranking(state)) : null;
}
