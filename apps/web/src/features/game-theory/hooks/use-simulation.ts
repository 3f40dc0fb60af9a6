import { useCallback, useEffect, useRef, useState } from 'react';
import type { SimResult, SimSettings } from '../lib/simulate';
import { SimCancelled, startSimulation, type SimRun } from '../worker/sim-client';

export type SimStatus = 'idle' | 'running' | 'done' | 'cancelled' | 'failed';

export interface SimulationState {
  readonly status: SimStatus;
  /** 0–1 while running. */
  readonly progress: number;
  /** The settings of the run shown (running or finished). */
  readonly settings: SimSettings | null;
  /** Shares and maps received so far (all of them once done). */
  readonly shares: readonly (readonly number[])[];
  readonly assignments: readonly Uint8Array[];
  readonly result: SimResult | null;
  readonly error: string | null;
}

const IDLE: SimulationState = {
  status: 'idle',
  progress: 0,
  settings: null,
  shares: [],
  assignments: [],
  result: null,
  error: null,
};

/**
 * A simulation in a Web Worker: start (which cancels a run under way), cancel, and what it reported so far. The
 * generations that arrive between two frames are shown together.
 */
export function useSimulation() {
  const [state, setState] = useState<SimulationState>(IDLE);
  const run = useRef<SimRun | null>(null);
  const frame = useRef(0);

  useEffect(
    () => () => {
      run.current?.cancel();
      cancelAnimationFrame(frame.current);
    },
    [],
  );

  const start = useCallback((settings: SimSettings) => {
    run.current?.cancel();
    cancelAnimationFrame(frame.current);
    const pending = { progress: 0, shares: [] as number[][], assignments: [] as Uint8Array[] };
    setState({ ...IDLE, status: 'running', settings });
    const flush = () => {
      frame.current = 0;
      setState((previous) =>
        previous.settings === settings && previous.status === 'running'
          ? {
              ...previous,
              progress: pending.progress,
              shares: [...previous.shares, ...pending.shares.splice(0)],
              assignments: [...previous.assignments, ...pending.assignments.splice(0)],
            }
          : previous,
      );
    };
    const current = startSimulation(settings, (event) => {
      if (event.type === 'progress') pending.progress = event.done / Math.max(1, event.total);
      else {
        pending.shares.push(event.shares);
        pending.assignments.push(event.assignment);
      }
      frame.current ||= requestAnimationFrame(flush);
    });
    run.current = current;
    current.done.then(
      (result) => {
        if (run.current !== current) return;
        cancelAnimationFrame(frame.current);
        frame.current = 0;
        setState({
          ...IDLE,
          status: 'done',
          progress: 1,
          settings,
          shares: result.shares,
          assignments: result.assignments,
          result,
        });
      },
      (error: unknown) => {
        if (run.current !== current) return;
        cancelAnimationFrame(frame.current);
        frame.current = 0;
        setState((previous) => ({
          ...previous,
          status: error instanceof SimCancelled ? 'cancelled' : 'failed',
          error: error instanceof Error ? error.message : String(error),
        }));
      },
    );
  }, []);

  const cancel = useCallback(() => run.current?.cancel(), []);

  return { ...state, start, cancel };
}
