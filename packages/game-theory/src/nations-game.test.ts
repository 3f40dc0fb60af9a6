import { describe, expect, it } from 'vitest';
import { Duel } from './duel.js';
import { graphFromEdges } from './graph.js';
import { NationsGame } from './nations-game.js';
import { nationGraph, nationIndex, NATIONS } from './nations.js';
import { COOPERATE as C, DEFECT as D } from './payoffs.js';
import { randomAssignment } from './spatial.js';
import { STRATEGY_IDS, strategyIndex } from './strategies.js';

describe('NationsGame', () => {
  // The player (0) borders a tit for tat (1) and an always defect (2), which border each other.
  const graph = graphFromEdges(3, [
    [0, 1],
    [0, 2],
    [1, 2],
  ]);
  const strategies = [0, strategyIndex('tit-for-tat'), strategyIndex('always-defect')];

  it('plays three rounds: the AI nations follow their strategies with a memory per neighbour', () => {
    const game = new NationsGame({ graph, strategies, player: 0 });
    expect(game.neighbours()).toEqual([1, 2]);

    const r1 = game.playRound(C);
    expect(r1.exchanges.map((e) => [e.neighbour, e.played, e.received, e.points, e.theirPoints])).toEqual([
      [1, C, C, 3, 3],
      [2, C, D, 0, 5],
    ]);
    expect(r1.points).toBe(3);
    expect([...r1.roundPoints]).toEqual([3, 3, 10]);

    // Cooperate with the tit for tat, defect against the defector.
    const r2 = game.playRound({ all: C, toward: { 2: D } });
    expect(r2.exchanges.map((e) => [e.played, e.received])).toEqual([
      [C, C],
      [D, D],
    ]);
    expect(r2.points).toBe(4);
    expect([...r2.totals]).toEqual([7, 7, 12]);

    // Betray the tit for tat: it still cooperates towards the player this round (it copies the last round)…
    const r3 = game.playRound({ toward: { 1: D, 2: D } });
    expect(r3.exchanges[0]).toMatchObject({ intended: D, played: D, received: C, points: 5, theirPoints: 0 });
    expect(r3.round).toBe(3);
    expect([...r3.totals]).toEqual([13, 8, 14]);
    // Per exchange: 13/6 against 8/6 and 14/6.
    expect(r3.standing).toEqual({ rank: 2, of: 3, total: 13, mean: 13 / 6 });
    expect(game.ranking().map((r) => r.node)).toEqual([2, 0, 1]);

    // …and answers next round, while it keeps defecting towards the defector.
    const r4 = game.playRound(C);
    expect(r4.exchanges[0]!.received).toBe(D);
    const slot = (u: number, v: number) =>
      graph.offsets[u]! + [...graph.targets.subarray(graph.offsets[u]!)].indexOf(v);
    expect(r4.moves[slot(1, 0)]).toBe(D);
    expect(r4.moves[slot(1, 2)]).toBe(D);
  });

  it('ranks by total points when asked', () => {
    const game = new NationsGame({ graph, strategies, player: 0, rankBy: 'total' });
    game.playRound(D);
    // Player: D/C 5 + D/D 1 = 6; TFT: 0 + 0 = 0; ALLD: 1 + 5 = 6.
    expect(game.standing()).toMatchObject({ rank: 1, total: 6 });
  });

  it('refuses a round without a move towards every neighbour, and a player outside the graph', () => {
    const game = new NationsGame({ graph, strategies, player: 0 });
    expect(() => game.playRound({ toward: { 1: C } })).toThrow(RangeError);
    expect(() => new NationsGame({ graph, strategies, player: 3 })).toThrow(RangeError);
  });

  it('plays as a nation of the world, the same way for the same seed, noise included', () => {
    const world = nationGraph();
    const player = nationIndex('VNM');
    const mix = randomAssignment(world.size, STRATEGY_IDS, 12);
    const play = (seed: number) => {
      const game = new NationsGame({ graph: world, strategies: mix, player, noise: 0.1, seed });
      return [game.playRound(C), game.playRound({ all: C, toward: { [nationIndex('CHN')]: D } }), game.playRound(D)];
    };
    const rounds = play(1);
    expect(rounds[0]!.exchanges.map((e) => NATIONS[e.neighbour]!.cca3)).toEqual(['CHN', 'KHM', 'LAO']);
    expect(rounds[2]!.standing.of).toBe(NATIONS.length);
    expect(play(1)).toEqual(rounds);
    expect(play(2).map((r) => [...r.moves])).not.toEqual(rounds.map((r) => [...r.moves]));
  });

  it('gives everybody 3 a round when everybody cooperates', () => {
    const world = nationGraph();
    const game = new NationsGame({
      graph: world,
      strategies: new Uint8Array(world.size).fill(strategyIndex('tit-for-tat')),
      player: nationIndex('JPN'),
    });
    const round = game.playRound(C);
    expect(round.points).toBe(9);
    expect(round.standing).toEqual({ rank: 1, of: world.size, total: 9, mean: 3 });
  });
});

describe('Duel', () => {
  it('plays the visitor against tit for tat by hand', () => {
    const duel = new Duel('tit-for-tat');
    const rounds = [C, D, C, C].map((move) => duel.play(move));
    expect(rounds.map((r) => [r.player.played, r.opponent.played, r.player.points, r.opponent.points])).toEqual([
      [C, C, 3, 3],
      [D, C, 5, 0],
      [C, D, 0, 5],
      [C, C, 3, 3],
    ]);
    expect(rounds[3]!.player.total).toBe(11);
    expect(rounds[3]!.opponent.total).toBe(11);
    expect(duel.rounds).toHaveLength(4);
  });

  it("shows the detective's opening and the mistakes noise makes, the same for the same seed", () => {
    const detective = new Duel('detective');
    expect([C, C, C, C, C].map((m) => detective.play(m).opponent.played)).toEqual([C, D, C, C, D]);
    const play = (seed: number) => {
      const duel = new Duel('pavlov', { noise: 0.3, seed });
      return Array.from({ length: 40 }, () => duel.play(C));
    };
    const rounds = play(2);
    expect(rounds.some((r) => r.player.played !== r.player.intended)).toBe(true);
    expect(play(2)).toEqual(rounds);
    expect(() => new Duel('tit-for-tat').play(2 as never)).toThrow(RangeError);
  });
});
