import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitForTarget } from './language-tour';

describe('language tour timing (spec §4)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML = '';
    // jsdom lays nothing out; treat every element as visible.
    vi.spyOn(HTMLElement.prototype, 'getClientRects').mockReturnValue([{}] as unknown as DOMRectList);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('looks for the selector after about 500 ms', () => {
    document.body.innerHTML = '<button data-tour-target="language-selector"></button>';
    const found = vi.fn();
    waitForTarget(found);
    vi.advanceTimersByTime(499);
    expect(found).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(found).toHaveBeenCalledOnce();
  });

  it('retries up to 10 times at 100 ms until the selector exists', () => {
    const found = vi.fn();
    waitForTarget(found);
    vi.advanceTimersByTime(500 + 5 * 100);
    document.body.innerHTML = '<button data-tour-target="language-selector"></button>';
    vi.advanceTimersByTime(100);
    expect(found).toHaveBeenCalledOnce();
  });

  it('gives up after the 10th retry', () => {
    const found = vi.fn();
    waitForTarget(found);
    vi.advanceTimersByTime(500 + 10 * 100);
    document.body.innerHTML = '<button data-tour-target="language-selector"></button>';
    vi.advanceTimersByTime(5000);
    expect(found).not.toHaveBeenCalled();
  });
});
