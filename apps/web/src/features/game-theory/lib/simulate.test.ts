import { NATIONS, STRATEGY_IDS } from '@site/game-theory';
import { describe, expect, it } from 'vitest';
import { countStrategies, initialAssignment } from './initial';
import { simulate, type SimEvent, type SimSettings } from './simulate';

const BASE: SimSettings = {
  mode: 'spatial',
  seed: 'test',
  noise: 0,
  turns: 10,
  generations: 5,
  repetitions: 1,
  mix: { 'tit-for-tat': 1, 'always-defect': 1, 'always-cooperate': 1 },
};

describe('the starting map', () => {
  it('places the mix exactly, in an order that depends on the seed', () => {
    const a = initialAssignment({ 'tit-for-tat': 2, 'always-defect': 1 }, 's');
    const counts = countStrategies(a);
    expect(counts[STRATEGY_IDS.indexOf('tit-for-tat')]).toBe(130);
    expect(counts[STRATEGY_IDS.indexOf('always-defect')]).toBe(65);
    expect(initialAssignment({ 'tit-for-tat': 2, 'always-defect': 1 }, 's')).toEqual(a);
    expect(initialAssignment({ 'tit-for-tat': 2, 'always-defect': 1 }, 't')).not.toEqual(a);
  });

  it('lets every nation draw a strategy for a random mix', () => {
    expect(countStrategies(initialAssignment('random', 's')).filter((c) => c > 0).length).toBeGreaterThan(10);
  });
});

describe('simulate', () => {
  it('plays the spatial game generation by generation, reporting each one, and ranks by nations at the end', () => {
    const events: SimEvent[] = [];
    const result = simulate(BASE, (event) => events.push(event));
    expect(result.shares).toHaveLength(6);
    expect(result.assignments).toHaveLength(6);
    expect(events.filter((e) => e.type === 'generation').map((e) => e.type === 'generation' && e.generation)).toEqual([
      1, 2, 3, 4, 5,
    ]);
    for (const row of result.shares) expect(row.reduce((a, b) => a + b, 0)).toBeCloseTo(1);
    expect(result.ranking.map((r) => r.id).sort()).toEqual(['always-cooperate', 'always-defect', 'tit-for-tat']);
    expect(result.ranking.reduce((sum, r) => sum + r.nations, 0)).toBe(NATIONS.length);
    for (let i = 1; i < result.ranking.length; i++)
      expect(result.ranking[i - 1]!.nations).toBeGreaterThanOrEqual(result.ranking[i]!.nations);
  });

  it('gives the same run for the same settings, and another for another seed', () => {
    const settings = { ...BASE, noise: 0.05 };
    expect(simulate(settings)).toEqual(simulate(settings));
    expect(simulate({ ...settings, seed: 'other' }).assignments).not.toEqual(simulate(settings).assignments);
  });

  it('ranks a round robin by mean score: always defect loses to reciprocity among three strategies', () => {
    const events: SimEvent[] = [];
    const result = simulate(
      { ...BASE, mode: 'axelrod', turns: 20, mix: { 'tit-for-tat': 1, 'always-defect': 1 } },
      (e) => events.push(e),
    );
    expect(result.ranking.map((r) => r.id)).toEqual(['tit-for-tat', 'always-defect']);
    expect(result.ranking[0]!.rank).toBe(1);
    expect(result.scores.every((s) => s > 0)).toBe(true);
    expect(events.at(-1)).toEqual({ type: 'progress', done: NATIONS.length, total: NATIONS.length });
  });

  it('lets shares evolve in the ecological mode, placing them on the map each generation', () => {
    const result = simulate({ ...BASE, mode: 'ecological', turns: 20, generations: 30 });
    const first = result.shares[0]!;
    const last = result.shares.at(-1)!;
    const defect = STRATEGY_IDS.indexOf('always-defect');
    const cooperate = STRATEGY_IDS.indexOf('always-cooperate');
    // Always defect feeds on always cooperate: the cooperators shrink first.
    expect(last[cooperate]).toBeLessThan(first[cooperate]!);
    expect(result.assignments).toHaveLength(31);
    expect(countStrategies(result.assignments[0]!)[defect]).toBe(65);
    expect(result.ranking[0]!.share).toBeGreaterThanOrEqual(result.ranking.at(-1)!.share);
  });
});
