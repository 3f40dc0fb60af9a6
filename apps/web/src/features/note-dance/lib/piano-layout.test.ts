import { describe, expect, it } from 'vitest';
import { isBlack, noteBox, pianoKeys, rangeOf, visibleRange } from './piano-layout';

describe('the on-screen piano', () => {
  it('knows black keys in every octave', () => {
    expect([60, 61, 62, 63, 64, 65, 66].map(isBlack)).toEqual([false, true, false, true, false, false, true]);
    expect(isBlack(25)).toBe(true);
  });

  it('shares the width among white keys and centres black keys on their lines', () => {
    const keys = pianoKeys(60, 71, 700);
    const whites = keys.filter((key) => !key.black);
    expect(whites).toHaveLength(7);
    expect(whites.every((key) => key.width === 100)).toBe(true);
    const cSharp = keys.find((key) => key.pitch === 61)!;
    expect(cSharp.width).toBeCloseTo(60);
    expect(cSharp.x + cSharp.width / 2).toBeCloseTo(100);
    expect(keys.at(-1)!.x + keys.at(-1)!.width).toBeCloseTo(700);
  });

  it('widens a range that starts or ends on a black key', () => {
    const keys = pianoKeys(61, 66, 300);
    expect(keys[0]!.pitch).toBe(60);
    expect(keys.at(-1)!.pitch).toBe(67);
  });

  it('takes a song to whole octaves, two at least', () => {
    expect(rangeOf([60, 64, 67])).toEqual([48, 72]);
    expect(rangeOf([40, 79])).toEqual([36, 84]);
  });
});

describe('falling notes', () => {
  const view = { now: 1000, lookahead: 2000, hitLine: 400 };

  it('reach the hit line at their time', () => {
    expect(noteBox(1000, 500, view, 500)).toEqual({ top: 300, bottom: 400 });
  });

  it('fall from the top one lookahead before', () => {
    expect(noteBox(3000, 500, view, 500)!.bottom).toBeCloseTo(0);
  });

  it('are gone once above the lane or below the bottom, and never thinner than 4 px', () => {
    expect(noteBox(3500, 100, view, 500)).toBeNull();
    expect(noteBox(0, 100, view, 500)).toBeNull();
    const short = noteBox(1500, 1, view, 500)!;
    expect(short.bottom - short.top).toBe(4);
  });

  it('finds the notes in view by binary search', () => {
    const times = [0, 500, 1000, 1500, 2000, 4000];
    expect(visibleRange(times, 1000, 1000, 400)).toEqual({ from: 2, to: 5 });
    expect(visibleRange(times, 10_000, 1000, 400)).toEqual({ from: 6, to: 6 });
  });
});
