import { lazy, Suspense, useEffect, useState } from 'react';
import { STORAGE_KEYS, storage } from '../lib/storage';

const LanguageTour = lazy(() => import('./language-tour'));

/** Resolves once the page has loaded and the browser has a quiet moment: the tour never competes with the page. */
function useLoadedAndIdle(enabled: boolean): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let idle: number | undefined;
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === 'function') {
        idle = window.requestIdleCallback(() => setReady(true), { timeout: 2000 });
      } else {
        idle = window.setTimeout(() => setReady(true), 200);
      }
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      if (idle === undefined) return;
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [enabled]);
  return ready;
}

/** The tour's code loads only for visitors who have not seen it yet, once the page has settled. */
export function LanguageTourLoader() {
  const unseen = !storage.get(STORAGE_KEYS.languageTourSeen);
  const ready = useLoadedAndIdle(unseen);
  if (!unseen || !ready) return null;
  return (
    <Suspense fallback={null}>
      <LanguageTour />
    </Suspense>
  );
}
