// The browser engine: the same task code the Node.js engine runs on the server (@site/benchmark), here in
// a Web Worker so that the page keeps responding while it computes.
import { formatOps, referenceChecksum, runTasks } from '@site/benchmark';
import { browserVersion, buildBrowserResult } from '../lib/browser-result';
import type { WorkerRequest, WorkerResponse } from './protocol';

/** The worker's global scope, typed by hand: the app compiles with the DOM library, not the worker one. */
interface WorkerScope {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(message: WorkerResponse): void;
}
const scope = self as unknown as WorkerScope;
/** Rounds run by this worker: the first one meets code the JavaScript engine has not optimised yet. */
let rounds = 0;

scope.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const { id, scale, language } = event.data;
  let response: WorkerResponse;
  try {
    const started = performance.now();
    const tasks = runTasks(scale);
    const processSeconds = (performance.now() - started) / 1000;
    response = {
      id,
      result: buildBrowserResult({
        scale,
        language,
        tasks,
        // The references are computed outside the timed round (and cached per scale).
        reference: referenceChecksum,
        formatOps,
        version: browserVersion(navigator.userAgent),
        cold: rounds === 0,
        processSeconds,
      }),
    };
  } catch (error) {
    response = { id, error: error instanceof Error ? error.message : String(error) };
  }
  rounds += 1;
  scope.postMessage(response);
};
