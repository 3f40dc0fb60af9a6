import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepFocusInside, waitForTarget } from './language-tour';

/** jsdom lays nothing out: a stand-in IntersectionObserver that reports each element's box at once. */
let boxOf: (el: Element) => { width: number; height: number } = () => ({ width: 40, height: 30 });

class FakeIntersectionObserver {
  private stopped = false;
  constructor(private readonly callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {}
  observe(target: Element) {
    queueMicrotask(() => {
      if (this.stopped) return;
      const { width, height } = boxOf(target);
      this.callback([{ target, boundingClientRect: { width, height } as DOMRectReadOnly }]);
    });
  }
  disconnect() {
    this.stopped = true;
  }
}

/** The language selector the tour points at. */
const SELECTOR = '<button data-tour-target="language-selector"></button>';

/** Starts waiting with no selector in the page; it appears once `retries` retries have looked in vain. */
async function selectorAfterRetries(retries: number) {
  const found = vi.fn();
  waitForTarget(found);
  await vi.advanceTimersByTimeAsync(500 + retries * 100);
  document.body.innerHTML = SELECTOR;
  return found;
}

describe('language tour timing', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML = '';
    boxOf = () => ({ width: 40, height: 30 });
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('looks for the selector after about 500 ms and reports its box', async () => {
    document.body.innerHTML = SELECTOR;
    const found = vi.fn();
    waitForTarget(found);
    await vi.advanceTimersByTimeAsync(499);
    expect(found).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(found).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ width: 40, height: 30 }));
  });

  it('retries up to 10 times at 100 ms until the selector exists', async () => {
    const found = await selectorAfterRetries(5);
    await vi.advanceTimersByTimeAsync(100);
    expect(found).toHaveBeenCalledOnce();
  });

  it('waits while the selector is in the page but not laid out (hidden)', async () => {
    document.body.innerHTML = SELECTOR;
    let shown = false;
    boxOf = () => (shown ? { width: 40, height: 30 } : { width: 0, height: 0 });
    const found = vi.fn();
    waitForTarget(found);
    await vi.advanceTimersByTimeAsync(500 + 3 * 100);
    expect(found).not.toHaveBeenCalled();
    shown = true;
    await vi.advanceTimersByTimeAsync(100);
    expect(found).toHaveBeenCalledOnce();
  });

  it('gives up after the 10th retry', async () => {
    const found = await selectorAfterRetries(10);
    await vi.advanceTimersByTimeAsync(5000);
    expect(found).not.toHaveBeenCalled();
  });

  it('stops looking when cancelled', async () => {
    document.body.innerHTML = SELECTOR;
    const found = vi.fn();
    const cancel = waitForTarget(found);
    cancel();
    await vi.advanceTimersByTimeAsync(2000);
    expect(found).not.toHaveBeenCalled();
  });
});

describe('language tour focus', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  function setUp() {
    document.body.innerHTML =
      '<a href="#x" id="page">page</a><dialog open id="tour"><button id="a">a</button><button id="b" disabled>b</button><button id="c">c</button></dialog>';
    const tour = document.getElementById('tour') as HTMLElement;
    const byId = (id: string) => document.getElementById(id) as HTMLElement;
    const tab = (shiftKey = false) => {
      const event = new KeyboardEvent('keydown', { key: 'Tab', shiftKey, cancelable: true });
      keepFocusInside(tour, event);
      return event.defaultPrevented;
    };
    return { byId, tab };
  }

  it('goes round from the last control to the first and back with Shift', () => {
    const { byId, tab } = setUp();
    byId('c').focus();
    expect(tab()).toBe(true);
    expect(document.activeElement).toBe(byId('a'));
    expect(tab(true)).toBe(true);
    expect(document.activeElement).toBe(byId('c'));
  });

  it('leaves Tab alone between its controls', () => {
    const { byId, tab } = setUp();
    byId('a').focus();
    expect(tab()).toBe(false);
    expect(document.activeElement).toBe(byId('a'));
  });

  it('brings the focus back inside when it was on the page behind', () => {
    const { byId, tab } = setUp();
    byId('page').focus();
    expect(tab()).toBe(true);
    expect(document.activeElement).toBe(byId('a'));
  });
});
