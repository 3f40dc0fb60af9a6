import { STRATEGY_IDS } from '@site/game-theory';
import { describe, expect, it } from 'vitest';
import { extent, SCORE_STOPS, scoreColour, STRATEGY_COLOURS, strategyColour } from './colours';

describe('strategy colours', () => {
  it('gives each of the fifteen strategies its own colour', () => {
    const colours = STRATEGY_IDS.map((id) => STRATEGY_COLOURS[id]);
    expect(new Set(colours).size).toBe(15);
    expect(strategyColour(0)).toBe(STRATEGY_COLOURS['tit-for-tat']);
    expect(strategyColour(99)).toBe('#cccccc');
  });
});

describe('the score scale', () => {
  it('runs from the first stop at the minimum to the last at the maximum, clamped outside', () => {
    expect(scoreColour(0, 0, 10)).toBe(SCORE_STOPS[0]);
    expect(scoreColour(10, 0, 10)).toBe(SCORE_STOPS[4]);
    expect(scoreColour(-5, 0, 10)).toBe(SCORE_STOPS[0]);
    expect(scoreColour(50, 0, 10)).toBe(SCORE_STOPS[4]);
    expect(scoreColour(5, 0, 10)).toBe(SCORE_STOPS[2]);
  });

  it('interpolates between stops', () => {
    // A quarter and an eighth: halfway between the second and the third stop… per channel.
    const colour = scoreColour(1.25, 0, 10);
    expect(colour).toMatch(/^#[0-9a-f]{6}$/);
    expect(colour).not.toBe(SCORE_STOPS[0]);
    expect(colour).not.toBe(SCORE_STOPS[1]);
  });

  it('shows the middle when every score is equal or a score is not a number', () => {
    expect(scoreColour(3, 3, 3)).toBe(SCORE_STOPS[2]);
    expect(scoreColour(Number.NaN, 0, 10)).toBe(SCORE_STOPS[2]);
  });

  it('finds the extent of finite values', () => {
    expect(extent([3, Number.NaN, -1, 7])).toEqual({ min: -1, max: 7 });
    expect(extent([])).toEqual({ min: 0, max: 0 });
  });
});
