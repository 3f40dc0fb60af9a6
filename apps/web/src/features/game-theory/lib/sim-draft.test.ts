import { describe, expect, it } from 'vitest';
import { draftHasStrategy, draftOf, settingsOf, stateOfDraft } from './sim-draft';
import { decodeState, DEFAULT_STATE } from './url-state';

describe('the simulation form', () => {
  const state = decodeState('mode=ecological&seed=s1&noise=0.1&turns=30&gen=20&rep=2&mix=tft.2-alld.1');

  it('is filled from the page state and gives the same state back', () => {
    const draft = draftOf(state);
    expect(draft.weights['tit-for-tat']).toBe('2');
    expect(draft.weights.grudger).toBe('0');
    expect(stateOfDraft(draft, state)).toEqual(state);
  });

  it('starts the spatial game from play mode, with its default turns', () => {
    const draft = draftOf(DEFAULT_STATE);
    expect(draft.mode).toBe('spatial');
    expect(draft.turns).toBe('50');
  });

  it('clamps and rounds what was typed as the address would', () => {
    const draft = {
      ...draftOf(state),
      noise: '3',
      turns: 'abc',
      seed: '  x y ',
      weights: { ...draftOf(state).weights, grudger: '4.6' },
    };
    const out = stateOfDraft(draft, state);
    expect(out.noise).toBe(0.5);
    expect(out.turns).toBe(200);
    expect(out.seed).toBe(DEFAULT_STATE.seed);
    expect(out.mix).toEqual({ 'tit-for-tat': 2, 'always-defect': 1, grudger: 5 });
  });

  it('needs a strategy with a weight, or the random mix', () => {
    const none = {
      ...draftOf(state),
      weights: Object.fromEntries(Object.keys(draftOf(state).weights).map((k) => [k, '0'])),
    } as ReturnType<typeof draftOf>;
    expect(draftHasStrategy(none)).toBe(false);
    expect(draftHasStrategy({ ...none, random: true })).toBe(true);
  });

  it('hands the run only what it depends on', () => {
    expect(settingsOf(state)).toEqual({
      mode: 'ecological',
      seed: 's1',
      noise: 0.1,
      turns: 30,
      generations: 20,
      repetitions: 2,
      mix: { 'tit-for-tat': 2, 'always-defect': 1 },
    });
  });
});
