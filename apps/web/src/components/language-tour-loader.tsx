import { createElement, useEffect, useState, type ReactElement } from 'react';
import { STORAGE_KEYS, storage } from '../lib/storage';

/**
 * The tour's component once the page has loaded and the tour is prepared (prepareTour), for a visitor who
 * has not seen it. It is rendered as it is, not through React.lazy: a lazy component suspends once more
 * and React holds a revealed Suspense boundary back for 300 ms.
 */
function useTour(enabled: boolean): ReactElement | null {
  const [tour, setTour] = useState<ReactElement | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let cancel = () => {};
    let stopped = false;
    // The preparing code is fetched with the page's other late parts, not in its first script.
    const start = () =>
      void import('./language-tour-prepare').then(({ prepareTour }) => {
        if (!stopped) cancel = prepareTour((component) => setTour(createElement(component)));
      });
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      stopped = true;
      window.removeEventListener('load', start);
      cancel();
    };
  }, [enabled]);
  return tour;
}

/** The tour's code loads only for visitors who have not seen it yet, once the page has settled. */
export function LanguageTourLoader() {
  const unseen = !storage.get(STORAGE_KEYS.languageTourSeen);
  const tour = useTour(unseen);
  return unseen ? tour : null;
}
