import { describe, expect, it } from 'vitest';
import { evolve, moranStep, payoffMatrix, replicatorStep, sharesToCounts } from './evolution.js';
import { Rng } from './random.js';
import { STRATEGY_IDS, type StrategyId } from './strategies.js';

const sum = (values: ArrayLike<number>) => Array.from(values).reduce((a, b) => a + b, 0);

describe('replicatorStep', () => {
  it('keeps shares non-negative and summing to 1, and extinct strategies extinct', () => {
    const matrix = payoffMatrix(STRATEGY_IDS, { repetitions: 1, seed: 2 });
    let shares: ArrayLike<number> = STRATEGY_IDS.map((_, i) => (i === 3 ? 0 : 1 / 14));
    for (let g = 0; g < 50; g++) {
      shares = replicatorStep(shares, matrix);
      expect(sum(shares)).toBeCloseTo(1, 12);
      expect(Array.from(shares).every((s) => s >= 0)).toBe(true);
      expect(shares[3]).toBe(0);
    }
  });

  it('grows the strategies that score above the mean, by the ratio of their fitness to the mean', () => {
    // Two strategies: A earns 4 against anyone, B earns 2: fitnesses 4 and 2, mean 3.
    const next = replicatorStep([0.5, 0.5], [4, 4, 2, 2]);
    expect(Array.from(next)).toEqual([0.5 * (4 / 3), 0.5 * (2 / 3)]);
  });

  it("repeats Axelrod's ecological finding: always defect dies out among reciprocators", () => {
    const ids: StrategyId[] = ['tit-for-tat', 'always-defect', 'always-cooperate'];
    const run = evolve(ids, { initial: [1, 2, 7], generations: 100 });
    const alld = run.shares.map((row) => row[1]!);
    // It first grows by exploiting always cooperate (20 % → over 80 %), then falls with its prey.
    expect(Math.max(...alld)).toBeGreaterThan(0.8);
    expect(alld[100]).toBeLessThan(0.001);
    expect(run.shares[100]![0]).toBeGreaterThan(0.999);
    for (const row of run.shares) expect(sum(row)).toBeCloseTo(1, 12);
  });
});

describe('moranStep', () => {
  it('keeps the population size and only moves one individual', () => {
    const matrix = payoffMatrix(['tit-for-tat', 'always-defect', 'random'], { seed: 1 });
    const rng = new Rng(3);
    let counts = Int32Array.from([10, 10, 10]);
    for (let step = 0; step < 500; step++) {
      const next = moranStep(counts, matrix, rng, 0.01);
      expect(sum(next)).toBe(30);
      expect(Array.from(next).every((c) => c >= 0)).toBe(true);
      const moved = Array.from(next).reduce((total, c, i) => total + Math.abs(c - counts[i]!), 0);
      expect(moved === 0 || moved === 2).toBe(true);
      counts = next;
    }
  });

  it('stays fixed once one strategy has taken over, without mutation', () => {
    const matrix = payoffMatrix(['tit-for-tat', 'always-defect']);
    const counts = moranStep(Int32Array.from([0, 12]), matrix, new Rng(1));
    expect(Array.from(counts)).toEqual([0, 12]);
  });
});

describe('evolve', () => {
  it('runs a Moran population with shares summing to 1, the same way for the same seed', () => {
    const ids: StrategyId[] = ['tit-for-tat', 'always-defect', 'pavlov', 'random'];
    const options = { mode: 'moran', generations: 30, population: 40, seed: 8, noise: 0.01 } as const;
    const a = evolve(ids, options);
    expect(a.shares).toHaveLength(31);
    for (const row of a.shares) {
      expect(sum(row)).toBeCloseTo(1, 12);
      // Shares of 40 individuals.
      for (const share of row) expect(Math.abs(share * 40 - Math.round(share * 40))).toBeLessThan(1e-9);
    }
    expect(evolve(ids, options).shares).toEqual(a.shares);
    expect(evolve(ids, { ...options, seed: 9 }).shares).not.toEqual(a.shares);
  });

  it('starts from the given shares and reports every generation', () => {
    const seen: number[] = [];
    const run = evolve(['tit-for-tat', 'always-defect'], {
      initial: [3, 1],
      generations: 5,
      onGeneration: (g) => seen.push(g),
    });
    expect(run.shares[0]).toEqual([0.75, 0.25]);
    expect(seen).toEqual([1, 2, 3, 4, 5]);
    expect(() => evolve(['tit-for-tat'], { initial: [0] })).toThrow(RangeError);
  });
});

describe('sharesToCounts', () => {
  it('rounds by largest remainder to the exact size', () => {
    expect(Array.from(sharesToCounts([1, 1, 1], 10))).toEqual([4, 3, 3]);
    expect(Array.from(sharesToCounts([0.5, 0.25, 0.25], 195))).toEqual([97, 49, 49]);
  });
});
