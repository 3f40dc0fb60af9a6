import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountUp } from './use-count-up';

const format = (value: number) => `${value}+`;

function Counter({ start, reducedMotion = false }: { start: boolean; reducedMotion?: boolean }) {
  const [ref, text] = useCountUp({ target: 20, decimals: 0, delayMs: 500, start, reducedMotion, format });
  return (
    <bdi ref={ref} data-testid="value">
      {text}
    </bdi>
  );
}

describe('useCountUp', () => {
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance'],
    });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows 0 until started, counts up in between and ends on the target', () => {
    const { getByTestId, rerender } = render(<Counter start={false} />);
    const value = getByTestId('value');
    act(() => vi.advanceTimersByTime(3000));
    expect(value.textContent).toBe('0+');
    rerender(<Counter start />);
    act(() => vi.advanceTimersByTime(500 + 600));
    const midway = Number.parseInt(value.textContent ?? '', 10);
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(20);
    act(() => vi.advanceTimersByTime(2000));
    expect(value.textContent).toBe('20+');
    // Still one text node, React's own: a later render keeps showing the target.
    expect(value.childNodes).toHaveLength(1);
    rerender(<Counter start />);
    expect(value.textContent).toBe('20+');
  });

  it('shows the target at once with reduced motion', () => {
    const { getByTestId } = render(<Counter start reducedMotion />);
    expect(getByTestId('value').textContent).toBe('20+');
  });
});
