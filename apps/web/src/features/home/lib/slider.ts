/** Testimonial slider rules: one slide at a time, autoplay wraps (the arrows stop at the ends: components/carousel). */
export const AUTOPLAY_DELAY_MS = 5000;

/** Where autoplay goes after `index`: the next slide, or back to the first after the last. */
export function autoplayNext(index: number, count: number): number {
  if (count <= 0) return 0;
  return (index + 1) % count;
}

/** Autoplay runs only with more than one slide, without reduced motion, and while nobody hovers or focuses it. */
export function shouldAutoplay(state: {
  count: number;
  reducedMotion: boolean;
  hovered: boolean;
  focused: boolean;
  paused: boolean;
}): boolean {
  return state.count > 1 && !state.reducedMotion && !state.hovered && !state.focused && !state.paused;
}
