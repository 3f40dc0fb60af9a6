import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToBrowser } from './yield';

describe('yieldToBrowser', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('continues in a later task (after a timer queued before it), not in the same one', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('earlier task'), 0);
    const done = yieldToBrowser().then(() => order.push('continued'));
    await Promise.resolve();
    expect(order).toEqual([]); // not a microtask of the current task
    await done;
    expect(order).toEqual(['earlier task', 'continued']);
  });

  it("uses the browser's scheduler.yield when there is one", async () => {
    const yieldFn = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldFn });
    await yieldToBrowser();
    expect(yieldFn).toHaveBeenCalledOnce();
  });
});
