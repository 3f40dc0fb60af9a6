import { startTransition, useEffect, useState } from 'react';

/**
 * False for the first paint, then true as soon as the browser is idle (at most ~300 ms later): the
 * page's lower sections start loading then, so that they never compete with the hero.
 */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => startTransition(() => setReady(true)), { timeout: 300 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(() => startTransition(() => setReady(true)), 50);
    return () => window.clearTimeout(id);
  }, []);
  return ready;
}
