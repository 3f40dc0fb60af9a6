/** Handlers by event name, typed as an element's events are. */
export type ElementListeners = { [K in keyof HTMLElementEventMap]?: (event: HTMLElementEventMap[K]) => void };

/** Adds each of `listeners` to `target` and returns what removes them all again (an effect's cleanup). */
export function listen(target: HTMLElement, listeners: ElementListeners): () => void {
  const entries = Object.entries(listeners) as [string, EventListener][];
  for (const [type, listener] of entries) target.addEventListener(type, listener);
  return () => {
    for (const [type, listener] of entries) target.removeEventListener(type, listener);
  };
}
