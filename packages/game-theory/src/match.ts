import { PAYOFF_TABLE, type Move } from './payoffs.js';
import { Rng, type Seed } from './random.js';
import { decide, observe, resetState, STATE_SIZE, strategyIndex, type StrategyId } from './strategies.js';

/** Turns of a match when none is given: Axelrod's second tournament and the Axelrod library's default. */
export const DEFAULT_TURNS = 200;
/** The most turns a match may have. */
export const MAX_TURNS = 1_000_000;

export interface MatchOptions {
  /** Rounds played; default 200. */
  readonly turns?: number;
  /** Probability that noise flips each intended move, in [0, 1]; default 0. */
  readonly noise?: number;
  /** Default 0. */
  readonly seed?: Seed;
}

export interface MatchResult {
  readonly strategies: readonly [StrategyId, StrategyId];
  readonly turns: number;
  readonly noise: number;
  /** Total points of each side. */
  readonly scores: readonly [number, number];
  /** The moves as played (0 cooperate, 1 defect), one per round, per side. */
  readonly moves: readonly [Uint8Array, Uint8Array];
  /** 1 where noise flipped the side's intended move. */
  readonly mistakes: readonly [Uint8Array, Uint8Array];
}

const PAYOFF = Int32Array.from(PAYOFF_TABLE);

/** Throws unless `turns` is a whole number of rounds in 1..MAX_TURNS. */
export function checkTurns(turns: number): number {
  if (!Number.isInteger(turns) || turns < 1 || turns > MAX_TURNS)
    throw new RangeError(`turns must be a whole number from 1 to ${MAX_TURNS}, got ${turns}`);
  return turns;
}

/** Throws unless `noise` is a probability. */
export function checkNoise(noise: number): number {
  if (!(noise >= 0 && noise <= 1)) throw new RangeError(`noise must be in [0, 1], got ${noise}`);
  return noise;
}

/**
 * Plays matches between two strategies given by index, reusing its memory: the tournament, the evolution and the
 * spatial game run millions of rounds through one of these without allocating. Each round: side A decides, side B
 * decides (each drawing from the generator only if its rule needs it), then noise flips A's move, then B's (one draw
 * each, only when noise > 0); each side remembers the moves as played.
 */
export class MatchEngine {
  private readonly state = new Int32Array(STATE_SIZE * 2);
  /** The scores of the last match played. */
  scoreA = 0;
  scoreB = 0;

  play(
    kindA: number,
    kindB: number,
    turns: number,
    noise: number,
    rng: Rng,
    record?: { movesA: Uint8Array; movesB: Uint8Array; mistakesA: Uint8Array; mistakesB: Uint8Array },
  ): void {
    const state = this.state;
    resetState(state, 0);
    resetState(state, STATE_SIZE);
    let scoreA = 0;
    let scoreB = 0;
    for (let t = 0; t < turns; t++) {
      let a = decide(kindA, state, 0, rng);
      let b = decide(kindB, state, STATE_SIZE, rng);
      if (noise > 0) {
        const flipA = rng.next() < noise;
        const flipB = rng.next() < noise;
        if (flipA) a = (a ^ 1) as Move;
        if (flipB) b = (b ^ 1) as Move;
        if (record) {
          record.mistakesA[t] = flipA ? 1 : 0;
          record.mistakesB[t] = flipB ? 1 : 0;
        }
      }
      scoreA += PAYOFF[a * 2 + b]!;
      scoreB += PAYOFF[b * 2 + a]!;
      observe(state, 0, a, b);
      observe(state, STATE_SIZE, b, a);
      if (record) {
        record.movesA[t] = a;
        record.movesB[t] = b;
      }
    }
    this.scoreA = scoreA;
    this.scoreB = scoreB;
  }
}

/**
 * One iterated prisoner's dilemma between two strategies. Same strategies, turns, noise and seed: same moves.
 * Tit for tat against always defect over 200 turns scores 199 to 204; two tit for tats 600 each.
 */
export function playMatch(a: StrategyId, b: StrategyId, options: MatchOptions = {}): MatchResult {
  const turns = checkTurns(options.turns ?? DEFAULT_TURNS);
  const noise = checkNoise(options.noise ?? 0);
  const record = {
    movesA: new Uint8Array(turns),
    movesB: new Uint8Array(turns),
    mistakesA: new Uint8Array(turns),
    mistakesB: new Uint8Array(turns),
  };
  const engine = new MatchEngine();
  engine.play(strategyIndex(a), strategyIndex(b), turns, noise, new Rng(options.seed ?? 0), record);
  return {
    strategies: [a, b],
    turns,
    noise,
    scores: [engine.scoreA, engine.scoreB],
    moves: [record.movesA, record.movesB],
    mistakes: [record.mistakesA, record.mistakesB],
  };
}
