import { LANGUAGES } from '@site/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prepareTour, primeLanguageFonts } from './language-tour-prepare';

describe('primeLanguageFonts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML = '<main>page</main>';
  });
  afterEach(() => vi.useRealTimers());

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
