import { useEffect, useState } from 'react';
import { COUNTER_DURATION_MS, counterValueAt } from '../lib/counter';

export interface CountUpOptions {
  target: number;
  decimals: number;
  delayMs: number;
  /** Starts the count (once) when it turns true. */
  start: boolean;
  /** Shows the target at once. */
  reducedMotion: boolean;
}

/** A number that counts from 0 to the target with an ease-out curve once `start` is true (spec §4). */
export function useCountUp({ target, decimals, delayMs, start, reducedMotion }: CountUpOptions): number {
  const [value, setValue] = useState(0);
  useEffect(() => {
    if (!start || reducedMotion) return;
    let frame = 0;
    let startedAt: number | undefined;
    const tick = (now: number) => {
      startedAt ??= now;
      const elapsed = now - startedAt;
      setValue(counterValueAt(target, elapsed, decimals));
      if (elapsed < COUNTER_DURATION_MS) frame = window.requestAnimationFrame(tick);
    };
    const timer = window.setTimeout(() => {
      frame = window.requestAnimationFrame(tick);
    }, delayMs);
    return () => {
      window.clearTimeout(timer);
      window.cancelAnimationFrame(frame);
    };
  }, [start, reducedMotion, target, decimals, delayMs]);
  return reducedMotion ? target : value;
}
