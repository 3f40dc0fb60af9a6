import { describe, expect, it } from 'vitest';
import { edgeList, graphFromEdges } from './graph.js';
import { playMatch } from './match.js';
import { nationGraph } from './nations.js';
import { mixAssignment, randomAssignment, runSpatial, SpatialGame, spatialStep } from './spatial.js';
import { STRATEGY_IDS, strategyIndex, type StrategyId } from './strategies.js';

const idx = (...ids: StrategyId[]) => ids.map(strategyIndex);
const names = (assignment: Uint8Array) => [...assignment].map((s) => STRATEGY_IDS[s]);

describe('SpatialGame', () => {
  it('scores every node on its matches with its neighbours and imitates the best (hand-computed)', () => {
    // 0 — 1 — 2: always defect next to two tit for tats, 10 rounds a match.
    const graph = graphFromEdges(3, [
      [0, 1],
      [1, 2],
    ]);
    const game = new SpatialGame(graph, idx('always-defect', 'tit-for-tat', 'tit-for-tat'), { turns: 10 });
    const step = game.step();
    // ALLD vs TFT: 5 + 9 × 1 = 14 against 0 + 9 × 1 = 9; TFT vs TFT: 30 each.
    expect([...step.scores]).toEqual([14, 39, 30]);
    expect(names(step.assignment)).toEqual(['tit-for-tat', 'tit-for-tat', 'tit-for-tat']);
    expect(step.changed).toBe(1);
    expect(step.generation).toBe(1);
    expect(game.generation).toBe(1);
  });

  it('spreads a defector at the centre of cooperators', () => {
    const graph = graphFromEdges(4, [
      [0, 1],
      [0, 2],
      [0, 3],
    ]);
    const game = new SpatialGame(
      graph,
      idx('always-defect', 'always-cooperate', 'always-cooperate', 'always-cooperate'),
      {
        turns: 10,
      },
    );
    expect([...game.step().scores]).toEqual([150, 0, 0, 0]);
    expect(names(game.assignment)).toEqual(Array(4).fill('always-defect'));
  });

  it('keeps its own strategy on a tie, and takes the first best neighbour in index order', () => {
    const pair = new SpatialGame(graphFromEdges(2, [[0, 1]]), idx('tit-for-tat', 'always-cooperate'), { turns: 10 });
    expect(names(pair.step().assignment)).toEqual(['tit-for-tat', 'always-cooperate']);
    // Node 0 (60 points) sits between node 1 (TFT, 90) and node 2 (grudger, 90): it takes node 1's strategy.
    const graph = graphFromEdges(7, [
      [0, 1],
      [0, 2],
      [1, 3],
      [1, 5],
      [2, 4],
      [2, 6],
    ]);
    const assignment = idx(
      'always-cooperate',
      'tit-for-tat',
      'grudger',
      'always-cooperate',
      'always-cooperate',
      'always-cooperate',
      'always-cooperate',
    );
    const step = new SpatialGame(graph, assignment, { turns: 10 }).step();
    expect([...step.scores].slice(0, 3)).toEqual([60, 90, 90]);
    expect(STRATEGY_IDS[step.assignment[0]!]).toBe('tit-for-tat');
  });

  it("scores per neighbour in 'mean' mode", () => {
    const graph = graphFromEdges(4, [
      [0, 1],
      [0, 2],
      [0, 3],
    ]);
    const initial = idx('tit-for-tat', 'always-defect', 'always-cooperate', 'always-cooperate');
    const total = new SpatialGame(graph, initial, { turns: 10 }).step();
    expect([...total.scores]).toEqual([69, 14, 30, 30]);
    expect(names(total.assignment)).toEqual(Array(4).fill('tit-for-tat'));
    const mean = new SpatialGame(graph, initial, { turns: 10, score: 'mean' }).step();
    expect([...mean.scores]).toEqual([23, 14, 30, 30]);
    expect(names(mean.assignment)).toEqual(['always-cooperate', 'tit-for-tat', 'always-cooperate', 'always-cooperate']);
  });

  it('remembers deterministic matches without changing a score', () => {
    const graph = nationGraph();
    const deterministic = STRATEGY_IDS.filter((id) => !['random', 'joss', 'generous-tit-for-tat'].includes(id));
    const initial = randomAssignment(graph.size, deterministic, 3);
    const game = new SpatialGame(graph, initial, { turns: 30 });
    const step = game.step();
    const expected = new Float64Array(graph.size);
    const { from, to } = edgeList(graph);
    for (let e = 0; e < from.length; e++) {
      const u = from[e]!;
      const v = to[e]!;
      const match = playMatch(STRATEGY_IDS[initial[u]!]!, STRATEGY_IDS[initial[v]!]!, { turns: 30 });
      expected[u]! += match.scores[0];
      expected[v]! += match.scores[1];
    }
    expect(step.scores).toEqual(expected);
  });

  it('is the same for the same seed, with noise and stochastic strategies', () => {
    const graph = nationGraph();
    const initial = randomAssignment(graph.size, STRATEGY_IDS, 'start');
    const run = (seed: string) =>
      runSpatial(graph, initial, { generations: 20, noise: 0.05, seed, keepAssignments: true });
    const a = run('s');
    const b = run('s');
    expect(b.assignments).toEqual(a.assignments);
    expect(b.scores).toEqual(a.scores);
    expect(run('t').assignments).not.toEqual(a.assignments);
    expect(a.assignments).toHaveLength(21);
    for (const row of a.shares) expect(row.reduce((x, y) => x + y, 0)).toBeCloseTo(1, 12);
  });

  it('gives the same generation as a function', () => {
    const graph = nationGraph();
    const options = { noise: 0.05, seed: 'f', turns: 20 };
    const game = new SpatialGame(graph, randomAssignment(graph.size, STRATEGY_IDS, 1), options);
    for (let g = 0; g < 3; g++) game.step();
    const before = game.assignment;
    const fourth = game.step();
    expect(spatialStep(graph, before, { ...options, generation: 4 })).toEqual(fourth);
    expect(() => spatialStep(graph, before, { generation: 0 })).toThrow(RangeError);
  });

  it('refuses an assignment of the wrong size or with unknown strategies', () => {
    const graph = graphFromEdges(2, [[0, 1]]);
    expect(() => new SpatialGame(graph, [0])).toThrow(RangeError);
    expect(() => new SpatialGame(graph, [0, 99])).toThrow(RangeError);
    expect(() => new SpatialGame(graph, [0, 0], { turns: 0 })).toThrow(RangeError);
  });
});

describe('assignments', () => {
  it('places an exact mix in a seeded order', () => {
    const a = mixAssignment(195, { 'tit-for-tat': 2, 'always-defect': 1, pavlov: 0 }, 1);
    expect(a.filter((s) => s === strategyIndex('tit-for-tat'))).toHaveLength(130);
    expect(a.filter((s) => s === strategyIndex('always-defect'))).toHaveLength(65);
    expect(mixAssignment(195, { 'tit-for-tat': 2, 'always-defect': 1 }, 1)).toEqual(a);
    expect(mixAssignment(195, { 'tit-for-tat': 2, 'always-defect': 1 }, 2)).not.toEqual(a);
    expect(() => mixAssignment(10, {})).toThrow(RangeError);
  });

  it('draws random strategies among those given', () => {
    const a = randomAssignment(500, ['grudger', 'prober'], 5);
    expect(new Set(a)).toEqual(new Set(idx('grudger', 'prober')));
  });
});
