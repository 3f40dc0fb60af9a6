/** Testimonial slider rules: one slide at a time, no wrap for the arrows, autoplay wraps. */
export const AUTOPLAY_DELAY_MS = 5000;

export interface SliderControls {
  prevDisabled: boolean;
  nextDisabled: boolean;
}

/** Prev is disabled on the first slide and next on the last. */
export function sliderControls(index: number, count: number): SliderControls {
  return { prevDisabled: index <= 0, nextDisabled: index >= count - 1 };
}

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
