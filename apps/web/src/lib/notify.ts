import type { ToastOptions } from 'react-toastify';

export type ToastKind = 'success' | 'error' | 'info' | 'warning';

interface PendingToast {
  kind: ToastKind;
  message: string;
  options?: ToastOptions;
}

type Listener = () => void;
const queue: PendingToast[] = [];
const listeners = new Set<Listener>();

/**
 * Shows a toast. The toast library loads on the first call, so pages that never toast never pay for it;
 * toasts raised while it loads are shown as soon as it is ready.
 */
export function notify(kind: ToastKind, message: string, options?: ToastOptions): void {
  queue.push({ kind, message, ...(options ? { options } : {}) });
  listeners.forEach((listener) => listener());
}

/** For the toast host: takes the queued toasts. */
export function drainToasts(): PendingToast[] {
  return queue.splice(0, queue.length);
}

export function hasPendingToasts(): boolean {
  return queue.length > 0;
}

export function onToast(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
