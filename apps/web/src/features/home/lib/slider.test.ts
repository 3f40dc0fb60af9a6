import { describe, expect, it } from 'vitest';
import { AUTOPLAY_DELAY_MS, autoplayNext, shouldAutoplay } from './slider';

describe('testimonial slider rules', () => {
  it('autoplays every 5000 ms and wraps from the last slide to the first', () => {
    expect(AUTOPLAY_DELAY_MS).toBe(5000);
    expect(autoplayNext(0, 4)).toBe(1);
    expect(autoplayNext(3, 4)).toBe(0);
    expect(autoplayNext(0, 0)).toBe(0);
  });

  it('plays only with several slides, without reduced motion, unhovered, unfocused and not paused', () => {
    const base = { count: 4, reducedMotion: false, hovered: false, focused: false, paused: false };
    expect(shouldAutoplay(base)).toBe(true);
    expect(shouldAutoplay({ ...base, count: 1 })).toBe(false);
    expect(shouldAutoplay({ ...base, reducedMotion: true })).toBe(false);
    expect(shouldAutoplay({ ...base, hovered: true })).toBe(false);
    expect(shouldAutoplay({ ...base, focused: true })).toBe(false);
    expect(shouldAutoplay({ ...base, paused: true })).toBe(false);
  });
});
