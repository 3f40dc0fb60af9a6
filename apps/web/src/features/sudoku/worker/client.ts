import type { SudokuTask, TaskResult, WorkerRequest, WorkerResponse } from './protocol';

let worker: Worker | null = null;
let nextId = 1;
const waiting = new Map<number, { resolve: (result: TaskResult) => void; reject: (error: Error) => void }>();

function failAll(error: Error) {
  for (const { reject } of waiting.values()) reject(error);
  waiting.clear();
  worker?.terminate();
  worker = null;
}

/** The one engine worker, started on the first task (the engine is never part of the page's first load). */
function engine(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL('./sudoku.worker.ts', import.meta.url), { type: 'module' });
  started.onmessage = (event: MessageEvent<WorkerResponse>) => {
    const message = event.data;
    const pending = waiting.get(message.id);
    if (!pending) return;
    waiting.delete(message.id);
    if ('result' in message) pending.resolve(message.result);
    else pending.reject(new Error(message.error));
  };
  started.onerror = (event) => {
    event.preventDefault();
    failAll(new Error(event.message || 'The Sudoku worker stopped.'));
  };
  worker = started;
  return started;
}

/** Runs a task in the engine's worker; tasks answer in the order they were asked. */
export function runTask(task: SudokuTask): Promise<TaskResult> {
  const id = nextId++;
  return new Promise<TaskResult>((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    const request: WorkerRequest = { id, task };
    engine().postMessage(request);
  });
}
