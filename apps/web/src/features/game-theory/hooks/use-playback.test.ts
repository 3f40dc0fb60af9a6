import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePlayback } from './use-playback';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('stepping through a run', () => {
  it('shows the last generation of a new run, and steps within the run', () => {
    const { result, rerender } = renderHook(({ last, run }) => usePlayback(last, run), {
      initialProps: { last: 5, run: 'a' as unknown },
    });
    expect(result.current.shown).toBe(5);
    act(() => result.current.show(2));
    expect(result.current.shown).toBe(2);
    act(() => result.current.show(-3));
    expect(result.current.shown).toBe(0);
    act(() => result.current.show(99));
    expect(result.current.shown).toBe(5);
    act(() => result.current.show(1));
    rerender({ last: 8, run: 'b' });
    expect(result.current.shown).toBe(8);
  });

  it('plays the generations only when asked, from the start when the last is shown, and stops at the end', () => {
    const { result } = renderHook(() => usePlayback(3, 'run'));
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current.shown).toBe(3);
    act(() => result.current.play(true));
    expect(result.current.shown).toBe(0);
    expect(result.current.playing).toBe(true);
    act(() => vi.advanceTimersByTime(250));
    expect(result.current.shown).toBe(1);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.shown).toBe(3);
    expect(result.current.playing).toBe(false);
  });

  it('pauses where it is, and a step stops the playing', () => {
    const { result } = renderHook(() => usePlayback(10, 'run'));
    act(() => result.current.play(true));
    act(() => vi.advanceTimersByTime(500));
    act(() => result.current.play(false));
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.shown).toBe(2);
    act(() => result.current.play(true));
    act(() => result.current.show(7));
    expect(result.current.playing).toBe(false);
  });
});
