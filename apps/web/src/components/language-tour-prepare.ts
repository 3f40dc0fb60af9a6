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

type Language = (typeof LANGUAGES)[number];

/**
 * Measures a name in a canvas in the page's font: the browser finds the fonts for its script as it would
 * in the page, and keeps them, without laying out the page (a probe in the document made each step lay
 * out whatever the page had changed since its last frame: 60–80 ms at a 4× slower CPU). Null where the
 * browser has no 2D canvas.
 */
function canvasMeasurer(): ((language: Language) => void) | null {
  let context: CanvasRenderingContext2D | null = null;
  try {
    context = document.createElement('canvas').getContext('2d');
  } catch {
    return null;
  }
  if (!context) return null;
  const style = getComputedStyle(document.body);
  context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  const measuring = context as CanvasRenderingContext2D & { lang?: string };
  return (language) => {
    // The language picks among fonts of a shared script (Chinese or Japanese forms of the same characters).
    if ('lang' in measuring) measuring.lang = language.code;
    measuring.direction = language.dir;
    measuring.measureText(language.nativeName);
  };
}

/** Lays a name out in the document, out of sight, and takes it away again. */
function layOutInPage(language: Language): void {
  const probe = document.createElement('span');
  probe.lang = language.code;
  probe.dir = language.dir;
  probe.textContent = language.nativeName;
  probe.setAttribute('aria-hidden', 'true');
  probe.style.cssText = 'position:fixed;inset-block-start:0;inset-inline-start:0;visibility:hidden;pointer-events:none';
  document.body.append(probe);
  void probe.offsetWidth; // laid out now, so the font is found now
  probe.remove();
}

/** Meets the names in the page in short steps: `measure` takes one name, a step takes names for `STEP_MS`. */
function primeInSteps(done: () => void, timeout: number): () => void {
  let index = 0;
  let cancel = () => {};
  let measure: ((language: Language) => void) | undefined;
  const step = () => {
    measure ??= canvasMeasurer() ?? layOutInPage;
    const started = performance.now();
    do {
      const language = LANGUAGES[index++];
      if (!language) return done();
      measure(language);
    } while (performance.now() - started < STEP_MS);
    if (index >= LANGUAGES.length) return done();
    cancel = whenIdle(step, timeout);
  };
  cancel = whenIdle(step, timeout);
  return () => cancel();
}

/**
 * Meets the names in a worker's canvas: the fonts a page's process finds for a script serve every thread
 * of it, so the page's own layout of the names is quick afterwards while its thread did none of the
 * looking. Calls `failed` (and not `done`) where the worker cannot measure; null where there is no worker
 * with a canvas at all.
 */
function primeInWorker(done: () => void, failed: () => void): (() => void) | null {
  if (typeof Worker !== 'function' || typeof OffscreenCanvas !== 'function') return null;
  const style = getComputedStyle(document.body);
  const font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  const names = LANGUAGES.map(({ code, dir, nativeName }) => ({ code, dir, nativeName }));
  const source =
    `const c=new OffscreenCanvas(1,1).getContext('2d');c.font=${JSON.stringify(font)};` +
    `for(const n of ${JSON.stringify(names)}){if('lang' in c)c.lang=n.code;c.direction=n.dir;c.measureText(n.nativeName)}` +
    'postMessage(0)';
  let url = '';
  let worker: Worker;
  try {
    url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
    worker = new Worker(url);
  } catch {
    if (url) URL.revokeObjectURL(url);
    return null;
  }
  const stop = () => {
    worker.terminate();
    URL.revokeObjectURL(url);
  };
  worker.onmessage = () => {
    stop();
    done();
  };
  worker.onerror = (event) => {
    event.preventDefault();
    stop();
    failed();
  };
  return stop;
}

/**
 * Meets each language's native name once, then calls `done`. The first text of a script on a page
 * (Chinese, Korean, Arabic…) makes the browser look for a font that can draw it; ten scripts met in one
 * layout made opening the tour a long task on a slow phone (≈ 140 ms at a 4× slower CPU, ≈ 55 ms once
 * the fonts are found). The looking happens in a worker where the browser has one with a canvas; else in
 * the page's quiet moments, each step measuring names for at most `STEP_MS` (at least one name), in a
 * canvas or, without one, laid out in the page; a busy page gets its step after `timeout` ms at the latest.
 */
export function primeLanguageFonts(done: () => void, timeout = 200): () => void {
  let cancel = () => {};
  const inPage = () => {
    cancel = primeInSteps(done, timeout);
  };
  const stopWorker = primeInWorker(done, inPage);
  if (stopWorker) cancel = stopWorker;
  else inPage();
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
