import { describe, expect, it } from 'vitest';
import { arrowStep, ownsArrowKeys, swipeStep } from './direction';

describe('arrowStep', () => {
  it('goes right for next and left for previous in left-to-right languages', () => {
    expect(arrowStep('ArrowRight', 'ltr')).toBe(1);
    expect(arrowStep('ArrowLeft', 'ltr')).toBe(-1);
  });

  it('is mirrored in right-to-left languages: the left arrow goes to the next item', () => {
    expect(arrowStep('ArrowLeft', 'rtl')).toBe(1);
    expect(arrowStep('ArrowRight', 'rtl')).toBe(-1);
  });

  it('ignores other keys', () => {
    expect(arrowStep('ArrowUp', 'ltr')).toBeNull();
    expect(arrowStep('Enter', 'rtl')).toBeNull();
  });
});

describe('swipeStep', () => {
  it('turns a swipe to the left into next and to the right into previous (LTR)', () => {
    expect(swipeStep(-120, 10, 'ltr')).toBe(1);
    expect(swipeStep(120, -10, 'ltr')).toBe(-1);
  });

  it('is mirrored in right-to-left languages', () => {
    expect(swipeStep(-120, 10, 'rtl')).toBe(-1);
    expect(swipeStep(120, 10, 'rtl')).toBe(1);
  });

  it('ignores short and mostly vertical moves', () => {
    expect(swipeStep(-30, 0, 'ltr')).toBeNull();
    expect(swipeStep(-80, 200, 'ltr')).toBeNull();
    expect(swipeStep(80, 80, 'ltr')).toBeNull();
  });
});

describe('ownsArrowKeys', () => {
  it('leaves arrow keys to text fields, lists and players', () => {
    const make = (html: string) => {
      const host = document.createElement('div');
      host.innerHTML = html;
      return host.firstElementChild;
    };
    expect(ownsArrowKeys(make('<input type="text">'))).toBe(true);
    expect(ownsArrowKeys(make('<textarea></textarea>'))).toBe(true);
    expect(ownsArrowKeys(make('<select></select>'))).toBe(true);
    expect(ownsArrowKeys(make('<video></video>'))).toBe(true);
    expect(ownsArrowKeys(make('<audio></audio>'))).toBe(true);
    expect(ownsArrowKeys(make('<button>Next</button>'))).toBe(false);
    expect(ownsArrowKeys(make('<input type="checkbox">'))).toBe(false);
    expect(ownsArrowKeys(make('<a href="/">x</a>'))).toBe(false);
    expect(ownsArrowKeys(null)).toBe(false);
  });
});
