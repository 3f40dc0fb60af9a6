import { checkNoise } from './match.js';
import { COOPERATE, DEFECT, payoff, type Move } from './payoffs.js';
import { Rng, type Seed } from './random.js';
import { decide, observe, STATE_SIZE, strategyIndex, type StrategyId } from './strategies.js';

export interface DuelSide {
  readonly intended: Move;
  /** After noise. */
  readonly played: Move;
  readonly points: number;
  /** Total so far, this round included. */
  readonly total: number;
}

export interface DuelRound {
  readonly round: number;
  readonly player: DuelSide;
  readonly opponent: DuelSide;
}

/**
 * The hand demo: the visitor plays rounds against one strategy. The strategy decides before seeing the visitor's
 * move (both moves are simultaneous); then noise flips the visitor's move, then the strategy's (one draw each, only
 * when noise > 0); the strategy remembers what was actually played.
 */
export class Duel {
  readonly opponent: StrategyId;
  readonly noise: number;
  readonly rounds: DuelRound[] = [];
  private readonly kind: number;
  private readonly state = new Int32Array(STATE_SIZE);
  private readonly rng: Rng;
  private playerTotal = 0;
  private opponentTotal = 0;

  constructor(opponent: StrategyId, options: { readonly noise?: number; readonly seed?: Seed } = {}) {
    this.opponent = opponent;
    this.kind = strategyIndex(opponent);
    this.noise = checkNoise(options.noise ?? 0);
    this.rng = new Rng(options.seed ?? 0);
  }

  play(move: Move): DuelRound {
    if (move !== COOPERATE && move !== DEFECT) throw new RangeError(`A move is 0 or 1, got ${String(move)}`);
    const theirs = decide(this.kind, this.state, 0, this.rng);
    let playedMine: Move = move;
    let playedTheirs: Move = theirs;
    if (this.noise > 0) {
      if (this.rng.next() < this.noise) playedMine = (playedMine ^ 1) as Move;
      if (this.rng.next() < this.noise) playedTheirs = (playedTheirs ^ 1) as Move;
    }
    observe(this.state, 0, playedTheirs, playedMine);
    const mine = payoff(playedMine, playedTheirs);
    const other = payoff(playedTheirs, playedMine);
    this.playerTotal += mine;
    this.opponentTotal += other;
    const round: DuelRound = {
      round: this.rounds.length + 1,
      player: { intended: move, played: playedMine, points: mine, total: this.playerTotal },
      opponent: { intended: theirs, played: playedTheirs, points: other, total: this.opponentTotal },
    };
    this.rounds.push(round);
    return round;
  }
}
