import { checkNoise, checkTurns, DEFAULT_TURNS, MatchEngine, type MatchOptions } from './match.js';
import { deriveSeed, hashSeed, Rng } from './random.js';
import { strategyIndex, type StrategyId } from './strategies.js';

/** Repetitions of each match when none is given (the Axelrod library's default is 10; the issue asks 5). */
export const DEFAULT_REPETITIONS = 5;
export const MAX_REPETITIONS = 1000;

export interface TournamentOptions extends MatchOptions {
  /** How many times every match is played (each with its own seed); default 5. */
  readonly repetitions?: number;
  /**
   * Whether each player also plays a copy of itself, as in Axelrod's tournaments (his programs met their twin);
   * default true.
   */
  readonly selfPlay?: boolean;
  /** Called after each player's row of matches, for progress bars. */
  readonly onProgress?: (done: number, total: number) => void;
}

export interface TournamentEntry {
  /** The player's position in the list given to `tournament`. */
  readonly player: number;
  readonly id: StrategyId;
  /** Mean points per match: over its opponents (its twin included with self-play) and the repetitions. */
  readonly meanScore: number;
  /** meanScore divided by the turns: 3 is mutual cooperation all along. */
  readonly meanPerTurn: number;
  /** Matches (over repetitions, twin excluded) in which it scored more than its opponent. */
  readonly wins: number;
  /** 1 for the best; equal scores share a rank (1, 2, 2, 4…). */
  readonly rank: number;
}

export interface StrategyStanding {
  readonly id: StrategyId;
  /** How many players use it. */
  readonly players: number;
  /** The mean of its players' mean scores. */
  readonly meanScore: number;
  readonly rank: number;
}

export interface TournamentResult {
  readonly players: readonly StrategyId[];
  readonly turns: number;
  readonly repetitions: number;
  readonly noise: number;
  readonly selfPlay: boolean;
  /** Every player, best first (ties by position). */
  readonly ranking: readonly TournamentEntry[];
  /** The strategies present, best first: the ranking of a tournament where a strategy has several players. */
  readonly byStrategy: readonly StrategyStanding[];
  /**
   * Row-major players × players: matrix[i * size + j] is player i's mean points in its matches against player j
   * (against its own copy: the mean of both copies).
   */
  readonly matrix: Float64Array;
  readonly size: number;
}

/** Ranks scores, best first: equal scores share a rank. */
export function rankOrder(scores: ArrayLike<number>): { order: number[]; ranks: Int32Array } {
  const order = Array.from({ length: scores.length }, (_, i) => i).sort((a, b) => scores[b]! - scores[a]! || a - b);
  const ranks = new Int32Array(scores.length);
  order.forEach((player, position) => {
    const previous = order[position - 1];
    ranks[player] = previous !== undefined && scores[previous] === scores[player] ? ranks[previous]! : position + 1;
  });
  return { order, ranks };
}

/**
 * Axelrod's round robin: every player meets every other (and its twin, with self-play) in a match of `turns`
 * rounds, `repetitions` times. Each match has its own seed derived from the tournament's seed, the repetition and
 * the two players, so the result does not depend on the order the matches are played in.
 */
export function tournament(players: readonly StrategyId[], options: TournamentOptions = {}): TournamentResult {
  const turns = checkTurns(options.turns ?? DEFAULT_TURNS);
  const noise = checkNoise(options.noise ?? 0);
  const repetitions = options.repetitions ?? DEFAULT_REPETITIONS;
  if (!Number.isInteger(repetitions) || repetitions < 1 || repetitions > MAX_REPETITIONS)
    throw new RangeError(`repetitions must be a whole number from 1 to ${MAX_REPETITIONS}, got ${repetitions}`);
  const selfPlay = options.selfPlay ?? true;
  const n = players.length;
  if (n < (selfPlay ? 1 : 2)) throw new RangeError('A tournament needs players to meet');
  const kinds = Int32Array.from(players, (id) => strategyIndex(id));
  const base = hashSeed(options.seed ?? 0);

  const totals = new Float64Array(n * n);
  const wins = new Int32Array(n);
  const engine = new MatchEngine();
  const rng = new Rng();
  const total = repetitions * n;
  for (let rep = 0; rep < repetitions; rep++) {
    for (let i = 0; i < n; i++) {
      const kindA = kinds[i]!;
      for (let j = selfPlay ? i : i + 1; j < n; j++) {
        engine.play(kindA, kinds[j]!, turns, noise, rng.reseed(deriveSeed(base, rep, i, j)));
        if (i === j) {
          totals[i * n + i]! += (engine.scoreA + engine.scoreB) / 2;
          continue;
        }
        totals[i * n + j]! += engine.scoreA;
        totals[j * n + i]! += engine.scoreB;
        if (engine.scoreA > engine.scoreB) wins[i]!++;
        else if (engine.scoreB > engine.scoreA) wins[j]!++;
      }
      options.onProgress?.(rep * n + i + 1, total);
    }
  }

  const matrix = totals.map((sum) => sum / repetitions);
  const opponents = selfPlay ? n : n - 1;
  const means = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    let sum = 0;
    for (let j = 0; j < n; j++) if (selfPlay || j !== i) sum += matrix[i * n + j]!;
    means[i] = sum / opponents;
  }
  const { order, ranks } = rankOrder(means);
  const ranking = order.map((player) => ({
    player,
    id: players[player]!,
    meanScore: means[player]!,
    meanPerTurn: means[player]! / turns,
    wins: wins[player]!,
    rank: ranks[player]!,
  }));

  const groups = new Map<StrategyId, { players: number; sum: number }>();
  players.forEach((id, i) => {
    const group = groups.get(id) ?? { players: 0, sum: 0 };
    group.players++;
    group.sum += means[i]!;
    groups.set(id, group);
  });
  const strategies = [...groups.entries()].map(([id, g]) => ({ id, players: g.players, meanScore: g.sum / g.players }));
  const standing = rankOrder(strategies.map((s) => s.meanScore));
  const byStrategy = standing.order.map((k) => ({ ...strategies[k]!, rank: standing.ranks[k]! }));

  return { players: [...players], turns, repetitions, noise, selfPlay, ranking, byStrategy, matrix, size: n };
}
