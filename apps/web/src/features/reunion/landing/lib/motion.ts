import { counterParts } from '@site/contracts';

/** How long a counter takes to count up, after its own delay. */
export const COUNT_UP_MS = 1600;

/** The hero's counters start one after another: the first after 500 ms, then 700 ms, then 900 ms. */
export const COUNTER_DELAYS_MS = [500, 700, 900] as const;

/** Ease-out: fast first, slow at the end, so that the final digits settle. */
const easeOut = (t: number) => 1 - (1 - t) ** 3;

/**
 * The text a counter shows `elapsed` ms after its delay ended: the number counted up from 0 with what
 * stands around it (`2 500+` on the way to `5000+`); the final text itself once done, or when the text
 * holds no number to count.
 */
export function countUpText(value: string, elapsed: number, format: (n: number) => string): string {
  const parts = counterParts(value);
  if (!parts || elapsed >= COUNT_UP_MS) return value;
  const current = Math.round(parts.number * easeOut(Math.max(0, elapsed) / COUNT_UP_MS));
  return `${parts.prefix}${format(current)}${parts.suffix}`;
}

/** The sponsor strip moves this far each frame. */
export const STRIP_STEP_PX = 0.5;
/** It starts moving this long after the page shows it. */
export const STRIP_START_MS = 2000;

/**
 * The strip's next offset: one step further, back by half the track once it passed it. The track holds the
 * sponsors twice, so at half its width it looks exactly as at the start and the wrap cannot be seen.
 */
export function nextStripOffset(offset: number, trackWidth: number, step = STRIP_STEP_PX): number {
  const half = trackWidth / 2;
  if (half <= 0) return 0;
  const next = offset + step;
  return next >= half ? next - half : next;
}

/** Whether the strip needs to move: only when its sponsors (half the track) are wider than the frame. */
export function stripOverflows(trackWidth: number, frameWidth: number): boolean {
  return trackWidth / 2 > frameWidth;
}

/** The next index of a rotation of `count` items: the one after, wrapping to the first. */
export function nextIndex(index: number, count: number): number {
  return count > 0 ? (index + 1) % count : 0;
}

/** How often the testimonials and the slogans change while playing. */
export const TESTIMONIAL_MS = 6000;
export const SLOGAN_MS = 8000;
