import { LANGUAGES } from '@site/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prepareTour, primeLanguageFonts } from './language-tour-prepare';

/** A browser without a 2D canvas: the names are laid out in the page. */
function withoutCanvas() {
  return vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
}

/** A worker that records its script and is answered by the test. */
class FakeWorker {
  static last: FakeWorker | null = null;
  onmessage: (() => void) | null = null;
  onerror: ((event: { preventDefault: () => void }) => void) | null = null;
  terminated = false;
  constructor(readonly url: string) {
    FakeWorker.last = this;
  }
  terminate() {
    this.terminated = true;
  }
}

describe('primeLanguageFonts in a worker', () => {
  let sources: string[];
  beforeEach(() => {
    sources = [];
    FakeWorker.last = null;
    vi.stubGlobal('Worker', FakeWorker);
    vi.stubGlobal('OffscreenCanvas', class {});
    // The script handed to the worker, as text.
    vi.stubGlobal(
      'Blob',
      class {
        constructor(readonly parts: string[]) {}
      },
    );
    URL.createObjectURL = vi.fn((blob: { parts: string[] }) => {
      sources.push(blob.parts.join(''));
      return 'blob:fonts';
    }) as unknown as typeof URL.createObjectURL;
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("measures every name off the page's thread and is done when the worker answers", () => {
    const append = vi.spyOn(document.body, 'append');
    const done = vi.fn();
    primeLanguageFonts(done);
    const worker = FakeWorker.last!;
    expect(worker.url).toBe('blob:fonts');
    const source = sources[0] ?? '';
    for (const language of LANGUAGES) expect(source).toContain(JSON.stringify(language.nativeName));
    expect(source).toContain('measureText');
    expect(done).not.toHaveBeenCalled();
    worker.onmessage?.();
    expect(done).toHaveBeenCalledOnce();
    expect(worker.terminated).toBe(true);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:fonts');
    expect(append).not.toHaveBeenCalled();
  });

  it('measures in the page instead when the worker fails, and is done once', () => {
    vi.useFakeTimers();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const append = vi.spyOn(document.body, 'append');
    const done = vi.fn();
    primeLanguageFonts(done);
    FakeWorker.last!.onerror?.({ preventDefault: () => undefined });
    expect(FakeWorker.last!.terminated).toBe(true);
    vi.runAllTimers();
    expect(append).toHaveBeenCalledTimes(LANGUAGES.length);
    expect(done).toHaveBeenCalledOnce();
  });

  it('stops the worker when cancelled', () => {
    const done = vi.fn();
    const cancel = primeLanguageFonts(done);
    cancel();
    expect(FakeWorker.last!.terminated).toBe(true);
    expect(done).not.toHaveBeenCalled();
  });
});

describe('primeLanguageFonts in a canvas', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("measures every name in the page's font and language, without touching the page", () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<main>page</main>';
    document.body.style.font = 'bold 18px serif';
    const seen: string[] = [];
    const context = {
      font: '',
      direction: 'inherit',
      lang: 'inherit',
      measureText(text: string) {
        seen.push(`${this.lang}:${this.direction}:${text}`);
        return {} as TextMetrics;
      },
    };
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as unknown as CanvasRenderingContext2D);
    const append = vi.spyOn(document.body, 'append');
    const done = vi.fn();
    primeLanguageFonts(done);
    vi.runAllTimers();
    expect(seen).toEqual(LANGUAGES.map((l) => `${l.code}:${l.dir}:${l.nativeName}`));
    expect(context.font).toContain('18px');
    expect(context.font).toContain('serif');
    expect(append).not.toHaveBeenCalled();
    expect(done).toHaveBeenCalledOnce();
    document.body.removeAttribute('style');
  });
});

describe('primeLanguageFonts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    withoutCanvas();
    document.body.innerHTML = '<main>page</main>';
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('lays out every language name in order in quiet moments, leaves nothing behind, then is done', () => {
    const seen: string[] = [];
    const append = vi.spyOn(document.body, 'append').mockImplementation(function (this: HTMLElement, ...nodes) {
      for (const node of nodes) if (node instanceof HTMLElement) seen.push(`${node.lang}:${node.textContent}`);
      return HTMLElement.prototype.append.apply(this, nodes);
    });
    const done = vi.fn();
    primeLanguageFonts(done);
    expect(seen).toEqual([]); // nothing before the first quiet moment
    vi.runAllTimers();
    expect(seen).toEqual(LANGUAGES.map((l) => `${l.code}:${l.nativeName}`));
    expect(done).toHaveBeenCalledOnce();
    expect(document.body.innerHTML).toBe('<main>page</main>');
    append.mockRestore();
  });

  it('stops when cancelled, and is never done then', () => {
    // Each name takes 14 ms (a slow phone): one name a step, so there is a step to cancel.
    let clock = 0;
    const now = vi.spyOn(performance, 'now').mockImplementation(() => (clock += 14));
    const done = vi.fn();
    const cancel = primeLanguageFonts(done);
    vi.advanceTimersToNextTimer();
    vi.advanceTimersToNextTimer();
    cancel();
    vi.runAllTimers();
    expect(done).not.toHaveBeenCalled();
    expect(document.body.innerHTML).toBe('<main>page</main>');
    now.mockRestore();
  });
});

describe('primeLanguageFonts step budget', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lays out names for a few milliseconds a step, at least one, so a fast machine needs one step', () => {
    vi.useFakeTimers();
    withoutCanvas();
    const append = vi.spyOn(document.body, 'append');
    // A fast machine: each name costs 0.5 ms, so all ten fit in one step.
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (clock += 0.5));
    const fast = vi.fn();
    primeLanguageFonts(fast);
    vi.advanceTimersToNextTimer();
    expect(append).toHaveBeenCalledTimes(LANGUAGES.length);
    expect(fast).toHaveBeenCalledOnce();
    // A slow one: each name costs 14 ms, one a step.
    append.mockClear();
    vi.spyOn(performance, 'now').mockImplementation(() => (clock += 14));
    const slow = vi.fn();
    primeLanguageFonts(slow);
    vi.advanceTimersToNextTimer();
    expect(append).toHaveBeenCalledTimes(1);
    for (let i = 1; i < LANGUAGES.length; i++) vi.advanceTimersToNextTimer();
    expect(append).toHaveBeenCalledTimes(LANGUAGES.length);
    expect(slow).toHaveBeenCalledOnce();
    vi.useRealTimers();
  });
});

describe('prepareTour', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is ready 500 ms after the page loaded when fonts and code arrive sooner', async () => {
    const ready = vi.fn();
    prepareTour(ready, {
      prime: (done) => {
        const timer = setTimeout(done, 120);
        return () => clearTimeout(timer);
      },
      load: () => Promise.resolve({ default: () => null }),
    });
    await vi.advanceTimersByTimeAsync(499);
    expect(ready).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(ready).toHaveBeenCalledOnce();
  });

  it('waits for slower fonts, and never calls back once cancelled', async () => {
    const ready = vi.fn();
    const prime = (done: () => void) => {
      const timer = setTimeout(done, 800);
      return () => clearTimeout(timer);
    };
    prepareTour(ready, { prime, load: () => Promise.resolve({ default: () => null }) });
    await vi.advanceTimersByTimeAsync(700);
    expect(ready).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    expect(ready).toHaveBeenCalledOnce();
    const never = vi.fn();
    const cancel = prepareTour(never, { prime, load: () => Promise.resolve({ default: () => null }) });
    cancel();
    await vi.advanceTimersByTimeAsync(2000);
    expect(never).not.toHaveBeenCalled();
  });
});
