import { Rng } from './random.js';
import { type StrategyId } from './strategies.js';
import { tournament, type TournamentOptions } from './tournament.js';

/**
 * The payoff matrix of a set of strategies: row-major k × k, entry [i * k + j] the mean points of strategy i in a
 * match against strategy j (a round robin of one player each, self-play included, with the given options).
 */
export function payoffMatrix(ids: readonly StrategyId[], options: TournamentOptions = {}): Float64Array {
  return tournament(ids, { ...options, selfPlay: true }).matrix;
}

function checkMatrix(matrix: ArrayLike<number>, k: number): void {
  if (matrix.length !== k * k) throw new RangeError(`The payoff matrix must have ${k} × ${k} entries`);
}

/**
 * One generation of Axelrod's ecological tournament (discrete replicator dynamics): each strategy's fitness is its
 * mean payoff against the population, f_i = Σ_j M[i][j] x_j, and its share becomes x_i f_i / Σ_j x_j f_j.
 * Shares stay non-negative and sum to 1; an extinct strategy stays extinct.
 */
export function replicatorStep(shares: ArrayLike<number>, matrix: ArrayLike<number>): Float64Array {
  const k = shares.length;
  checkMatrix(matrix, k);
  const next = new Float64Array(k);
  let mean = 0;
  for (let i = 0; i < k; i++) {
    let fitness = 0;
    for (let j = 0; j < k; j++) fitness += matrix[i * k + j]! * shares[j]!;
    next[i] = shares[i]! * fitness;
    mean += next[i]!;
  }
  if (!(mean > 0)) return Float64Array.from(shares);
  for (let i = 0; i < k; i++) next[i] = next[i]! / mean;
  return next;
}

/** The strategy of individual number `n` when individuals are numbered strategy by strategy. */
function pickIndividual(counts: ArrayLike<number>, n: number): number {
  let i = 0;
  while (n >= counts[i]!) n -= counts[i++]!;
  return i;
}

/**
 * One birth–death step of the Moran process on a finite population (counts per strategy): an individual's fitness
 * is its mean payoff against the N − 1 others; one individual is chosen to reproduce with probability proportional
 * to fitness (uniformly if every fitness is 0), one is chosen uniformly to die (possibly the parent), and the
 * offspring takes the parent's strategy — or, with probability `mutation`, a strategy drawn uniformly. The
 * population size never changes. Returns new counts.
 */
export function moranStep(counts: ArrayLike<number>, matrix: ArrayLike<number>, rng: Rng, mutation = 0): Int32Array {
  const k = counts.length;
  checkMatrix(matrix, k);
  const next = Int32Array.from(counts);
  let size = 0;
  for (let i = 0; i < k; i++) size += next[i]!;
  if (size < 2) return next;
  const weights = new Float64Array(k);
  let total = 0;
  for (let i = 0; i < k; i++) {
    if (next[i] === 0) continue;
    let sum = -matrix[i * k + i]!;
    for (let j = 0; j < k; j++) sum += next[j]! * matrix[i * k + j]!;
    weights[i] = (next[i]! * sum) / (size - 1);
    total += weights[i]!;
  }
  let parent = -1;
  if (total > 0) {
    let pick = rng.next() * total;
    for (let i = 0; i < k; i++) {
      if (!(weights[i]! > 0)) continue;
      parent = i;
      if (pick < weights[i]!) break;
      pick -= weights[i]!;
    }
  } else {
    parent = pickIndividual(next, rng.int(size));
  }
  const victim = pickIndividual(next, rng.int(size));
  const child = mutation > 0 && rng.next() < mutation ? rng.int(k) : parent;
  next[victim]!--;
  next[child]!++;
  return next;
}

export interface EvolutionOptions extends TournamentOptions {
  /** 'replicator' (Axelrod's ecological tournament, default) or 'moran' (a finite population). */
  readonly mode?: 'replicator' | 'moran';
  /** Generations to run; default 100. A Moran generation is `population` birth–death steps. */
  readonly generations?: number;
  /** Starting shares per strategy (normalised); default equal. */
  readonly initial?: readonly number[];
  /** Moran only: the population size; default 100. */
  readonly population?: number;
  /** Moran only: probability that an offspring takes a random strategy; default 0. */
  readonly mutation?: number;
  /** Called after each generation with its shares (the same array the result keeps). */
  readonly onGeneration?: (generation: number, shares: readonly number[]) => void;
}

export interface EvolutionResult {
  readonly ids: readonly StrategyId[];
  readonly mode: 'replicator' | 'moran';
  /** The payoff matrix the evolution ran on (see payoffMatrix). */
  readonly matrix: Float64Array;
  /** shares[g][i]: the share of strategy ids[i] after generation g (shares[0] is the start). Each sums to 1. */
  readonly shares: readonly (readonly number[])[];
}

export const DEFAULT_GENERATIONS = 100;
export const DEFAULT_POPULATION = 100;

/** Largest-remainder rounding of shares to whole counts summing to `size`. */
export function sharesToCounts(shares: readonly number[], size: number): Int32Array {
  const sum = shares.reduce((a, b) => a + b, 0);
  const exact = shares.map((s) => (s / sum) * size);
  const counts = Int32Array.from(exact, Math.floor);
  let missing = size - counts.reduce((a, b) => a + b, 0);
  const byRemainder = exact.map((e, i) => ({ i, r: e - Math.floor(e) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (let n = 0; missing > 0; n++, missing--) counts[byRemainder[n % byRemainder.length]!.i]!++;
  return counts;
}

/**
 * Runs the ecological (replicator) or Moran evolution of a population of strategies over `generations`, on the
 * payoff matrix of their round robin (turns, repetitions, noise and seed as in `tournament`).
 */
export function evolve(ids: readonly StrategyId[], options: EvolutionOptions = {}): EvolutionResult {
  const mode = options.mode ?? 'replicator';
  const generations = options.generations ?? DEFAULT_GENERATIONS;
  if (!Number.isInteger(generations) || generations < 0) throw new RangeError('generations must be a whole number');
  const k = ids.length;
  const initial = options.initial ?? ids.map(() => 1);
  if (initial.length !== k || initial.some((s) => !(s >= 0)) || !(initial.reduce((a, b) => a + b, 0) > 0))
    throw new RangeError('initial must give one non-negative share per strategy, not all 0');
  const { onGeneration: _onGeneration, onProgress: _onProgress, ...matchOptions } = options;
  const matrix = payoffMatrix(ids, matchOptions);
  const shares: number[][] = [];
  const record = (generation: number, values: ArrayLike<number>, scale = 1) => {
    const row = Array.from(values, (v) => v / scale);
    shares.push(row);
    if (generation > 0) options.onGeneration?.(generation, row);
  };

  if (mode === 'replicator') {
    const sum = initial.reduce((a, b) => a + b, 0);
    let current: Float64Array = Float64Array.from(initial, (s) => s / sum);
    record(0, current);
    for (let g = 1; g <= generations; g++) {
      current = replicatorStep(current, matrix);
      record(g, current);
    }
  } else {
    const population = options.population ?? DEFAULT_POPULATION;
    if (!Number.isInteger(population) || population < 2) throw new RangeError('population must be at least 2');
    const mutation = options.mutation ?? 0;
    if (!(mutation >= 0 && mutation <= 1)) throw new RangeError('mutation must be in [0, 1]');
    // Its own stream, apart from the matches' seeds.
    const rng = new Rng(`moran:${options.seed ?? 0}`);
    let counts = sharesToCounts(initial, population);
    record(0, counts, population);
    for (let g = 1; g <= generations; g++) {
      for (let step = 0; step < population; step++) counts = moranStep(counts, matrix, rng, mutation);
      record(g, counts, population);
    }
  }
  return { ids: [...ids], mode, matrix, shares };
}
