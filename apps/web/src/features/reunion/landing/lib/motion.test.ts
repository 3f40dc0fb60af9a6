import { describe, expect, it } from 'vitest';
import { COUNT_UP_MS, countUpText, nextIndex, nextStripOffset, stripOverflows } from './motion';

const plain = (n: number) => String(n);

describe('countUpText', () => {
  it('counts from zero to the number, keeping what stands around it', () => {
    expect(countUpText('5000+', 0, plain)).toBe('0+');
    const middle = countUpText('5000+', COUNT_UP_MS / 2, plain);
    expect(Number(middle.slice(0, -1))).toBeGreaterThan(2500);
    expect(Number(middle.slice(0, -1))).toBeLessThan(5000);
    expect(countUpText('24h', -100, plain)).toBe('0h');
  });

  it('shows the text as written once done, and text without a number at once', () => {
    expect(countUpText('5000+', COUNT_UP_MS, plain)).toBe('5000+');
    expect(countUpText('5.000+', COUNT_UP_MS + 1, plain)).toBe('5.000+');
    expect(countUpText('many', 10, plain)).toBe('many');
  });

  it('formats the running number the way it is given', () => {
    const grouped = (n: number) => n.toLocaleString('en');
    expect(countUpText('5000+', COUNT_UP_MS * 0.9, grouped)).toMatch(/^\d,\d{3}\+$/);
  });
});

describe('sponsor strip', () => {
  it('moves half a pixel a frame and wraps at half the track', () => {
    expect(nextStripOffset(0, 1000)).toBe(0.5);
    expect(nextStripOffset(499.5, 1000)).toBe(0);
    expect(nextStripOffset(499.8, 1000)).toBeCloseTo(0.3);
    expect(nextStripOffset(10, 0)).toBe(0);
  });

  it('moves only when the sponsors are wider than the frame', () => {
    expect(stripOverflows(1000, 400)).toBe(true);
    expect(stripOverflows(1000, 500)).toBe(false);
    expect(stripOverflows(0, 0)).toBe(false);
  });
});

describe('nextIndex', () => {
  it('wraps to the first after the last, and stays at 0 with nothing to show', () => {
    expect(nextIndex(0, 5)).toBe(1);
    expect(nextIndex(4, 5)).toBe(0);
    expect(nextIndex(0, 0)).toBe(0);
  });
});
