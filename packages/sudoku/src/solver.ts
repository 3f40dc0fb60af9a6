/**
 * The search solver: answers whether a grid has no, one or several solutions, fast.
 *
 * Each cell holds a 9-bit candidate mask. Propagation places naked singles (a cell left with one candidate removes it
 * from its 20 peers) and hidden singles (a digit with one place in a house goes there), and fails as soon as a cell
 * has no candidate or a house has no place for a digit. When propagation stalls, the search branches on the cell with
 * the fewest candidates, trying each; it stops at the second solution, which is all uniqueness needs.
 */
import {
  ALL_DIGITS,
  BOX_OF,
  COL_OF,
  DIGITS_OF,
  HOUSES_FLAT,
  ROW_OF,
  LOWEST_DIGIT,
  PEERS_FLAT,
  POPCOUNT,
  cellsToGrid,
  conflictCells,
  readCells,
} from './grid.js';
import { randomInt, type Random } from './random.js';

export type SolveStatus = 'unique' | 'multiple' | 'none' | 'invalid';

export interface SolveResult {
  /**
   * unique: exactly one solution (given in `solution`); multiple: two or more; none: no solution; invalid: not 81
   * characters of 1–9, `.` and `0`, or givens that already clash in a row, column or box.
   */
  status: SolveStatus;
  /** The solution, 81 digits, only when it is unique. */
  solution?: string;
}

// Scratch space shared by every call (JavaScript runs one call at a time): one candidate grid per search depth.
const DEPTHS = 82;
const state = new Uint16Array(81 * DEPTHS);
const queue = new Uint8Array(81 * 2);
let head = 0;
let tail = 0;
let found = 0;
let wanted = 2;
let random: Random | null = null;
const firstSolution = new Uint8Array(81);

/** HOUSE_BITS[c] = the three houses of cell c as bits of a 27-bit mask. */
const HOUSE_BITS = Int32Array.from(
  { length: 81 },
  (_, c) => (1 << ROW_OF[c]!) | (1 << (9 + COL_OF[c]!)) | (1 << (18 + BOX_OF[c]!)),
);
const ALL_HOUSES = (1 << 27) - 1;
/**
 * Cells being watched, and how many of them are still open: propagation stops with WATCHED as soon as the last of
 * them is down to one candidate (nothing is watched outside hasOtherSolution's first propagation).
 */
const watched = new Uint8Array(81);
let watchLeft = 0;
const WATCHED = 100;

/**
 * Places every pending single of the grid at `base` and what follows from it. `solved` counts the cells already
 * placed; `dirty` marks the houses changed since they were last searched for hidden singles (a house that has not
 * changed holds none). Answers the new count, 81 when the grid is solved, or −1 on a contradiction.
 */
function propagate(base: number, solved: number, dirty: number): number {
  for (;;) {
    while (head < tail) {
      const c = queue[head++]!;
      const m = state[base + c]!;
      solved++;
      const peers = c * 20;
      for (let k = 0; k < 20; k++) {
        const o = PEERS_FLAT[peers + k]!;
        const p = base + o;
        let pm = state[p]!;
        if (pm & m) {
          pm &= ~m;
          if (pm === 0) return -1;
          state[p] = pm;
          dirty |= HOUSE_BITS[o]!;
          if ((pm & (pm - 1)) === 0) {
            queue[tail++] = o;
            if (watched[o] && --watchLeft === 0) return WATCHED;
          }
        }
      }
    }
    if (solved === 81) return 81;
    let placed = false;
    let houses = dirty;
    dirty = 0;
    while (houses !== 0) {
      const low = houses & -houses;
      houses ^= low;
      const h = 9 * (31 - Math.clz32(low));
      let once = 0;
      let twice = 0;
      let settled = 0;
      for (let i = 0; i < 9; i++) {
        const m = state[base + HOUSES_FLAT[h + i]!]!;
        twice |= once & m;
        once |= m;
        if ((m & (m - 1)) === 0) settled |= m;
      }
      if (once !== ALL_DIGITS) return -1;
      // Digits with one place in the house that is not yet down to that digit alone.
      const exactly = once & ~twice & ~settled;
      if (exactly === 0) continue;
      for (let i = 0; i < 9; i++) {
        const c = HOUSES_FLAT[h + i]!;
        const m = state[base + c]!;
        const x = m & exactly;
        if (x !== 0 && (m & (m - 1)) !== 0) {
          // One cell holding two digits that each have no other place in the house: contradiction.
          if ((x & (x - 1)) !== 0) return -1;
          state[base + c] = x;
          dirty |= HOUSE_BITS[c]!;
          queue[tail++] = c;
          placed = true;
          if (watched[c] && --watchLeft === 0) return WATCHED;
        }
      }
    }
    if (!placed) return solved;
  }
}

/** Records a solution; answers whether the search may stop. */
function record(base: number): boolean {
  if (found === 0) for (let c = 0; c < 81; c++) firstSolution[c] = LOWEST_DIGIT[state[base + c]!]!;
  found++;
  return found >= wanted;
}

/** Branches on the most constrained cell of the grid at `depth`; answers whether the search may stop. */
function branch(depth: number, solved: number): boolean {
  const base = depth * 81;
  let best = -1;
  let bestCount = 10;
  for (let c = 0; c < 81; c++) {
    const m = state[base + c]!;
    if ((m & (m - 1)) !== 0) {
      const n = POPCOUNT[m]!;
      if (n < bestCount) {
        best = c;
        bestCount = n;
        if (n === 2) break;
      }
    }
  }
  let options = state[base + best]!;
  const next = base + 81;
  while (options !== 0) {
    // Generation tries the digits in a random order; solving, in ascending order.
    const b = random ? 1 << (DIGITS_OF[options]![randomInt(random, POPCOUNT[options]!)]! - 1) : options & -options;
    options &= ~b;
    state.copyWithin(next, base, base + 81);
    state[next + best] = b;
    head = 0;
    tail = 0;
    queue[tail++] = best;
    const result = propagate(next, solved, HOUSE_BITS[best]!);
    if (result === 81) {
      if (record(next)) return true;
    } else if (result >= 0 && branch(depth + 1, result)) {
      return true;
    }
  }
  return false;
}

const used = new Uint16Array(27);

/**
 * Loads a grid of digits into the root candidate grid: a given is its digit; an empty cell, every digit its row,
 * column and box do not hold yet (so the givens need no propagating). The givens must not clash. Answers how many
 * cells are given.
 */
function load(cells: ArrayLike<number>): number {
  used.fill(0);
  let givens = 0;
  for (let c = 0; c < 81; c++) {
    const d = cells[c]!;
    if (!d) continue;
    const b = 1 << (d - 1);
    used[ROW_OF[c]!] = used[ROW_OF[c]!]! | b;
    used[9 + COL_OF[c]!] = used[9 + COL_OF[c]!]! | b;
    used[18 + BOX_OF[c]!] = used[18 + BOX_OF[c]!]! | b;
    givens++;
  }
  for (let c = 0; c < 81; c++) {
    const d = cells[c]!;
    state[c] = d ? 1 << (d - 1) : ALL_DIGITS & ~(used[ROW_OF[c]!]! | used[9 + COL_OF[c]!]! | used[18 + BOX_OF[c]!]!);
  }
  return givens;
}

/**
 * Runs the search from the root candidate grid (after load and any further restriction of empty cells); answers how
 * many solutions it found (at most `limit`).
 */
function run(cells: ArrayLike<number>, givens: number, limit: number, rng: Random | null): number {
  found = 0;
  wanted = limit;
  random = rng;
  head = 0;
  tail = 0;
  for (let c = 0; c < 81; c++) {
    if (cells[c]) continue;
    const m = state[c]!;
    if (m === 0) return 0;
    if ((m & (m - 1)) === 0) queue[tail++] = c;
  }
  const solved = propagate(0, givens, ALL_HOUSES);
  if (solved === 81) record(0);
  else if (solved >= 0) branch(0, solved);
  random = null;
  return found;
}

/**
 * Counts the solutions of a grid of digits (0 = empty) up to `limit`, and gives the first one found. With `rng`, the
 * search tries digits in a random order (so the first solution of an empty grid is a random full grid). The givens
 * must not clash (check with conflictCells first).
 */
export function searchSolutions(
  cells: ArrayLike<number>,
  limit: number,
  rng?: Random,
): { count: number; solution: Uint8Array | null } {
  const count = run(cells, load(cells), limit, rng ?? null);
  return { count, solution: count > 0 ? firstSolution.slice() : null };
}

/**
 * Whether a puzzle made by emptying `emptied` cells of a puzzle whose one solution is `solution` has another
 * solution. Any other solution differs from `solution` in one of the emptied cells (agreeing on all of them would
 * make it a solution of the first puzzle), so the search only looks there: for each emptied cell in turn, the
 * earlier ones keep their digit and this one must differ. The puzzle's own propagation is done once and shared; when
 * it alone fills every cell, the solution is unique without any search. The other solution found, if any, is
 * copied into `other`.
 */
export function hasOtherSolution(
  cells: ArrayLike<number>,
  solution: ArrayLike<number>,
  emptied: readonly number[],
  other?: Uint8Array,
): boolean {
  const givens = load(cells);
  found = 0;
  wanted = 1;
  random = null;
  head = 0;
  tail = 0;
  watchLeft = 0;
  for (const c of emptied) {
    const m = state[c]!;
    if ((m & (m - 1)) !== 0) {
      watched[c] = 1;
      watchLeft++;
    }
  }
  // Every emptied cell forced by the givens' own singles: the solution stays unique.
  let rootSolved = watchLeft === 0 ? WATCHED : -1;
  if (rootSolved !== WATCHED) {
    for (let c = 0; c < 81; c++) {
      if (cells[c]) continue;
      const m = state[c]!;
      if ((m & (m - 1)) === 0) queue[tail++] = c;
    }
    rootSolved = propagate(0, givens, ALL_HOUSES);
  }
  for (const c of emptied) watched[c] = 0;
  watchLeft = 0;
  if (rootSolved === WATCHED || rootSolved === 81 || rootSolved < 0) return false;
  for (let i = 0; i < emptied.length; i++) {
    state.copyWithin(81, 0, 81);
    head = 0;
    tail = 0;
    let dirty = 0;
    for (let j = 0; j < i; j++) {
      const c = emptied[j]!;
      const b = 1 << (solution[c]! - 1);
      if (state[81 + c] === b) continue;
      state[81 + c] = b;
      queue[tail++] = c;
      dirty |= HOUSE_BITS[c]!;
    }
    const c = emptied[i]!;
    const m = state[81 + c]! & ~(1 << (solution[c]! - 1));
    if (m === 0) continue;
    state[81 + c] = m;
    dirty |= HOUSE_BITS[c]!;
    if ((m & (m - 1)) === 0) queue[tail++] = c;
    const result = propagate(81, rootSolved, dirty);
    let foundOne = false;
    if (result === 81) {
      record(81);
      foundOne = true;
    } else if (result >= 0) {
      foundOne = branch(1, result);
    }
    if (foundOne) {
      other?.set(firstSolution);
      return true;
    }
  }
  return false;
}

/**
 * Whether naked and hidden singles alone solve the grid (the search's propagation without any branching): exactly
 * the puzzles rated easy.
 */
export function solvedBySingles(cells: ArrayLike<number>): boolean {
  const givens = load(cells);
  head = 0;
  tail = 0;
  for (let c = 0; c < 81; c++) {
    if (cells[c]) continue;
    const m = state[c]!;
    if (m === 0) return false;
    if ((m & (m - 1)) === 0) queue[tail++] = c;
  }
  return propagate(0, givens, ALL_HOUSES) === 81;
}

/**
 * Solves a grid (81 characters, `.` or `0` for an empty cell): whether it has no, one or several solutions, and the
 * solution when it is unique. Never throws.
 */
export function solve(grid: string): SolveResult {
  const cells = readCells(grid);
  if (!cells || conflictCells(cells).length > 0) return { status: 'invalid' };
  const { count, solution } = searchSolutions(cells, 2);
  if (count === 0) return { status: 'none' };
  if (count > 1) return { status: 'multiple' };
  return { status: 'unique', solution: cellsToGrid(solution!) };
}
