import { describe, expect, it } from 'vitest';
import { movesToString } from './payoffs.js';
import { Rng } from './random.js';
import {
  decide,
  GENEROSITY,
  isStrategyId,
  observe,
  STATE_SIZE,
  STRATEGIES,
  STRATEGY_IDS,
  STRATEGY_LIST,
  strategyIndex,
  type StrategyId,
} from './strategies.js';

/** The moves `id` plays against an opponent who plays the scripted letters, whatever it does. */
function against(id: StrategyId, script: string, seed = 1): string {
  const state = new Int32Array(STATE_SIZE);
  const rng = new Rng(seed);
  const moves: number[] = [];
  for (const letter of script) {
    const move = decide(strategyIndex(id), state, 0, rng);
    observe(state, 0, move, letter === 'D' ? 1 : 0);
    moves.push(move);
  }
  return movesToString(moves);
}

describe('STRATEGIES', () => {
  it('has the 15 classic strategies, by kebab-case id, with i18n keys and a source', () => {
    expect(STRATEGY_IDS).toEqual([
      'tit-for-tat',
      'always-cooperate',
      'always-defect',
      'grudger',
      'random',
      'tit-for-two-tats',
      'suspicious-tit-for-tat',
      'generous-tit-for-tat',
      'pavlov',
      'joss',
      'detective',
      'alternator',
      'prober',
      'gradual',
      'soft-majority',
    ]);
    expect(STRATEGIES['tit-for-tat']).toMatchObject({
      id: 'tit-for-tat',
      index: 0,
      nameKey: 'strategy.titForTat.name',
      descriptionKey: 'strategy.titForTat.description',
    });
    expect(STRATEGIES['suspicious-tit-for-tat'].nameKey).toBe('strategy.suspiciousTitForTat.name');
    for (const s of STRATEGY_LIST) {
      expect(STRATEGY_IDS[s.index]).toBe(s.id);
      expect(s.source.length).toBeGreaterThan(10);
      expect(s.description.length).toBeGreaterThan(10);
    }
    expect(STRATEGY_LIST.filter((s) => s.stochastic).map((s) => s.id)).toEqual([
      'random',
      'generous-tit-for-tat',
      'joss',
    ]);
  });

  it('tells ids apart from other strings and refuses an unknown one', () => {
    expect(isStrategyId('pavlov')).toBe(true);
    expect(isStrategyId('Pavlov')).toBe(false);
    expect(() => strategyIndex('nope' as StrategyId)).toThrow(RangeError);
  });
});

describe('each strategy against a scripted opponent', () => {
  // The opponent: C C D D C D C C C C C.
  const script = 'CCDDCDCCCCC';

  it('tit for tat cooperates first, then copies the last move', () => {
    expect(against('tit-for-tat', script)).toBe('CCCDDCDCCCC');
  });

  it('always cooperate and always defect ignore the opponent', () => {
    expect(against('always-cooperate', script)).toBe('CCCCCCCCCCC');
    expect(against('always-defect', script)).toBe('DDDDDDDDDDD');
  });

  it('grudger defects for ever from the round after the first defection', () => {
    expect(against('grudger', script)).toBe('CCCDDDDDDDD');
  });

  it('tit for two tats defects only after two defections in a row', () => {
    expect(against('tit-for-two-tats', script)).toBe('CCCCDCCCCCC');
    expect(against('tit-for-two-tats', 'DCDCDC')).toBe('CCCCCC');
  });

  it('suspicious tit for tat defects first, then copies', () => {
    expect(against('suspicious-tit-for-tat', script)).toBe('DCCDDCDCCCC');
  });

  it('pavlov stays after 3 or 5 points and shifts after 0 or 1', () => {
    // C/C stay C; C/D shift to D; D/D shift to C; D/C stay D (it keeps exploiting).
    expect(against('pavlov', script)).toBe('CCCDCCDDDDD');
  });

  it('alternator alternates from cooperation', () => {
    expect(against('alternator', script)).toBe('CDCDCDCDCDC');
  });

  it('detective opens C D C C, then plays tit for tat if it was defected against, else always defects', () => {
    expect(against('detective', script)).toBe('CDCCDCDCCCC');
    expect(against('detective', 'CCCCCCCC')).toBe('CDCCDDDD');
    // A defection in the fourth round still counts as retaliation: tit for tat answers it in round 5.
    expect(against('detective', 'CCCDCCCC')).toBe('CDCCDCCC');
  });

  it('prober opens D C C, exploits an opponent who cooperated in rounds 2 and 3, else plays tit for tat', () => {
    expect(against('prober', script)).toBe('DCCDDCDCCCC');
    expect(against('prober', 'CCCCCCC')).toBe('DCCDDDD');
    expect(against('prober', 'DCCCCCC')).toBe('DCCDDDD');
    expect(against('prober', 'CDCCCCC')).toBe('DCCCCCC');
  });

  it("gradual answers the opponent's n-th defection with n defections, then two cooperations", () => {
    // Round 4 answers the first defection (round 3): D, then C C. The defection of round 4 is counted while it
    // calms down; round 7 answers round 6's, the third so far: D D D, then C C.
    expect(against('gradual', script)).toBe('CCCDCCDDDCC');
    expect(against('gradual', 'DCCCCCCCDCCCCCC')).toBe('CDCCCCCCCDDCCCC');
  });

  it("soft majority cooperates while the opponent's cooperations are at least its defections", () => {
    expect(against('soft-majority', 'DDCDCCCC')).toBe('CDDDDDCC');
  });
});

describe('the stochastic strategies', () => {
  /** Asserts that `letter` makes up a share p of `moves`, within 5 standard deviations of a binomial count. */
  function expectRate(moves: string, letter: 'C' | 'D', p: number): void {
    const n = moves.length;
    const count = [...moves].filter((m) => m === letter).length;
    expect(Math.abs(count - n * p)).toBeLessThan(5 * Math.sqrt(n * p * (1 - p)));
  }

  it('random cooperates half of the time, the same way for the same seed', () => {
    const moves = against('random', 'C'.repeat(10_000), 5);
    expectRate(moves, 'C', 0.5);
    expect(against('random', 'C'.repeat(100), 5)).toBe(moves.slice(0, 100));
    expect(against('random', 'C'.repeat(100), 6)).not.toBe(moves.slice(0, 100));
  });

  it('generous tit for tat always answers cooperation, and forgives a defection one time in three', () => {
    expect(GENEROSITY).toBeCloseTo(1 / 3, 12);
    expect(against('generous-tit-for-tat', 'C'.repeat(1000))).toBe('C'.repeat(1000));
    const moves = against('generous-tit-for-tat', 'D'.repeat(10_001), 3).slice(1);
    expectRate(moves, 'C', 1 / 3);
  });

  it('joss cooperates first, always answers a defection, and defects one time in ten after a cooperation', () => {
    expect(against('joss', 'D'.repeat(200))).toBe('C' + 'D'.repeat(199));
    const moves = against('joss', 'C'.repeat(10_001), 4);
    expect(moves[0]).toBe('C');
    expectRate(moves.slice(1), 'D', 0.1);
  });
});
