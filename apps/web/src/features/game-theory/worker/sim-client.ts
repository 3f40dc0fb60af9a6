import type { SimEvent, SimResult, SimSettings } from '../lib/simulate';
import type { SimRequest, SimResponse } from './protocol';

export interface SimRun {
  /** Settles with the result; rejects when the worker fails or the run is cancelled. */
  readonly done: Promise<SimResult>;
  /** Ends the worker at once (a run cannot be interrupted otherwise). */
  cancel(): void;
}

export class SimCancelled extends Error {
  constructor() {
    super('cancelled');
    this.name = 'SimCancelled';
  }
}

/** Starts a run in its own module worker; `onEvent` hears its progress and generations. */
export function startSimulation(settings: SimSettings, onEvent: (event: SimEvent) => void): SimRun {
  const worker = new Worker(new URL('./sim.worker.ts', import.meta.url), { type: 'module' });
  let settle: { resolve: (result: SimResult) => void; reject: (error: Error) => void } | null = null;
  const done = new Promise<SimResult>((resolve, reject) => (settle = { resolve, reject }));
  const finish = (outcome: { result: SimResult } | { error: Error }) => {
    worker.terminate();
    const waiting = settle;
    settle = null;
    if (!waiting) return;
    if ('result' in outcome) waiting.resolve(outcome.result);
    else waiting.reject(outcome.error);
  };
  worker.onmessage = (event: MessageEvent<SimResponse>) => {
    const message = event.data;
    if (message.type === 'done') finish({ result: message.result });
    else if (message.type === 'error') finish({ error: new Error(message.message) });
    else onEvent(message);
  };
  worker.onerror = (event) => {
    event.preventDefault();
    finish({ error: new Error(event.message || 'The simulation worker stopped.') });
  };
  const request: SimRequest = { id: 1, settings };
  worker.postMessage(request);
  return { done, cancel: () => finish({ error: new SimCancelled() }) };
}
