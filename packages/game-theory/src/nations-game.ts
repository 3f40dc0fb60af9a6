import { degreeOf, reverseSlots, type Graph } from './graph.js';
import { checkNoise } from './match.js';
import { COOPERATE, DEFECT, PAYOFF_TABLE, type Move } from './payoffs.js';
import { Rng, type Seed } from './random.js';
import { decide, observe, STATE_SIZE, STRATEGY_IDS } from './strategies.js';
import { rankOrder } from './tournament.js';

/**
 * The player's moves for one round: one move towards every neighbour, or per neighbour (`toward`, by node index)
 * with `all` for the neighbours not listed.
 */
export type PlayerChoice = Move | { readonly all?: Move; readonly toward?: Readonly<Record<number, Move>> };

export interface NationsGameOptions {
  readonly graph: Graph;
  /** Strategy index of every node; the player's own entry is not used. */
  readonly strategies: ArrayLike<number>;
  /** The node the player leads. */
  readonly player: number;
  /** Probability that noise flips any intended move, the player's included; default 0. */
  readonly noise?: number;
  readonly seed?: Seed;
  /**
   * How nations are ranked: 'mean', points per exchange (so a nation with many borders is not favoured; default),
   * or 'total'.
   */
  readonly rankBy?: 'mean' | 'total';
}

/** One exchange of the player's with a neighbour in a round. */
export interface Exchange {
  readonly neighbour: number;
  /** What the player chose, and what was played after noise. */
  readonly intended: Move;
  readonly played: Move;
  /** What the neighbour played towards the player (after noise). */
  readonly received: Move;
  readonly points: number;
  readonly theirPoints: number;
}

export interface Standing {
  /** 1 for the best; equal values share a rank. */
  readonly rank: number;
  /** How many nations are ranked. */
  readonly of: number;
  readonly total: number;
  /** Points per exchange so far (an exchange is one round with one neighbour). */
  readonly mean: number;
}

export interface NationsRound {
  /** The round just played (1 for the first). */
  readonly round: number;
  /** The player's exchanges, in neighbour order. */
  readonly exchanges: readonly Exchange[];
  /** The player's points this round. */
  readonly points: number;
  readonly standing: Standing;
  /** Every node's points this round, and totals so far. */
  readonly roundPoints: Float64Array;
  readonly totals: Float64Array;
  /** moves[k]: what node u played towards graph.targets[k] this round, for every slot k of u. */
  readonly moves: Uint8Array;
}

/**
 * A world where one node is led by the player. Every round, every pair of neighbours plays one round of the
 * prisoner's dilemma; the player's moves come from `playRound`, every other node follows its strategy with a
 * separate memory of each neighbour. Same options and same choices: same rounds (the generator is drawn in a fixed
 * order: the AI nodes' decisions slot by slot, then the noise slot by slot).
 */
export class NationsGame {
  readonly graph: Graph;
  readonly player: number;
  readonly noise: number;
  readonly rankBy: 'mean' | 'total';
  /** Rounds played so far. */
  round = 0;
  readonly totals: Float64Array;

  private readonly strategies: Uint8Array;
  private readonly reverse: Int32Array;
  private readonly state: Int32Array;
  private readonly rng: Rng;

  constructor(options: NationsGameOptions) {
    const { graph, player } = options;
    if (!(Number.isInteger(player) && player >= 0 && player < graph.size))
      throw new RangeError(`The player must be a node of the graph, got ${player}`);
    if (options.strategies.length !== graph.size) throw new RangeError(`Give ${graph.size} strategies`);
    this.strategies = Uint8Array.from(options.strategies);
    this.strategies.forEach((s, i) => {
      if (i !== player && s >= STRATEGY_IDS.length) throw new RangeError(`Node ${i} has no strategy index: ${s}`);
    });
    if (degreeOf(graph, player) === 0) throw new RangeError('The player has no neighbour to play with');
    this.graph = graph;
    this.player = player;
    this.noise = checkNoise(options.noise ?? 0);
    this.rankBy = options.rankBy ?? 'mean';
    this.totals = new Float64Array(graph.size);
    this.reverse = reverseSlots(graph);
    this.state = new Int32Array(graph.targets.length * STATE_SIZE);
    this.rng = new Rng(options.seed ?? 0);
  }

  /** The player's neighbours (node indices, sorted). */
  neighbours(): number[] {
    return Array.from(
      this.graph.targets.subarray(this.graph.offsets[this.player]!, this.graph.offsets[this.player + 1]!),
    );
  }

  /** Plays one round everywhere and tells what the player's neighbours did, the points and the standing. */
  playRound(choice: PlayerChoice): NationsRound {
    const { graph, player, reverse, state, rng, strategies } = this;
    const first = graph.offsets[player]!;
    const last = graph.offsets[player + 1]!;
    const intended = new Uint8Array(last - first);
    for (let k = first; k < last; k++) intended[k - first] = chosenMove(choice, graph.targets[k]!);

    const moves = new Uint8Array(graph.targets.length);
    for (let u = 0; u < graph.size; u++) {
      for (let k = graph.offsets[u]!; k < graph.offsets[u + 1]!; k++)
        moves[k] = u === player ? intended[k - first]! : decide(strategies[u]!, state, k * STATE_SIZE, rng);
    }
    if (this.noise > 0) for (let k = 0; k < moves.length; k++) if (rng.next() < this.noise) moves[k] = moves[k]! ^ 1;

    const roundPoints = new Float64Array(graph.size);
    for (let u = 0; u < graph.size; u++) {
      for (let k = graph.offsets[u]!; k < graph.offsets[u + 1]!; k++) {
        const mine = moves[k] as Move;
        const theirs = moves[reverse[k]!] as Move;
        roundPoints[u]! += PAYOFF_TABLE[mine * 2 + theirs]!;
        observe(state, k * STATE_SIZE, mine, theirs);
      }
    }
    for (let u = 0; u < graph.size; u++) this.totals[u]! += roundPoints[u]!;
    this.round++;

    const exchanges: Exchange[] = [];
    for (let k = first; k < last; k++) {
      const played = moves[k] as Move;
      const received = moves[reverse[k]!] as Move;
      exchanges.push({
        neighbour: graph.targets[k]!,
        intended: intended[k - first] as Move,
        played,
        received,
        points: PAYOFF_TABLE[played * 2 + received]!,
        theirPoints: PAYOFF_TABLE[received * 2 + played]!,
      });
    }
    return {
      round: this.round,
      exchanges,
      points: roundPoints[player]!,
      standing: this.standing(),
      roundPoints,
      totals: Float64Array.from(this.totals),
      moves,
    };
  }

  /** Every node's ranking value: points per exchange ('mean') or total points. */
  values(): Float64Array {
    return this.totals.map((total, u) =>
      this.rankBy === 'total' ? total : total / Math.max(1, degreeOf(this.graph, u) * this.round),
    );
  }

  /** The player's standing among all nations. */
  standing(): Standing {
    const { ranks } = rankOrder(this.values());
    const total = this.totals[this.player]!;
    return {
      rank: ranks[this.player]!,
      of: this.graph.size,
      total,
      mean: total / Math.max(1, degreeOf(this.graph, this.player) * this.round),
    };
  }

  /** All nations, best first: node, total, points per exchange and rank. */
  ranking(): { readonly node: number; readonly total: number; readonly mean: number; readonly rank: number }[] {
    const values = this.values();
    const { order, ranks } = rankOrder(values);
    return order.map((node) => ({
      node,
      total: this.totals[node]!,
      mean: this.totals[node]! / Math.max(1, degreeOf(this.graph, node) * this.round),
      rank: ranks[node]!,
    }));
  }
}

function chosenMove(choice: PlayerChoice, neighbour: number): Move {
  if (choice === COOPERATE || choice === DEFECT) return choice;
  const move = choice.toward?.[neighbour] ?? choice.all;
  if (move !== COOPERATE && move !== DEFECT) throw new RangeError(`No move given towards node ${neighbour}`);
  return move;
}
