import { describe, expect, it } from 'vitest';
import { swipeStep, wrap } from './slides';

describe('download slides', () => {
  it('wraps both ways', () => {
    expect([wrap(4, 4), wrap(-1, 4), wrap(5, 4), wrap(2, 4), wrap(3, 0)]).toEqual([0, 3, 1, 2, 0]);
  });

  it('needs over 50 px with a finger and over 30 px with a mouse', () => {
    expect(swipeStep(-50, 0, 'touch', 'ltr')).toBe(0);
    expect(swipeStep(-51, 0, 'touch', 'ltr')).toBe(1);
    expect(swipeStep(-51, 0, 'pen', 'ltr')).toBe(1);
    expect(swipeStep(-30, 0, 'mouse', 'ltr')).toBe(0);
    expect(swipeStep(-31, 0, 'mouse', 'ltr')).toBe(1);
    expect(swipeStep(31, 0, 'mouse', 'ltr')).toBe(-1);
  });

  it('ignores a move that is more vertical than horizontal (a scroll)', () => {
    expect(swipeStep(-80, 80, 'touch', 'ltr')).toBe(0);
    expect(swipeStep(-80, -81, 'touch', 'ltr')).toBe(0);
    expect(swipeStep(-80, 79, 'touch', 'ltr')).toBe(1);
  });

  it('mirrors the direction in a right-to-left page', () => {
    expect(swipeStep(60, 0, 'touch', 'rtl')).toBe(1);
    expect(swipeStep(-60, 0, 'touch', 'rtl')).toBe(-1);
  });
});
