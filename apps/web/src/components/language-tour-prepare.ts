import { LANGUAGES } from '@site/contracts';
import type { ComponentType } from 'react';

type TourModule = { default: ComponentType };

/** Runs `run` in the browser's next quiet moment (at the latest after `timeout` ms); returns a cancel. */
function whenIdle(run: () => void, timeout: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => run(), { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(() => run(), 50);
  return () => window.clearTimeout(timer);
}

/** How long one step may lay out names: well under a long task (50 ms), even on a 4× slower phone. */
const STEP_MS = 8;

/**
 * Lays out each language's native name once, out of sight, in the browser's quiet moments, then calls
 * `done`. The first text of a script on a page (Chinese, Korean, Arabic…) makes the browser look for a
 * font that can draw it; ten scripts met in one layout made opening the tour a long task on a slow
 * phone (≈ 140 ms at a 4× slower CPU, ≈ 55 ms once the fonts are found). Each step lays out names for
 * at most `STEP_MS` (at least one name), so a fast machine is done in one step and a slow one in short
 * ones; a busy page gets its step after `timeout` ms at the latest.
 */
export function primeLanguageFonts(done: () => void, timeout = 200): () => void {
  let index = 0;
  let cancel = () => {};
  const layOut = (language: (typeof LANGUAGES)[number]) => {
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
  };
  const step = () => {
    const started = performance.now();
    do {
      const language = LANGUAGES[index++];
      if (!language) return done();
      layOut(language);
    } while (performance.now() - started < STEP_MS);
    if (index >= LANGUAGES.length) return done();
    cancel = whenIdle(step, timeout);
  };
  cancel = whenIdle(step, timeout);
  return () => cancel();
}

/** The tour shows this long after the page has loaded (500 ms). */
export const TOUR_DELAY_MS = 500;

/**
 * Calls `ready` with the tour's component once the tour may show: `delayMs` after it is called (the page
 * has loaded), and not before its fonts are primed and its code has arrived — both are started at once, so
 * they fit in the delay.
 */
export function prepareTour(
  ready: (tour: ComponentType) => void,
  {
    delayMs = TOUR_DELAY_MS,
    prime = primeLanguageFonts,
    load = (): Promise<TourModule> => import('./language-tour'),
  } = {},
): () => void {
  let cancelled = false;
  let cancelPrime = () => {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  const fonts = new Promise<void>((resolve) => {
    cancelPrime = prime(resolve);
  });
  const delay = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, delayMs);
  });
  void Promise.all([load(), fonts, delay]).then(
    ([tour]) => !cancelled && ready(tour.default),
    () => undefined,
  );
  return () => {
    cancelled = true;
    cancelPrime();
    clearTimeout(timer);
  };
}
