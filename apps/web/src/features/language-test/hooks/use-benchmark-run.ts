import { BENCHMARK_ENGINES, type BenchmarkEngine } from '@site/contracts';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { runServerEngine } from '../../../api/benchmark';
import { failureOfError, failureOfResult, type EngineFailure } from '../lib/failure';
import { initialRunState, isRunning, runReducer } from '../lib/run-state';
import { createBrowserEngine, WorkerFailure, type BrowserEngine } from '../worker/browser-engine';

export interface RoundOptions {
  scale: number;
  repeat: number;
  /** Engines the server lists as not installed (with its reason): not requested. */
  unavailable: Partial<Record<BenchmarkEngine, string | undefined>>;
  /** The page's limit for one server run (see runTimeoutMs). */
  timeoutMs: number;
}

/**
 * Runs a round: every engine in turn, one request at a time, each repeated `repeat` times. The browser
 * engine goes first, in its worker: it needs no network and the visitor sees a result at once; then the
 * six server engines one after the other, so that no two runs compete for a CPU (the visitor's or the
 * server's; in development both are the same machine). An engine stops repeating at its first failure.
 */
export function useBenchmarkRun() {
  const [state, dispatch] = useReducer(runReducer, undefined, initialRunState);
  const browserRef = useRef<BrowserEngine | null>(null);
  const abortRef = useRef<AbortController | null>(null);
  const activeRef = useRef(false);

  useEffect(
    () => () => {
      abortRef.current?.abort();
      browserRef.current?.terminate();
      browserRef.current = null;
    },
    [],
  );

  const start = useCallback(async ({ scale, repeat, unavailable, timeoutMs }: RoundOptions) => {
    if (activeRef.current) return;
    activeRef.current = true;
    const controller = new AbortController();
    abortRef.current = controller;
    const { signal } = controller;
    dispatch({ type: 'start', scale, repeat, unavailable });
    try {
      for (const engine of BENCHMARK_ENGINES) {
        if (engine in unavailable) continue;
        dispatch({ type: 'running', engine });
        for (let run = 0; run < repeat; run++) {
          let failure: EngineFailure | null;
          try {
            const result =
              engine === 'browser'
                ? await (browserRef.current ??= createBrowserEngine()).run(scale)
                : await runServerEngine(engine, scale, { signal, timeoutMs });
            if (signal.aborted) return;
            dispatch({ type: 'result', engine, result });
            failure = failureOfResult(result);
          } catch (error) {
            if (signal.aborted) return;
            failure = error instanceof WorkerFailure ? { kind: 'worker' } : failureOfError(error, timeoutMs);
            dispatch({ type: 'failed', engine, failure });
          }
          if (failure) break;
        }
      }
    } finally {
      activeRef.current = false;
    }
  }, []);

  return { state, start, running: isRunning(state) };
}
