import { describe, expect, it } from 'vitest';
import { bandPath, linearScale, stackShares, ticks } from './chart';

describe('chart scaling', () => {
  it('maps a domain linearly onto a range, reversed ranges included', () => {
    const x = linearScale([0, 10], [0, 200]);
    expect(x(5)).toBe(100);
    const y = linearScale([0, 1], [100, 0]);
    expect(y(0.25)).toBe(75);
    expect(linearScale([3, 3], [10, 20])(3)).toBe(10);
  });

  it('stacks shares in strategy order, skipping strategies that never had any', () => {
    const bands = stackShares([
      [0.5, 0, 0.5],
      [0.75, 0, 0.25],
    ]);
    expect(bands).toEqual([
      { index: 0, lower: [0, 0], upper: [0.5, 0.75] },
      { index: 2, lower: [0.5, 0.75], upper: [1, 1] },
    ]);
  });

  it('draws a band along its upper edge and back along its lower one', () => {
    const path = bandPath(
      { index: 0, lower: [0, 0], upper: [0.5, 1] },
      (g) => g * 10,
      (s) => 100 - s * 100,
    );
    expect(path).toBe('M0,50L10,0L10,100L0,100Z');
  });

  it('draws a single generation as a thin column', () => {
    expect(
      bandPath(
        { index: 0, lower: [0], upper: [1] },
        () => 10,
        (s) => 100 - s * 100,
      ),
    ).toBe('M8,0H12V100H8Z');
  });

  it('picks round ticks', () => {
    expect(ticks(50)).toEqual([0, 10, 20, 30, 40, 50]);
    expect(ticks(7)).toEqual([0, 2, 4, 6]);
    expect(ticks(0)).toEqual([0]);
  });
});
