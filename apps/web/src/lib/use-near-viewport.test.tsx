import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from './use-near-viewport';

function Probe({ onNear }: { onNear: (near: boolean) => void }) {
  const [ref, near] = useNearViewport<HTMLDivElement>('100px 0px');
  onNear(near);
  return <div ref={ref} />;
}

describe('useNearViewport', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is true at once where IntersectionObserver does not exist', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const seen: boolean[] = [];
    render(<Probe onNear={(near) => seen.push(near)} />);
    expect(seen[0]).toBe(true);
  });

  it('turns true once the element comes near the viewport, with the margin asked for, and stays true', () => {
    let callback: IntersectionObserverCallback = () => undefined;
    const observe = vi.fn();
    const disconnect = vi.fn();
    const options: (IntersectionObserverInit | undefined)[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(cb: IntersectionObserverCallback, init?: IntersectionObserverInit) {
          callback = cb;
          options.push(init);
        }
        observe = observe;
        disconnect = disconnect;
      },
    );
    const seen: boolean[] = [];
    render(<Probe onNear={(near) => seen.push(near)} />);
    expect(seen.at(-1)).toBe(false);
    expect(observe).toHaveBeenCalledTimes(1);
    expect(options[0]).toEqual({ rootMargin: '100px 0px' });

    act(() => callback([{ isIntersecting: false } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(seen.at(-1)).toBe(false);
    act(() => callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(seen.at(-1)).toBe(true);
    expect(disconnect).toHaveBeenCalled();
  });
});
