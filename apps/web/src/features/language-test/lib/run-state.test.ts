import type { BenchmarkEngine } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { initialRunState, isRunning, isSettled, ranking, runReducer, summaryOf, type RunAction } from './run-state';
import { benchmarkResult as result } from './test-results';

const apply = (actions: RunAction[]) => actions.reduce(runReducer, initialRunState());
const start = (repeat = 1, unavailable = {}): RunAction => ({ type: 'start', scale: 100, repeat, unavailable });

describe('runReducer', () => {
  it('starts idle with nothing to summarise', () => {
    const state = initialRunState();
    expect(isRunning(state)).toBe(false);
    expect(isSettled(state)).toBe(false);
    expect(summaryOf(state)).toBeNull();
  });

  it('queues every engine, and puts the ones the server lists as missing offline without a request', () => {
    const state = apply([start(1, { php: 'php is not installed' })]);
    expect(state.engines.browser.status).toBe('queued');
    expect(state.engines.php).toMatchObject({
      status: 'offline',
      failure: { kind: 'unavailable', detail: 'php is not installed' },
    });
    expect(isRunning(state)).toBe(true);
  });

  it('stays running until every repeat is in, then is done', () => {
    let state = apply([
      start(3),
      { type: 'running', engine: 'go' },
      { type: 'result', engine: 'go', result: result('go', 1) },
    ]);
    expect(state.engines.go.status).toBe('running');
    state = runReducer(state, { type: 'result', engine: 'go', result: result('go', 2) });
    state = runReducer(state, { type: 'result', engine: 'go', result: result('go', 3) });
    expect(state.engines.go.status).toBe('done');
    expect(state.engines.go.runs).toHaveLength(3);
  });

  it('marks a checksum error as an error that keeps its result but is never ranked', () => {
    const state = apply([start(), { type: 'result', engine: 'cpp', result: result('cpp', 1, false) }]);
    expect(state.engines.cpp).toMatchObject({ status: 'error', failure: { kind: 'checksum', tasks: ['primes'] } });
    expect(state.engines.cpp.runs).toHaveLength(1);
    expect(ranking(state).map((entry) => entry.engine)).not.toContain('cpp');
  });

  it('summarises once all seven have settled, ranking only correct results', () => {
    const actions: RunAction[] = [start()];
    const times: Partial<Record<BenchmarkEngine, number>> = { browser: 0.5, nodejs: 0.4, cpp: 0.05, go: 0.1 };
    for (const [engine, time] of Object.entries(times)) {
      actions.push({
        type: 'result',
        engine: engine as BenchmarkEngine,
        result: result(engine as BenchmarkEngine, time),
      });
    }
    actions.push({ type: 'failed', engine: 'python', failure: { kind: 'http', status: 500 } });
    actions.push({ type: 'failed', engine: 'php', failure: { kind: 'network' } });
    let state = apply(actions);
    expect(isSettled(state)).toBe(false);
    expect(summaryOf(state)).toBeNull();

    state = runReducer(state, { type: 'result', engine: 'dotnet', result: result('dotnet', 1, false) });
    expect(state.engines.python.status).toBe('error');
    expect(state.engines.php.status).toBe('offline');
    expect(isSettled(state)).toBe(true);
    expect(isRunning(state)).toBe(false);
    expect(ranking(state).map((entry) => [entry.engine, entry.rank])).toEqual([
      ['cpp', 1],
      ['go', 2],
      ['nodejs', 3],
      ['browser', 4],
    ]);
    const summary = summaryOf(state);
    expect(summary).toMatchObject({ kind: 'compared', winner: { engine: 'cpp' }, slowest: { engine: 'browser' } });
    if (summary?.kind === 'compared') expect(summary.factor).toBeCloseTo(10, 10);
  });

  it('says the service is unavailable when every engine failed', () => {
    const failed: RunAction[] = (['browser', 'nodejs', 'python', 'cpp', 'php', 'dotnet', 'go'] as const).map(
      (engine) => ({ type: 'failed', engine, failure: { kind: 'network' } }),
    );
    expect(summaryOf(apply([start(), ...failed]))).toEqual({ kind: 'unavailable' });
  });

  it('a new round clears the previous results', () => {
    const state = apply([start(), { type: 'result', engine: 'go', result: result('go', 1) }, start()]);
    expect(state.engines.go).toEqual({ status: 'queued', runs: [], failure: null });
  });
});
