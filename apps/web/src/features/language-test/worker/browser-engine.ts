import { ENGINE_LANGUAGES, type BenchmarkResult } from '@site/contracts';
import type { WorkerRequest, WorkerResponse } from './protocol';

export class WorkerFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WorkerFailure';
  }
}

export interface BrowserEngine {
  /** One round in the worker; rejects with WorkerFailure when the worker cannot run it. */
  run(scale: number): Promise<BenchmarkResult>;
  /** Stops the worker (a round in progress cannot be interrupted otherwise). */
  terminate(): void;
}

/**
 * The browser engine of the page. The worker starts with the first round and is kept for the next ones,
 * so that only the first round in a visit is cold, like a server engine after its first run.
 */
export function createBrowserEngine(): BrowserEngine {
  let worker: Worker | null = null;
  let nextId = 0;
  const pending = new Map<number, { resolve: (result: BenchmarkResult) => void; reject: (error: Error) => void }>();

  const failAll = (message: string) => {
    for (const { reject } of pending.values()) reject(new WorkerFailure(message));
    pending.clear();
  };

  const start = (): Worker => {
    const created = new Worker(new URL('./benchmark.worker.ts', import.meta.url), { type: 'module' });
    created.onmessage = (event: MessageEvent<WorkerResponse>) => {
      const response = event.data;
      const waiting = pending.get(response.id);
      if (!waiting) return;
      pending.delete(response.id);
      if ('result' in response) waiting.resolve(response.result);
      else waiting.reject(new WorkerFailure(response.error));
    };
    // A worker that fails to load or crashes is replaced on the next round.
    created.onerror = (event) => {
      event.preventDefault();
      failAll(event.message || 'The benchmark worker stopped.');
      created.terminate();
      if (worker === created) worker = null;
    };
    return created;
  };

  return {
    run(scale) {
      return new Promise<BenchmarkResult>((resolve, reject) => {
        try {
          worker ??= start();
        } catch (error) {
          reject(new WorkerFailure(error instanceof Error ? error.message : String(error)));
          return;
        }
        const id = nextId++;
        pending.set(id, { resolve, reject });
        const request: WorkerRequest = { id, scale, language: ENGINE_LANGUAGES.browser };
        worker.postMessage(request);
      });
    },
    terminate() {
      worker?.terminate();
      worker = null;
      failAll('The benchmark worker was stopped.');
    },
  };
}
