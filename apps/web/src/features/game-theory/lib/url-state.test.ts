import { describe, expect, it } from 'vitest';
import {
  decodeMix,
  decodeState,
  DEFAULT_STATE,
  encodeMix,
  encodeState,
  freshSeed,
  mixHasStrategy,
  namesRun,
  type PageState,
} from './url-state';

describe('the mix in an address', () => {
  it('writes each weighted strategy as code.weight, in the strategies order, leaving zeros out', () => {
    expect(encodeMix({ 'always-defect': 1, 'tit-for-tat': 3, grudger: 0 })).toBe('tft.3-alld.1');
    expect(encodeMix('random')).toBe('random');
  });

  it('reads back what it wrote', () => {
    expect(decodeMix('tft.3-alld.1')).toEqual({ 'tit-for-tat': 3, 'always-defect': 1 });
    expect(decodeMix('random')).toBe('random');
  });

  it('skips unknown codes, fractions, negatives and weights above the limit; names none when nothing is left', () => {
    expect(decodeMix('tft.2-xyz.4-alld.1.5-gtft.-1-joss.11-pavlov.0')).toEqual({ 'tit-for-tat': 2 });
    expect(decodeMix('nothing')).toBeNull();
    expect(decodeMix('')).toBeNull();
    expect(decodeMix(null)).toBeNull();
  });

  it('knows whether any strategy is left in a mix', () => {
    expect(mixHasStrategy({ grudger: 0 })).toBe(false);
    expect(mixHasStrategy({ grudger: 1 })).toBe(true);
    expect(mixHasStrategy('random')).toBe(true);
  });
});

describe('the page state in an address', () => {
  const spatial: PageState = {
    ...DEFAULT_STATE,
    mode: 'spatial',
    seed: 'abc123',
    noise: 0.05,
    turns: 50,
    generations: 30,
    mix: { 'tit-for-tat': 2, 'always-defect': 1 },
  };

  it('carries every setting a simulation depends on, and reads it back unchanged', () => {
    const query = encodeState(spatial);
    expect(query).toBe('mode=spatial&seed=abc123&noise=0.05&turns=50&gen=30&mix=tft.2-alld.1');
    expect(decodeState(`?${query}`)).toEqual(spatial);
  });

  it('carries the repetitions of a round robin and of an ecological run, not their unused settings', () => {
    const axelrod = { ...spatial, mode: 'axelrod' as const, repetitions: 3, turns: 200 };
    expect(encodeState(axelrod)).toBe('mode=axelrod&seed=abc123&noise=0.05&turns=200&rep=3&mix=tft.2-alld.1');
    expect(decodeState(encodeState(axelrod))).toEqual({ ...axelrod, generations: DEFAULT_STATE.generations });
    const ecological = { ...spatial, mode: 'ecological' as const, repetitions: 2 };
    expect(decodeState(encodeState(ecological))).toEqual(ecological);
  });

  it('carries the nation in play mode, and the colouring only when it is by score', () => {
    const play: PageState = { ...DEFAULT_STATE, nation: 'FRA', noise: 0.05, colour: 'score' };
    expect(encodeState(play)).toBe(
      `mode=play&seed=world&noise=0.05&nation=FRA&mix=${encodeMix(DEFAULT_STATE.mix)}&colour=score`,
    );
    expect(decodeState(encodeState(play))).toEqual(play);
  });

  it('takes the defaults for anything missing or invalid, and clamps numbers to their limits', () => {
    expect(decodeState('')).toEqual(DEFAULT_STATE);
    const state = decodeState('?mode=chess&seed=a%20b&noise=2&turns=2.5&gen=99999&rep=-4&nation=fr&colour=x');
    expect(state).toEqual({ ...DEFAULT_STATE, noise: 0.5, generations: 500, repetitions: 1 });
  });

  it('gives each mode its own default turns: 200 for the round robin, 50 for a spatial generation', () => {
    expect(decodeState('mode=axelrod').turns).toBe(200);
    expect(decodeState('mode=spatial').turns).toBe(50);
  });

  it('names a run only with a simulation mode and a seed', () => {
    expect(namesRun('mode=spatial&seed=x')).toBe(true);
    expect(namesRun('mode=spatial')).toBe(false);
    expect(namesRun('mode=play&seed=x')).toBe(false);
  });

  it('makes fresh seeds the address accepts', () => {
    expect(freshSeed(() => 0)).toBe('000000');
    const seed = freshSeed(() => 0.999999);
    expect(seed).toMatch(/^[a-z0-9]{6}$/);
    expect(decodeState(`mode=spatial&seed=${seed}`).seed).toBe(seed);
  });
});
