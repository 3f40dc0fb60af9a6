import { degreeOf, edgeList, type Graph } from './graph.js';
import { checkNoise, checkTurns, MatchEngine } from './match.js';
import { deriveSeed, hashSeed, Rng, type Seed } from './random.js';
import { STOCHASTIC, STRATEGY_IDS, strategyIndex, type StrategyId } from './strategies.js';
import { sharesToCounts } from './evolution.js';

/**
 * Rounds of each match in a spatial generation when none is given. Shorter than a tournament's 200 so that the
 * world map moves quickly (with noise every link is played anew each generation); the strategies' openings weigh a
 * little more, their order against one another does not change.
 */
export const DEFAULT_SPATIAL_TURNS = 50;

export interface SpatialOptions {
  /** Rounds of every match of a generation; default 50. */
  readonly turns?: number;
  /** Probability that noise flips an intended move; default 0. */
  readonly noise?: number;
  readonly seed?: Seed;
  /**
   * A node's score: 'total', the sum of its matches' points (Nowak and May), or 'mean', per neighbour (so a nation
   * with many borders is not favoured). Default 'total'.
   */
  readonly score?: 'total' | 'mean';
}

export interface SpatialGeneration {
  /** The generation just played (1 for the first). */
  readonly generation: number;
  /** Each node's score in that generation's matches, before imitation. */
  readonly scores: Float64Array;
  /** Each node's strategy index for the next generation. */
  readonly assignment: Uint8Array;
  /** How many nodes changed strategy. */
  readonly changed: number;
}

/**
 * Nowak and May's spatial game on a graph. Each generation every node plays one match with each neighbour (all
 * links at once); then every node adopts the strategy of the best-scoring node among itself and its neighbours —
 * on a tie it keeps its own, and between neighbours tied above it the first in index order wins. Updates are
 * synchronous.
 *
 * A match between two deterministic strategies without noise always ends the same, so it is played once per pair
 * of strategies and remembered. Otherwise each link is played with its own generator, seeded from the game's seed,
 * the generation and the link: the run is the same whatever order the links are played in.
 */
export class SpatialGame {
  readonly graph: Graph;
  readonly turns: number;
  readonly noise: number;
  readonly scoreMode: 'total' | 'mean';
  /** Generations played so far. */
  generation = 0;
  /** The current strategy index of every node. */
  assignment: Uint8Array;
  /** The scores of the last generation played (zeros before the first). */
  scores: Float64Array;

  private readonly seed: number;
  private readonly from: Int32Array;
  private readonly to: Int32Array;
  private readonly engine = new MatchEngine();
  private readonly rng = new Rng();
  /** Remembered scores of deterministic pairs: [a * K + b] * 2 (+1), NaN until played. */
  private readonly memo: Float64Array;

  constructor(graph: Graph, initial: ArrayLike<number>, options: SpatialOptions = {}) {
    if (initial.length !== graph.size) throw new RangeError(`The assignment needs ${graph.size} strategies`);
    for (let i = 0; i < initial.length; i++)
      if (!(initial[i]! >= 0 && initial[i]! < STRATEGY_IDS.length && Number.isInteger(initial[i])))
        throw new RangeError(`Node ${i} has no strategy index: ${initial[i]}`);
    this.graph = graph;
    this.turns = checkTurns(options.turns ?? DEFAULT_SPATIAL_TURNS);
    this.noise = checkNoise(options.noise ?? 0);
    this.scoreMode = options.score ?? 'total';
    this.seed = hashSeed(options.seed ?? 0);
    this.assignment = Uint8Array.from(initial);
    this.scores = new Float64Array(graph.size);
    ({ from: this.from, to: this.to } = edgeList(graph));
    this.memo = new Float64Array(STRATEGY_IDS.length * STRATEGY_IDS.length * 2).fill(Number.NaN);
  }

  /** Plays one generation and moves every node to its imitated strategy. */
  step(): SpatialGeneration {
    const { graph, assignment, engine, rng, memo, from, to, turns, noise } = this;
    const K = STRATEGY_IDS.length;
    const scores = new Float64Array(graph.size);
    const generation = this.generation + 1;
    for (let e = 0; e < from.length; e++) {
      const u = from[e]!;
      const v = to[e]!;
      const a = assignment[u]!;
      const b = assignment[v]!;
      let scoreU: number;
      let scoreV: number;
      if (noise === 0 && STOCHASTIC[a] === 0 && STOCHASTIC[b] === 0) {
        const m = (a * K + b) * 2;
        if (Number.isNaN(memo[m]!)) {
          engine.play(a, b, turns, 0, rng);
          memo[m] = engine.scoreA;
          memo[m + 1] = engine.scoreB;
          memo[(b * K + a) * 2] = engine.scoreB;
          memo[(b * K + a) * 2 + 1] = engine.scoreA;
        }
        scoreU = memo[m]!;
        scoreV = memo[m + 1]!;
      } else {
        engine.play(a, b, turns, noise, rng.reseed(deriveSeed(this.seed, generation, e)));
        scoreU = engine.scoreA;
        scoreV = engine.scoreB;
      }
      scores[u]! += scoreU;
      scores[v]! += scoreV;
    }
    if (this.scoreMode === 'mean')
      for (let u = 0; u < graph.size; u++) scores[u] = scores[u]! / Math.max(1, degreeOf(graph, u));

    const next = new Uint8Array(graph.size);
    let changed = 0;
    for (let u = 0; u < graph.size; u++) {
      let best = scores[u]!;
      let strategy = assignment[u]!;
      for (let k = graph.offsets[u]!; k < graph.offsets[u + 1]!; k++) {
        const v = graph.targets[k]!;
        if (scores[v]! > best) {
          best = scores[v]!;
          strategy = assignment[v]!;
        }
      }
      next[u] = strategy;
      if (strategy !== assignment[u]) changed++;
    }
    this.generation = generation;
    this.assignment = next;
    this.scores = scores;
    return { generation, scores, assignment: next, changed };
  }

  /** How many nodes play each strategy, by strategy index. */
  counts(): Int32Array {
    const counts = new Int32Array(STRATEGY_IDS.length);
    for (const s of this.assignment) counts[s]!++;
    return counts;
  }
}

/**
 * One generation of the spatial game as a function: the matches of `generation` (default 1: the seed of each link
 * depends on it) on `assignment`, and the imitation that follows. The same as the step of a SpatialGame at that
 * generation.
 */
export function spatialStep(
  graph: Graph,
  assignment: ArrayLike<number>,
  options: SpatialOptions & { readonly generation?: number } = {},
): SpatialGeneration {
  const generation = options.generation ?? 1;
  if (!Number.isInteger(generation) || generation < 1) throw new RangeError('generation counts from 1');
  const game = new SpatialGame(graph, assignment, options);
  game.generation = generation - 1;
  return game.step();
}

export interface SpatialRun {
  /** shares[g][s]: the share of nodes playing strategy index s after generation g (shares[0] is the start). */
  readonly shares: readonly (readonly number[])[];
  /** The assignment after the last generation. */
  readonly assignment: Uint8Array;
  /** The scores of the last generation. */
  readonly scores: Float64Array;
  /** The assignment after each generation (index 0 the start), when `keepAssignments` is set. */
  readonly assignments?: readonly Uint8Array[];
}

/** Runs `generations` of the spatial game and returns the strategy shares over time. */
export function runSpatial(
  graph: Graph,
  initial: ArrayLike<number>,
  options: SpatialOptions & {
    readonly generations: number;
    readonly keepAssignments?: boolean;
    readonly onGeneration?: (step: SpatialGeneration) => void;
  },
): SpatialRun {
  const game = new SpatialGame(graph, initial, options);
  const share = () => Array.from(game.counts(), (c) => c / graph.size);
  const shares = [share()];
  const assignments = options.keepAssignments ? [game.assignment] : undefined;
  for (let g = 0; g < options.generations; g++) {
    const step = game.step();
    shares.push(share());
    assignments?.push(step.assignment);
    options.onGeneration?.(step);
  }
  return { shares, assignment: game.assignment, scores: game.scores, ...(assignments ? { assignments } : {}) };
}

/**
 * An assignment with the given mix: counts by largest remainder from the weights (strategy id → weight), placed on
 * the nodes in a seeded random order.
 */
export function mixAssignment(
  size: number,
  weights: Partial<Readonly<Record<StrategyId, number>>>,
  seed: Seed = 0,
): Uint8Array {
  const ids = (Object.keys(weights) as StrategyId[]).filter((id) => weights[id]! > 0);
  if (ids.length === 0) throw new RangeError('The mix needs at least one strategy with a positive weight');
  const counts = sharesToCounts(
    ids.map((id) => weights[id]!),
    size,
  );
  const assignment = new Uint8Array(size);
  let n = 0;
  ids.forEach((id, i) => {
    assignment.fill(strategyIndex(id), n, n + counts[i]!);
    n += counts[i]!;
  });
  shuffle(assignment, new Rng(seed));
  return assignment;
}

/** An assignment where every node draws its strategy uniformly from `ids`. */
export function randomAssignment(size: number, ids: readonly StrategyId[] = STRATEGY_IDS, seed: Seed = 0): Uint8Array {
  if (ids.length === 0) throw new RangeError('Give at least one strategy');
  const rng = new Rng(seed);
  return Uint8Array.from({ length: size }, () => strategyIndex(ids[rng.int(ids.length)]!));
}

/** Fisher–Yates, in place. */
function shuffle(values: Uint8Array, rng: Rng): void {
  for (let i = values.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    const t = values[i]!;
    values[i] = values[j]!;
    values[j] = t;
  }
}
