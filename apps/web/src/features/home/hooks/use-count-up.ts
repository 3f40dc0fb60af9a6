import { useEffect, useRef, useState, type RefObject } from 'react';
import { COUNTER_DURATION_MS, counterValueAt } from '../lib/counter';

export interface CountUpOptions {
  target: number;
  decimals: number;
  delayMs: number;
  /** Starts the count (once) when it turns true. */
  start: boolean;
  /** Shows the target at once. */
  reducedMotion: boolean;
  /** The number as shown (locale, decimals, suffix); keep it stable (useCallback). */
  format: (value: number) => string;
}

/**
 * A number that counts from 0 to the target with an ease-out curve once `start` is true.
 * Returns the text React renders — 0, then the target once the count is over — and a ref for the
 * element that shows it: the frames in between write that element's text directly, so that the
 * animation costs a slow phone no React render per frame.
 */
export function useCountUp({
  target,
  decimals,
  delayMs,
  start,
  reducedMotion,
  format,
}: CountUpOptions): [RefObject<HTMLElement | null>, string] {
  const element = useRef<HTMLElement | null>(null);
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (!start || reducedMotion || done) return;
    let frame = 0;
    let startedAt: number | undefined;
    const tick = (now: number) => {
      startedAt ??= now;
      const elapsed = now - startedAt;
      if (elapsed >= COUNTER_DURATION_MS) return setDone(true);
      // React's own text node, so that React's later update (the target) lands in the same node.
      const text = element.current?.firstChild;
      const next = format(counterValueAt(target, elapsed, decimals));
      // Most frames of a small count show the same figure as the last: those cost the page nothing.
      if (text?.nodeType === Node.TEXT_NODE && text.nodeValue !== next) text.nodeValue = next;
      frame = window.requestAnimationFrame(tick);
    };
    const timer = window.setTimeout(() => {
      frame = window.requestAnimationFrame(tick);
    }, delayMs);
    return () => {
      window.clearTimeout(timer);
      window.cancelAnimationFrame(frame);
    };
  }, [start, reducedMotion, done, target, decimals, delayMs, format]);
  return [element, format(done || reducedMotion ? target : 0)];
}
