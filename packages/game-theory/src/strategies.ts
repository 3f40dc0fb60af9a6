import { COOPERATE, DEFECT, type Move, PAYOFFS } from './payoffs.js';
import type { Rng } from './random.js';

/** The strategies' ids, in the order of their numeric index (the index is what typed arrays hold). */
export const STRATEGY_IDS = [
  'tit-for-tat',
  'always-cooperate',
  'always-defect',
  'grudger',
  'random',
  'tit-for-two-tats',
  'suspicious-tit-for-tat',
  'generous-tit-for-tat',
  'pavlov',
  'joss',
  'detective',
  'alternator',
  'prober',
  'gradual',
  'soft-majority',
] as const;

export type StrategyId = (typeof STRATEGY_IDS)[number];

export interface Strategy {
  readonly id: StrategyId;
  /** Its position in STRATEGY_IDS: the number assignments and tournaments store. */
  readonly index: number;
  /** i18n keys the web translates, e.g. 'strategy.titForTat.name'. */
  readonly nameKey: string;
  readonly descriptionKey: string;
  /** English name and one-line rule, for logs, tests and the README. */
  readonly name: string;
  readonly description: string;
  /** Where the definition implemented here is published. */
  readonly source: string;
  /** Whether it draws random numbers (then even a match without noise depends on the seed). */
  readonly stochastic: boolean;
  /** Whether it never defects first (Axelrod's "nice"), noise aside. */
  readonly nice: boolean;
}

/**
 * Generous tit-for-tat's probability of forgiving a defection: min(1 − (T−R)/(R−S), (R−P)/(T−P)) (Nowak and
 * Sigmund 1992, the Axelrod library's default), 1/3 with payoffs 5, 3, 1, 0.
 */
export const GENEROSITY = Math.min(
  1 - (PAYOFFS.temptation - PAYOFFS.reward) / (PAYOFFS.reward - PAYOFFS.sucker),
  (PAYOFFS.reward - PAYOFFS.punishment) / (PAYOFFS.temptation - PAYOFFS.punishment),
);
/** Joss cooperates after the opponent's cooperation with this probability (Axelrod 1980: defects 10 % of the time). */
export const JOSS_COOPERATION = 0.9;
/** Random cooperates with this probability. */
export const RANDOM_COOPERATION = 0.5;

const camel = (id: string) => id.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

const DEFINITIONS: readonly Omit<Strategy, 'index' | 'nameKey' | 'descriptionKey'>[] = [
  {
    id: 'tit-for-tat',
    name: 'Tit for tat',
    description: 'Cooperates first, then plays what the opponent played last.',
    source: "Anatol Rapoport's entry, winner of Axelrod's tournaments (Axelrod 1980); Axelrod library TitForTat",
    stochastic: false,
    nice: true,
  },
  {
    id: 'always-cooperate',
    name: 'Always cooperate',
    description: 'Always cooperates.',
    source: 'Axelrod library Cooperator; Nicky Case, The Evolution of Trust (Always Cooperate)',
    stochastic: false,
    nice: true,
  },
  {
    id: 'always-defect',
    name: 'Always defect',
    description: 'Always defects.',
    source: 'Axelrod library Defector; Nicky Case, The Evolution of Trust (Always Cheat)',
    stochastic: false,
    nice: false,
  },
  {
    id: 'grudger',
    name: 'Grudger',
    description: 'Cooperates until the opponent defects once, then defects for ever.',
    source: "James Friedman's entry in Axelrod (1980) (FRIEDMAN, Friedman 1971); Axelrod library Grudger; Nicky Case",
    stochastic: false,
    nice: true,
  },
  {
    id: 'random',
    name: 'Random',
    description: 'Cooperates or defects with probability 1/2 each.',
    source: 'RANDOM in Axelrod (1980); Axelrod library Random (p = 0.5)',
    stochastic: true,
    nice: false,
  },
  {
    id: 'tit-for-two-tats',
    name: 'Tit for two tats',
    description: 'Cooperates unless the opponent defected in each of the last two rounds.',
    source:
      'Axelrod (1980), the rule that would have won the first tournament; Axelrod library TitFor2Tats; Nicky Case (Copykitten)',
    stochastic: false,
    nice: true,
  },
  {
    id: 'suspicious-tit-for-tat',
    name: 'Suspicious tit for tat',
    description: 'Defects first, then plays what the opponent played last.',
    source: 'Beaufils, Delahaye and Mathieu (1996); Axelrod library SuspiciousTitForTat',
    stochastic: false,
    nice: false,
  },
  {
    id: 'generous-tit-for-tat',
    name: 'Generous tit for tat',
    description: 'Plays tit for tat, but forgives a defection with probability 1/3.',
    source: 'Nowak and Sigmund (1992); Axelrod library GTFT (p = min(1 − (T−R)/(R−S), (R−P)/(T−P)) = 1/3)',
    stochastic: true,
    nice: true,
  },
  {
    id: 'pavlov',
    name: 'Pavlov (win-stay, lose-shift)',
    description: 'Cooperates first; repeats its move after scoring 3 or 5, switches after scoring 0 or 1.',
    source:
      'Kraines and Kraines (1989), Nowak and Sigmund (1993); Axelrod library WinStayLoseShift; Nicky Case (Simpleton)',
    stochastic: false,
    nice: true,
  },
  {
    id: 'joss',
    name: 'Joss',
    description: 'Plays tit for tat, but defects 10 % of the time when it would cooperate.',
    source: "Johann Joss's entry in Axelrod (1980); Axelrod library Joss (p = 0.9)",
    stochastic: true,
    nice: false,
  },
  {
    id: 'detective',
    name: 'Detective',
    description:
      'Opens cooperate, defect, cooperate, cooperate; if the opponent defected in those four rounds it plays tit for tat, otherwise it always defects.',
    source: 'Nicky Case, The Evolution of Trust (2017)',
    stochastic: false,
    nice: false,
  },
  {
    id: 'alternator',
    name: 'Alternator',
    description: 'Cooperates first, then plays the opposite of its own last move.',
    source: 'Axelrod library Alternator',
    stochastic: false,
    nice: false,
  },
  {
    id: 'prober',
    name: 'Prober',
    description:
      'Opens defect, cooperate, cooperate; always defects if the opponent cooperated in rounds 2 and 3, otherwise plays tit for tat.',
    source: 'Axelrod library Prober (Li and Kendall 2011; Mathieu and Delahaye, PRISON)',
    stochastic: false,
    nice: false,
  },
  {
    id: 'gradual',
    name: 'Gradual',
    description:
      "Cooperates until the opponent defects; then defects as many times as the opponent's defections so far and cooperates twice to calm down.",
    source: 'Beaufils, Delahaye and Mathieu (1996); Axelrod library Gradual',
    stochastic: false,
    nice: true,
  },
  {
    id: 'soft-majority',
    name: 'Soft majority',
    description: 'Cooperates while the opponent has cooperated at least as often as it has defected.',
    source: 'Axelrod library Soft Go By Majority (Mathieu and Delahaye, soft_majo)',
    stochastic: false,
    nice: true,
  },
];

/** Every strategy by id, each with its i18n keys ('strategy.<camelCaseId>.name' / '.description'). */
export const STRATEGIES: Readonly<Record<StrategyId, Strategy>> = Object.freeze(
  Object.fromEntries(
    DEFINITIONS.map((d) => {
      const index = STRATEGY_IDS.indexOf(d.id);
      const key = `strategy.${camel(d.id)}`;
      return [d.id, Object.freeze({ ...d, index, nameKey: `${key}.name`, descriptionKey: `${key}.description` })];
    }),
  ) as Record<StrategyId, Strategy>,
);

/** The strategies in STRATEGY_IDS order. */
export const STRATEGY_LIST: readonly Strategy[] = STRATEGY_IDS.map((id) => STRATEGIES[id]);

/** Whether `value` is a strategy id. */
export function isStrategyId(value: unknown): value is StrategyId {
  return typeof value === 'string' && (STRATEGY_IDS as readonly string[]).includes(value);
}

/** A strategy's numeric index; throws on an unknown id. */
export function strategyIndex(id: StrategyId): number {
  const index = STRATEGY_IDS.indexOf(id);
  if (index < 0) throw new RangeError(`Unknown strategy: ${String(id)}`);
  return index;
}

/** Per strategy index: whether it draws random numbers. */
export const STOCHASTIC: Uint8Array = Uint8Array.from(STRATEGY_LIST, (s) => (s.stochastic ? 1 : 0));

// A player's memory of one opponent: STATE_SIZE integers in an Int32Array, at an offset. Every strategy is a small
// state machine over these numbers; nothing is allocated per move.
/** How many integers one player's memory of one opponent takes. */
export const STATE_SIZE = 8;
const TURN = 0; // rounds played so far
const MY_LAST = 1; // my last move, as actually played
const OPP_LAST = 2; // the opponent's last move
const OPP_LAST2 = 3; // the opponent's move before that
const OPP_DEFECTIONS = 4; // the opponent's defections so far
const OPENING = 5; // the opponent's first four moves, bit t = its move in round t + 1
const PUNISH = 6; // gradual: defections still to play
const CALM = 7; // gradual: calming cooperations still to play

const TFT = 0;
const ALL_C = 1;
const ALL_D = 2;
const GRUDGER = 3;
const RANDOM = 4;
const TF2T = 5;
const STFT = 6;
const GTFT = 7;
const PAVLOV = 8;
const JOSS = 9;
const DETECTIVE = 10;
const ALTERNATOR = 11;
const PROBER = 12;
const GRADUAL = 13;
const SOFT_MAJORITY = 14;
/** Detective's opening, bit t = its move in round t + 1: C, D, C, C. */
const DETECTIVE_OPENING = 0b0010;

/** Forgets everything: the memory of a player about to meet a new opponent. */
export function resetState(state: Int32Array, offset: number): void {
  state.fill(0, offset, offset + STATE_SIZE);
}

/**
 * The move a strategy intends to play next (before noise). May change the strategy's own counters (gradual);
 * draws from `rng` only for the stochastic strategies, and only when the rule needs a draw.
 */
export function decide(kind: number, state: Int32Array, o: number, rng: Rng): Move {
  const turn = state[o + TURN]!;
  switch (kind) {
    case TFT:
      return state[o + OPP_LAST] as Move;
    case ALL_C:
      return COOPERATE;
    case ALL_D:
      return DEFECT;
    case GRUDGER:
      return state[o + OPP_DEFECTIONS]! > 0 ? DEFECT : COOPERATE;
    case RANDOM:
      return rng.next() < RANDOM_COOPERATION ? COOPERATE : DEFECT;
    case TF2T:
      return (state[o + OPP_LAST]! & state[o + OPP_LAST2]!) as Move;
    case STFT:
      return turn === 0 ? DEFECT : (state[o + OPP_LAST] as Move);
    case GTFT:
      if (state[o + OPP_LAST] === COOPERATE) return COOPERATE;
      return rng.next() < GENEROSITY ? COOPERATE : DEFECT;
    case PAVLOV:
      // Cooperate after C/C or D/D (scored 3, or switched after 1), defect after C/D or D/C.
      return (state[o + MY_LAST]! ^ state[o + OPP_LAST]!) as Move;
    case JOSS:
      if (turn === 0) return COOPERATE;
      if (state[o + OPP_LAST] === DEFECT) return DEFECT;
      return rng.next() < JOSS_COOPERATION ? COOPERATE : DEFECT;
    case DETECTIVE:
      if (turn < 4) return ((DETECTIVE_OPENING >>> turn) & 1) as Move;
      return state[o + OPENING] !== 0 ? (state[o + OPP_LAST] as Move) : DEFECT;
    case ALTERNATOR:
      return turn === 0 ? COOPERATE : ((1 - state[o + MY_LAST]!) as Move);
    case PROBER:
      if (turn === 0) return DEFECT;
      if (turn < 3) return COOPERATE;
      // The opponent cooperated in rounds 2 and 3 (bits 1 and 2 clear): it can be exploited.
      return (state[o + OPENING]! & 0b110) === 0 ? DEFECT : (state[o + OPP_LAST] as Move);
    case GRADUAL:
      if (turn === 0) return COOPERATE;
      if (state[o + PUNISH]! > 0) {
        state[o + PUNISH]!--;
        return DEFECT;
      }
      if (state[o + CALM]! > 0) {
        state[o + CALM]!--;
        return COOPERATE;
      }
      if (state[o + OPP_LAST] === DEFECT) {
        // The n-th defection seen so far is answered by n defections (this one included), then two cooperations.
        state[o + PUNISH] = state[o + OPP_DEFECTIONS]! - 1;
        state[o + CALM] = 2;
        return DEFECT;
      }
      return COOPERATE;
    case SOFT_MAJORITY:
      // Cooperations so far = turn − defections; cooperate while they are at least the defections.
      return turn - state[o + OPP_DEFECTIONS]! >= state[o + OPP_DEFECTIONS]! ? COOPERATE : DEFECT;
    default:
      throw new RangeError(`Unknown strategy index: ${kind}`);
  }
}

/** Records one round as actually played (noise included): what this player and its opponent did. */
export function observe(state: Int32Array, o: number, mine: Move, theirs: Move): void {
  const turn = state[o + TURN]!;
  state[o + TURN] = turn + 1;
  state[o + MY_LAST] = mine;
  state[o + OPP_LAST2] = state[o + OPP_LAST]!;
  state[o + OPP_LAST] = theirs;
  state[o + OPP_DEFECTIONS] = state[o + OPP_DEFECTIONS]! + theirs;
  if (turn < 4) state[o + OPENING] = state[o + OPENING]! | (theirs << turn);
}
