import { LANGUAGES } from '@site/contracts';
import { lazy, Suspense, useEffect, useState } from 'react';
import { STORAGE_KEYS, storage } from '../lib/storage';

const LanguageTour = lazy(() => import('./language-tour'));

/** Runs `run` in the browser's next quiet moment (at the latest after `timeout` ms); returns a cancel. */
function whenIdle(run: () => void, timeout: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(run, 50);
  return () => window.clearTimeout(timer);
}

/**
 * Lays out each language's native name once, out of sight, each in its own quiet moment, then calls
 * `done`. The first text of a script on a page (Chinese, Korean, Arabic…) makes the browser look for a
 * font that can draw it; ten scripts met in one layout made opening the tour a long task on a slow
 * phone (≈ 140 ms at a 4× slower CPU, ≈ 55 ms once the fonts are found, each step under 25 ms).
 */
export function primeLanguageFonts(done: () => void, timeout = 1000): () => void {
  let index = 0;
  let cancel = () => {};
  const step = () => {
    const language = LANGUAGES[index++];
    if (!language) return done();
    const probe = document.createElement('span');
    probe.lang = language.code;
    probe.dir = language.dir;
    probe.textContent = language.nativeName;
    probe.setAttribute('aria-hidden', 'true');
    probe.style.cssText =
      'position:fixed;inset-block-start:0;inset-inline-start:0;visibility:hidden;pointer-events:none';
    document.body.append(probe);
    void probe.offsetWidth; // laid out now, so the font is found now
    probe.remove();
    cancel = whenIdle(step, timeout);
  };
  cancel = whenIdle(step, timeout);
  return () => cancel();
}

/** Resolves once the page has loaded, the browser has had quiet moments and the tour's fonts are ready. */
function useLoadedAndIdle(enabled: boolean): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let cancel = () => {};
    const start = () => {
      cancel = primeLanguageFonts(() => setReady(true));
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      cancel();
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
