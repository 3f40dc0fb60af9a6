import { describe, expect, it } from 'vitest';
import { playMatch } from './match.js';
import { STRATEGY_IDS, type StrategyId } from './strategies.js';
import { rankOrder, tournament } from './tournament.js';

describe('tournament', () => {
  it('ranks by mean points per match over every opponent, the twin included, as Axelrod did', () => {
    const players: StrategyId[] = ['tit-for-tat', 'always-defect', 'always-cooperate'];
    const result = tournament(players, { turns: 200, repetitions: 2 });
    const n = 3;
    const cell = (a: StrategyId, b: StrategyId) => result.matrix[players.indexOf(a) * n + players.indexOf(b)];
    // Hand-computed: TFT 600 (twin) + 199 + 600; ALLD 204 + 200 (twin) + 1000; ALLC 600 + 0 + 600.
    expect(cell('tit-for-tat', 'tit-for-tat')).toBe(600);
    expect(cell('tit-for-tat', 'always-defect')).toBe(199);
    expect(cell('always-defect', 'tit-for-tat')).toBe(204);
    expect(cell('always-defect', 'always-defect')).toBe(200);
    expect(cell('always-defect', 'always-cooperate')).toBe(1000);
    expect(cell('always-cooperate', 'always-defect')).toBe(0);
    expect(result.ranking.map((e) => [e.id, e.meanScore, e.rank])).toEqual([
      ['always-defect', 1404 / 3, 1],
      ['tit-for-tat', 1399 / 3, 2],
      ['always-cooperate', 400, 3],
    ]);
    expect(result.ranking[0]!.meanPerTurn).toBeCloseTo(1404 / 3 / 200, 12);
    // Two repetitions, two wins each for ALLD; TFT and ALLC never outscore anyone.
    expect(result.ranking.map((e) => e.wins)).toEqual([4, 0, 0]);
  });

  it('leaves the twin out without self-play', () => {
    const result = tournament(['tit-for-tat', 'always-defect', 'always-cooperate'], { selfPlay: false });
    expect(result.selfPlay).toBe(false);
    expect(result.matrix[0]).toBe(0);
    expect(result.ranking.find((e) => e.id === 'tit-for-tat')!.meanScore).toBe((199 + 600) / 2);
  });

  it("crowns tit for tat in Nicky Case's tournament though it never beats anyone head to head", () => {
    const players: StrategyId[] = ['tit-for-tat', 'always-defect', 'always-cooperate', 'grudger', 'detective'];
    const result = tournament(players);
    expect(result.ranking[0]!.id).toBe('tit-for-tat');
    expect(result.ranking[0]!.wins).toBe(0);
    const alld = result.ranking.find((e) => e.id === 'always-defect')!;
    // Always defect wins every match (5 repetitions × 4 opponents) and still ranks below tit for tat.
    expect(alld.wins).toBe(20);
    expect(alld.rank).toBeGreaterThan(1);
    const n = players.length;
    for (let j = 0; j < n; j++) expect(result.matrix[j]).toBeLessThanOrEqual(result.matrix[j * n]!);
  });

  it('agrees with playMatch, and its means with its matrix', () => {
    const result = tournament(STRATEGY_IDS, { repetitions: 1, noise: 0.02, seed: 4 });
    const n = STRATEGY_IDS.length;
    expect(result.size).toBe(n);
    expect(result.matrix.length).toBe(n * n);
    const deterministic = playMatch('gradual', 'prober').scores;
    const g = STRATEGY_IDS.indexOf('gradual');
    const p = STRATEGY_IDS.indexOf('prober');
    const clean = tournament(STRATEGY_IDS, { repetitions: 1 });
    expect([clean.matrix[g * n + p], clean.matrix[p * n + g]]).toEqual(deterministic);
    for (const entry of result.ranking) {
      let sum = 0;
      for (let j = 0; j < n; j++) sum += result.matrix[entry.player * n + j]!;
      expect(entry.meanScore).toBeCloseTo(sum / n, 9);
    }
    const scores = result.ranking.map((e) => e.meanScore);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  });

  it('is the same for the same seed and changes with the seed when chance plays', () => {
    const options = { noise: 0.05, repetitions: 2, seed: 'world' };
    const a = tournament(STRATEGY_IDS, options);
    const b = tournament(STRATEGY_IDS, options);
    expect(b.matrix).toEqual(a.matrix);
    expect(b.ranking).toEqual(a.ranking);
    expect(tournament(STRATEGY_IDS, { ...options, seed: 'other' }).matrix).not.toEqual(a.matrix);
  });

  it('ranks a strategy with several players by the mean of its players', () => {
    const players: StrategyId[] = ['tit-for-tat', 'tit-for-tat', 'always-defect', 'grudger'];
    const result = tournament(players);
    const tft = result.byStrategy.find((s) => s.id === 'tit-for-tat')!;
    expect(tft.players).toBe(2);
    const tftPlayers = result.ranking.filter((e) => e.id === 'tit-for-tat');
    expect(tft.meanScore).toBeCloseTo((tftPlayers[0]!.meanScore + tftPlayers[1]!.meanScore) / 2, 9);
    expect(result.byStrategy.map((s) => s.rank)).toEqual([1, 1, 3]);
  });

  it('reports progress and refuses bad options', () => {
    const calls: number[] = [];
    tournament(['tit-for-tat', 'pavlov'], { repetitions: 3, onProgress: (done, total) => calls.push(done / total) });
    expect(calls.at(-1)).toBe(1);
    expect(calls).toHaveLength(6);
    expect(() => tournament([], {})).toThrow(RangeError);
    expect(() => tournament(['tit-for-tat'], { selfPlay: false })).toThrow(RangeError);
    expect(() => tournament(['tit-for-tat', 'pavlov'], { repetitions: 0 })).toThrow(RangeError);
  });
});

describe('rankOrder', () => {
  it('shares a rank between equal scores', () => {
    const { order, ranks } = rankOrder([5, 9, 5, 1]);
    expect(order).toEqual([1, 0, 2, 3]);
    expect([...ranks]).toEqual([2, 1, 2, 4]);
  });
});
