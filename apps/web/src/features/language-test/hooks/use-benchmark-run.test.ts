import type { BenchmarkEngine, BenchmarkResult } from '@site/contracts';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { summaryOf } from '../lib/run-state';
import { useBenchmarkRun } from './use-benchmark-run';
import { benchmarkResult as result } from '../lib/test-results';

const runServerEngine = vi.hoisted(() => vi.fn());
vi.mock('../../../api/benchmark', () => ({ runServerEngine }));
const browserRun = vi.hoisted(() => vi.fn());
const terminate = vi.hoisted(() => vi.fn());
vi.mock('../worker/browser-engine', () => ({
  createBrowserEngine: () => ({ run: browserRun, terminate }),
  WorkerFailure: class WorkerFailure extends Error {},
}));

afterEach(() => vi.clearAllMocks());

describe('useBenchmarkRun', () => {
  it('runs the browser first, then each server engine one at a time, skipping the unavailable ones', async () => {
    const calls: string[] = [];
    let inFlight = 0;
    let maxInFlight = 0;
    const track = async (engine: BenchmarkEngine) => {
      calls.push(engine);
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 1));
      inFlight -= 1;
      return result(engine, engine === 'cpp' ? 0.01 : 0.1);
    };
    browserRun.mockImplementation(() => track('browser'));
    runServerEngine.mockImplementation((engine: BenchmarkEngine) => track(engine));

    const { result: hook } = renderHook(() => useBenchmarkRun());
    await act(() => hook.current.start({ scale: 100, repeat: 1, unavailable: { php: undefined }, timeoutMs: 35_000 }));

    expect(calls).toEqual(['browser', 'nodejs', 'python', 'cpp', 'dotnet', 'go']);
    expect(maxInFlight).toBe(1);
    expect(runServerEngine).toHaveBeenCalledWith('python', 100, expect.objectContaining({ timeoutMs: 35_000 }));
    expect(hook.current.running).toBe(false);
    expect(hook.current.state.engines.php.status).toBe('offline');
    expect(summaryOf(hook.current.state)).toMatchObject({ kind: 'compared', winner: { engine: 'cpp' } });
  });

  it('repeats each engine and stops repeating at its first failure', async () => {
    browserRun.mockResolvedValue(result('browser', 0.1));
    runServerEngine.mockImplementation(async (engine: BenchmarkEngine) => {
      if (engine === 'python') throw new ApiError('http', 500, 'HTTP 500');
      if (engine === 'go') throw new ApiError('network', 0, 'Network error');
      return result(engine, 0.1);
    });

    const { result: hook } = renderHook(() => useBenchmarkRun());
    await act(() => hook.current.start({ scale: 100, repeat: 3, unavailable: {}, timeoutMs: 35_000 }));

    const perEngine = (engine: string) => runServerEngine.mock.calls.filter(([name]) => name === engine).length;
    expect(browserRun).toHaveBeenCalledTimes(3);
    expect(perEngine('nodejs')).toBe(3);
    expect(perEngine('python')).toBe(1);
    expect(perEngine('go')).toBe(1);
    const { engines } = hook.current.state;
    expect(engines.nodejs).toMatchObject({ status: 'done' });
    expect(engines.nodejs.runs).toHaveLength(3);
    expect(engines.python).toMatchObject({ status: 'error', failure: { kind: 'http', status: 500 } });
    expect(engines.go).toMatchObject({ status: 'offline', failure: { kind: 'network' } });
  });

  it('ignores a second start while a round runs, and stops the worker when the page goes away', async () => {
    let release: () => void = () => undefined;
    browserRun.mockImplementation(
      () => new Promise<BenchmarkResult>((resolve) => (release = () => resolve(result('browser', 0.1)))),
    );
    runServerEngine.mockImplementation(async (engine: BenchmarkEngine) => result(engine, 0.1));
    const { result: hook, unmount } = renderHook(() => useBenchmarkRun());

    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = hook.current.start({ scale: 100, repeat: 1, unavailable: {}, timeoutMs: 35_000 });
    });
    await waitFor(() => expect(hook.current.running).toBe(true));
    await act(() => hook.current.start({ scale: 200, repeat: 1, unavailable: {}, timeoutMs: 35_000 }));
    expect(browserRun).toHaveBeenCalledTimes(1);
    expect(hook.current.state.scale).toBe(100);

    unmount();
    expect(terminate).toHaveBeenCalled();
    release();
    await first;
    expect(runServerEngine).not.toHaveBeenCalled();
  });
});
