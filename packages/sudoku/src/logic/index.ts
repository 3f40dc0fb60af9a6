/** The human-style solver: finds the easiest next step, and solves a board step by step. */
import { type Board, type CellDigit, type Step } from '../board.js';
import { ALL_DIGITS, CELL_HOUSES, HOUSES, LOWEST_DIGIT, PEERS, bit } from '../grid.js';
import { TECHNIQUES, TECHNIQUE_DIFFICULTY, type Difficulty, type TechniqueId, DIFFICULTIES } from '../techniques.js';
import { findRemotePairs, findSimpleColoring, findXChain, findXyChain } from './chains.js';
import { findFish } from './fish.js';
import { findBoxLineReduction, findPointing } from './intersections.js';
import { findFullHouse, findHiddenSingle, findNakedSingle } from './singles.js';
import { findHiddenSubset, findNakedSubset } from './subsets.js';
import { findUniqueRectangle } from './uniqueness.js';
import { findWWing, findXyWing, findXyzWing } from './wings.js';

export interface FindOptions {
  /** Whether the puzzle is known to have one solution: only then may uniqueness techniques be used. */
  unique: boolean;
}

type Finder = (board: Board) => Step | null;

/** The finder of each technique. */
export const FINDERS: Readonly<Record<TechniqueId, Finder>> = {
  fullHouse: findFullHouse,
  nakedSingle: findNakedSingle,
  hiddenSingle: findHiddenSingle,
  pointing: findPointing,
  boxLineReduction: findBoxLineReduction,
  nakedPair: (b) => findNakedSubset(b, 2),
  hiddenPair: (b) => findHiddenSubset(b, 2),
  nakedTriple: (b) => findNakedSubset(b, 3),
  hiddenTriple: (b) => findHiddenSubset(b, 3),
  xWing: (b) => findFish(b, 2),
  swordfish: (b) => findFish(b, 3),
  nakedQuad: (b) => findNakedSubset(b, 4),
  hiddenQuad: (b) => findHiddenSubset(b, 4),
  jellyfish: (b) => findFish(b, 4),
  xyWing: findXyWing,
  xyzWing: findXyzWing,
  wWing: findWWing,
  remotePairs: findRemotePairs,
  simpleColoring: findSimpleColoring,
  uniqueRectangle: findUniqueRectangle,
  xChain: findXChain,
  xyChain: findXyChain,
};

const TIER_INDEX: Record<Difficulty, number> = { easy: 0, medium: 1, hard: 2, expert: 3 };

/** The easiest step the board allows, trying techniques up to `maxDifficulty`, or null when none applies. */
export function findStep(
  board: Board,
  options: FindOptions,
  maxDifficulty: Difficulty = 'expert',
  from = 0,
): Step | null {
  const limit = TIER_INDEX[maxDifficulty];
  for (let i = from; i < TECHNIQUES.length; i++) {
    const technique = TECHNIQUES[i]!;
    if (TIER_INDEX[TECHNIQUE_DIFFICULTY[technique]] > limit) break;
    if (technique === 'uniqueRectangle' && !options.unique) continue;
    const step = FINDERS[technique](board);
    if (step) return step;
  }
  return null;
}

const FIRST_NON_SINGLE = TECHNIQUES.indexOf('pointing');
const INDEX: Record<TechniqueId, number> = Object.fromEntries(TECHNIQUES.map((t, i) => [t, i])) as Record<
  TechniqueId,
  number
>;

export interface LogicResult {
  solved: boolean;
  /** How many times each technique was used, by index in TECHNIQUES. */
  counts: Uint32Array;
  /** The hardest difficulty used (null when nothing was needed: a full grid). */
  hardest: Difficulty | null;
}

const singlesQueue = new Uint8Array(81 * 21);
/** HOUSE_BITS[c] = the three houses of cell c as bits of a 27-bit mask. */
const HOUSE_BITS = CELL_HOUSES.map(([r, col, box]) => (1 << r) | (1 << col) | (1 << box));

/**
 * Places every single the board allows, repeatedly, counting them (a placement that fills the last empty cell of a
 * house counts as a full house). Answers false if the board breaks. Placing all singles before anything harder gives
 * the same candidates as placing them one by one: singles never remove a candidate another single needs.
 */
function placeSingles(board: Board, counts: Uint32Array, changed: readonly number[] | null): boolean {
  const { values, cands, placed, empty } = board;
  let tail = 0;
  let dirty = 0;
  // Only the changed cells (all of them when unknown) can hold a new single, or be in a house holding one.
  for (const c of changed ?? ALL_CELLS) {
    dirty |= HOUSE_BITS[c]!;
    if (values[c]) continue;
    const m = cands[c]!;
    if (m === 0) return false;
    if ((m & (m - 1)) === 0) singlesQueue[tail++] = c;
  }
  /** Places a digit (as Board.place does), counts it, and queues the peers it leaves with one candidate. */
  const put = (c: number, digit: number, hidden: boolean): boolean => {
    const [r, col, box] = CELL_HOUSES[c]!;
    const full = empty[r] === 1 || empty[col] === 1 || empty[box] === 1;
    counts[hidden ? INDEX.hiddenSingle : full ? INDEX.fullHouse : INDEX.nakedSingle]!++;
    const b = bit(digit);
    values[c] = digit;
    cands[c] = 0;
    placed[r] = placed[r]! | b;
    placed[col] = placed[col]! | b;
    placed[box] = placed[box]! | b;
    empty[r] = empty[r]! - 1;
    empty[col] = empty[col]! - 1;
    empty[box] = empty[box]! - 1;
    // The houses of every cell that loses a candidate may now hold a hidden single.
    dirty |= HOUSE_BITS[c]!;
    const peers = PEERS[c]!;
    for (let k = 0; k < 20; k++) {
      const p = peers[k]!;
      let m = cands[p]!;
      if (!(m & b)) continue;
      m &= ~b;
      cands[p] = m;
      dirty |= HOUSE_BITS[p]!;
      if (m === 0) return false;
      if ((m & (m - 1)) === 0) singlesQueue[tail++] = p;
    }
    return true;
  };
  for (;;) {
    while (tail > 0) {
      const c = singlesQueue[--tail]!;
      if (values[c]) continue;
      const m = cands[c]!;
      if (m === 0) return false;
      if (!put(c, LOWEST_DIGIT[m]!, false)) return false;
      // A peer emptied by this placement was queued and fails when its turn comes.
    }
    if (dirty === 0) return true;
    let houses = dirty;
    dirty = 0;
    while (houses !== 0) {
      const low = houses & -houses;
      houses ^= low;
      const h = 31 - Math.clz32(low);
      if (!empty[h]) continue;
      const cells = HOUSES[h]!;
      let once = 0;
      let twice = 0;
      for (let i = 0; i < 9; i++) {
        const m = cands[cells[i]!]!;
        twice |= once & m;
        once |= m;
      }
      if ((once | placed[h]!) !== ALL_DIGITS) return false;
      let single = once & ~twice & ~placed[h]!;
      while (single) {
        const digit = LOWEST_DIGIT[single]!;
        single &= single - 1;
        let cell = -1;
        for (let i = 0; i < 9; i++) {
          if (cands[cells[i]!]! & bit(digit)) {
            cell = cells[i]!;
            break;
          }
        }
        // An earlier placement of this pass may have taken the cell or the digit.
        if (cell < 0 || values[cell]) continue;
        if (!put(cell, digit, true)) return false;
      }
    }
    if (tail === 0 && dirty === 0) return true;
  }
}

const ALL_CELLS = Array.from({ length: 81 }, (_, c) => c);

/** placeSingles, telling the board its arrays changed. */
function placeAllSingles(board: Board, counts: Uint32Array, changed: readonly number[] | null): boolean {
  const ok = placeSingles(board, counts, changed);
  board.touch();
  return ok;
}

/**
 * Solves the board like a person, always with the easiest technique that applies, using techniques up to
 * `maxDifficulty`. Stops when solved, stuck, or broken (only possible for a board that was wrong to begin with).
 */
export function solveLogically(
  board: Board,
  options: FindOptions,
  maxDifficulty: Difficulty = 'expert',
  counts: Uint32Array = new Uint32Array(TECHNIQUES.length),
  placements: readonly CellDigit[] | null = null,
): LogicResult {
  counts.fill(0);
  let hardest = -1;
  const note = (i: number) => {
    const tier = TIER_INDEX[TECHNIQUE_DIFFICULTY[TECHNIQUES[i]!]];
    if (tier > hardest) hardest = tier;
  };
  // Digits to place first, on a board with no single left (where a solve stopped): placed and counted as singles.
  let changed: number[] | null = null;
  if (placements) {
    changed = [];
    for (const { cell, digit } of placements) {
      if (board.values[cell]) continue;
      board.restrict(cell, bit(digit));
      changed.push(cell);
    }
  }
  for (;;) {
    const before = counts[0]! + counts[1]! + counts[2]!;
    if (!placeAllSingles(board, counts, changed)) return { solved: false, counts, hardest: null };
    if (counts[0]! + counts[1]! + counts[2]! > before) note(0);
    if (board.isSolved()) return { solved: true, counts, hardest: hardest < 0 ? null : DIFFICULTIES[hardest]! };
    const step = findStep(board, options, maxDifficulty, FIRST_NON_SINGLE);
    if (!step) return { solved: false, counts, hardest: hardest < 0 ? null : DIFFICULTIES[hardest]! };
    const i = INDEX[step.technique];
    counts[i]!++;
    note(i);
    board.apply(step);
    changed = step.eliminations.map((e) => e.cell);
  }
}
