/**
 * Geometry of the on-screen piano and of the notes falling onto it, in CSS pixels. Pure: the canvas and the
 * piano component draw from these numbers, and the tests check them.
 *
 * The piano runs left to right whatever the page's direction (a keyboard is never mirrored). White keys share the
 * width equally; a black key is 0.6 of a white key wide and centred on the line between its two white keys.
 */

const BLACK_IN_OCTAVE = new Set([1, 3, 6, 8, 10]);

export function isBlack(pitch: number): boolean {
  return BLACK_IN_OCTAVE.has(((pitch % 12) + 12) % 12);
}

export interface KeyRect {
  pitch: number;
  black: boolean;
  x: number;
  width: number;
}

/** The keys from `low` to `high` (both white keys, or widened to the nearest white ones) across `width` pixels. */
export function pianoKeys(low: number, high: number, width: number): KeyRect[] {
  let first = low;
  let last = high;
  if (isBlack(first)) first -= 1;
  if (isBlack(last)) last += 1;
  const whites: number[] = [];
  for (let pitch = first; pitch <= last; pitch += 1) if (!isBlack(pitch)) whites.push(pitch);
  const whiteWidth = width / whites.length;
  const keys: KeyRect[] = [];
  let whiteIndex = 0;
  for (let pitch = first; pitch <= last; pitch += 1) {
    if (isBlack(pitch)) {
      const blackWidth = whiteWidth * 0.6;
      keys.push({ pitch, black: true, x: whiteIndex * whiteWidth - blackWidth / 2, width: blackWidth });
    } else {
      keys.push({ pitch, black: false, x: whiteIndex * whiteWidth, width: whiteWidth });
      whiteIndex += 1;
    }
  }
  return keys;
}

/** The range of a song's keys with a margin, at least two octaves wide, from C to B (or C) of whole octaves. */
export function rangeOf(pitches: readonly number[], minimum: [number, number] = [48, 72]): [number, number] {
  let low = minimum[0];
  let high = minimum[1];
  for (const pitch of pitches) {
    low = Math.min(low, pitch);
    high = Math.max(high, pitch);
  }
  low -= ((low % 12) + 12) % 12;
  high += (12 - (((high % 12) + 12) % 12)) % 12;
  return [low, high];
}

export interface FallingView {
  /** The song's position, ms. */
  now: number;
  /** How long a note takes to fall from the top of the lane to the hit line, ms. */
  lookahead: number;
  /** The hit line's distance from the top, px. */
  hitLine: number;
}

/**
 * Where a note is drawn: its bottom edge reaches the hit line at its time, and it is as long as it lasts. Answers
 * null when the note is wholly above the lane or gone below the bottom (`height`, px).
 */
export function noteBox(
  time: number,
  duration: number,
  view: FallingView,
  height: number,
): { top: number; bottom: number } | null {
  const pixelsPerMs = view.hitLine / view.lookahead;
  const bottom = view.hitLine - (time - view.now) * pixelsPerMs;
  const top = bottom - Math.max(duration * pixelsPerMs, 4);
  if (bottom < 0 || top > height) return null;
  return { top, bottom };
}

/** The notes that may be on screen at `now`: starting before `now + lookahead`, ending after `now - behind`. */
export function visibleRange(
  times: readonly number[],
  now: number,
  lookahead: number,
  behind: number,
): { from: number; to: number } {
  // `times` are sorted; a binary search finds the last note that starts in time.
  let lo = 0;
  let hi = times.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (times[mid]! <= now + lookahead) lo = mid + 1;
    else hi = mid;
  }
  const to = lo;
  let from = 0;
  // Long notes may still show: walk back a bounded window behind.
  lo = 0;
  hi = to;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (times[mid]! < now - behind) lo = mid + 1;
    else hi = mid;
  }
  from = lo;
  return { from, to };
}
