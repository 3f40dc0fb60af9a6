import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { ROTATE_EVERY_MS, wrap } from './lib/slides';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeMotion(onChange: () => void): () => void {
  const query = window.matchMedia?.(REDUCED_MOTION);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** Whether the visitor asked for reduced motion (false on the server and where matchMedia is missing). */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeMotion,
    () => window.matchMedia?.(REDUCED_MOTION).matches ?? false,
    () => false,
  );
}

/**
 * The current slide of `count`, advancing every 3 s and wrapping, unless `paused` (reduced motion, focus
 * inside). `go(index, wait)` shows a slide and waits `wait` ms before the next automatic step.
 */
export function useSlideRotation(count: number, paused: boolean) {
  const [state, setState] = useState({ index: 0, wait: ROTATE_EVERY_MS, moves: 0 });

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = window.setTimeout(
      () => setState((s) => ({ index: wrap(s.index + 1, count), wait: ROTATE_EVERY_MS, moves: s.moves + 1 })),
      state.wait,
    );
    return () => window.clearTimeout(timer);
  }, [state, paused, count]);

  const go = useCallback(
    (index: number, wait: number) => setState((s) => ({ index: wrap(index, count), wait, moves: s.moves + 1 })),
    [count],
  );
  return { index: state.index, go };
}
