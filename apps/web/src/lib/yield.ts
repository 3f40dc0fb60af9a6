/**
 * Resolves in a later task of the browser: work after it runs apart from the work before it, so that
 * a slow phone can paint and respond in between instead of running both as one long task.
 * `scheduler.yield()` where the browser has it (the continuation goes first in the queue), else a timer.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
