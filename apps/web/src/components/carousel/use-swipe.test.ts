import { describe, expect, it } from 'vitest';
import { swipeStep } from './use-swipe';

describe('a swipe', () => {
  it('over the threshold moves one step, leftwards to the next in a left-to-right text', () => {
    expect(swipeStep(-51, 0, 50, 'ltr')).toBe('next');
    expect(swipeStep(51, 0, 50, 'ltr')).toBe('previous');
    expect(swipeStep(-400, 10, 50, 'ltr')).toBe('next');
  });

  it('is mirrored in a right-to-left text', () => {
    expect(swipeStep(60, 0, 50, 'rtl')).toBe('next');
    expect(swipeStep(-60, 0, 50, 'rtl')).toBe('previous');
  });

  it('is nothing when short or mostly vertical (a tap, or scrolling the page)', () => {
    expect(swipeStep(-50, 0, 50, 'ltr')).toBeNull();
    expect(swipeStep(30, 0, 50, 'rtl')).toBeNull();
    expect(swipeStep(-80, 120, 50, 'ltr')).toBeNull();
  });
});
