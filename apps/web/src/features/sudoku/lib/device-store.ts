/**
 * A value kept on the device (settings, statistics) that components read with useSyncExternalStore: the server
 * and the hydrating render see the fallback, the browser the stored value from the render after; every change is
 * saved and heard by every reader.
 */
export interface DeviceStore<T> {
  get(): T;
  set(value: T): void;
  subscribe(listener: () => void): () => void;
  /** What the server renders. */
  readonly fallback: T;
}

export function deviceStore<T>(load: () => T, save: (value: T) => void, fallback: T): DeviceStore<T> {
  let value: T | undefined;
  const listeners = new Set<() => void>();
  return {
    fallback,
    get: () => (value ??= load()),
    set(next) {
      value = next;
      save(next);
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
