import { simulate } from '../lib/simulate';
import type { SimRequest, SimResponse } from './protocol';

/** The worker's global scope, typed by hand: the app compiles with the DOM library, not the worker one. */
interface WorkerScope {
  onmessage: ((event: MessageEvent<SimRequest>) => void) | null;
  postMessage(message: SimResponse): void;
}
const scope = self as unknown as WorkerScope;

// Runs one simulation per request and reports as it goes; the page cancels a run by ending the worker.
scope.onmessage = (event: MessageEvent<SimRequest>) => {
  const { id, settings } = event.data;
  const post = (message: SimResponse) => scope.postMessage(message);
  try {
    // Progress is reported at most once per percent: the round robin reports 195 rows, a run up to 500 generations.
    let lastPercent = -1;
    const result = simulate(settings, (simEvent) => {
      if (simEvent.type === 'progress') {
        const percent = Math.floor((simEvent.done / Math.max(1, simEvent.total)) * 100);
        if (percent === lastPercent) return;
        lastPercent = percent;
      }
      post({ ...simEvent, id });
    });
    post({ id, type: 'done', result });
  } catch (error) {
    post({ id, type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
};
