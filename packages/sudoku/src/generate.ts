/**
 * Rated generation. Clues always come and go in pairs of cells mirrored through the centre (180° symmetry; the centre
 * alone), so every puzzle has a symmetric clue pattern. Seeded: the same difficulty and seed give the same puzzle on
 * every engine.
 *
 * - Easy: from a random solution grid, clue pairs are taken away in random order while singles alone still solve
 *   the puzzle, down to 34 clues (easy puzzles stay roomy).
 * - Medium, hard, expert: clue pairs are taken away in random order while the solution stays unique, down to a
 *   symmetric-minimal puzzle, which is then rated. A puzzle of the difficulty asked is kept. One that needs more
 *   is brought down by giving clue pairs back: for expert, pairs of cells the solver is stuck on, until expert
 *   techniques finish it; for hard, one pair after which hard techniques are needed and enough, if any is.
 *   Otherwise the next attempt starts, from the same solution grid up to 32 times.
 *
 * Hard is the rarest difficulty: about 1 symmetric-minimal puzzle in 250 needs triples or fish without also needing
 * a wing or a chain, and giving a pair back rescues about three times as many. So the attempts are made cheap: a
 * removal is known to keep the solution unique when the givens alone force the emptied cells, and known to lose it
 * when it leaves an unavoidable set of the grid without a clue (sets found from the grid's digit pairs, and from
 * every other solution the search has met); only the rest is searched.
 */
import { Board } from './board.js';
import { ALL_DIGITS, BOX_OF, CELL_HOUSES, COL_OF, HOUSES, ROW_OF, cellsToGrid } from './grid.js';
import { solveLogically } from './logic/index.js';
import { rate } from './rate.js';
import { randomInt, seededRandom, shuffle, type Random } from './random.js';
import { hasOtherSolution, searchSolutions, solvedBySingles } from './solver.js';
import { DIFFICULTIES, TECHNIQUES, type Difficulty } from './techniques.js';

export interface GeneratedPuzzle {
  /** The puzzle: 81 characters, digits and `.`. */
  puzzle: string;
  /** Its one solution: 81 digits. */
  solution: string;
}

/** The fewest clues an easy puzzle keeps. */
const EASY_MIN_GIVENS = 34;
/** Attempts before giving up: far more than any difficulty needs (hard takes a few hundred at worst). */
const MAX_ATTEMPTS = 100_000;
/** How many puzzles are dug from one solution grid before making another. */
const DIGS_PER_GRID = 32;

/** The 41 cell classes of 180° rotational symmetry: each cell with its mirror through the centre (the centre alone). */
const SYMMETRIC_CLASSES: readonly (readonly number[])[] = Array.from({ length: 41 }, (_, i) =>
  i === 40 ? [40] : [i, 80 - i],
);

// Scratch for the many logic solves of generation (allocating boards is a large part of their cost).
const scratch = new Board();
const stuckBoard = new Board();
const scratchCounts = new Uint32Array(TECHNIQUES.length);
const solveUpTo = (puzzle: Uint8Array, difficulty: Difficulty) =>
  solveLogically(scratch.load(puzzle), { unique: false }, difficulty, scratchCounts);

/** Takes clue pairs away in random order while singles alone solve the puzzle, keeping at least `minGivens`. */
function digEasy(random: Random, solution: Uint8Array): Uint8Array {
  const puzzle = solution.slice();
  let givens = 81;
  for (const group of shuffle(random, SYMMETRIC_CLASSES.slice())) {
    if (givens - group.length < EASY_MIN_GIVENS) continue;
    for (const c of group) puzzle[c] = 0;
    // Solved by singles means the solution is forced: the puzzle stays unique.
    if (solvedBySingles(puzzle)) givens -= group.length;
    else for (const c of group) puzzle[c] = solution[c]!;
  }
  return puzzle;
}

/**
 * Whether every emptied cell of the puzzle is forced by the givens alone: the only digit its row, column and box
 * leave, or the only cell of one of its houses where its digit fits. Then the puzzle keeps its one solution, and the
 * search need not run. `used` holds the digits given in each house.
 */
function forcedByGivens(
  puzzle: Uint8Array,
  solution: Uint8Array,
  used: Uint16Array,
  emptied: readonly number[],
): boolean {
  for (const c of emptied) {
    const b = 1 << (solution[c]! - 1);
    if ((ALL_DIGITS & ~(used[ROW_OF[c]!]! | used[9 + COL_OF[c]!]! | used[18 + BOX_OF[c]!]!)) === b) continue;
    let forced = false;
    for (const h of CELL_HOUSES[c]!) {
      forced = true;
      for (const o of HOUSES[h]!) {
        if (o === c || puzzle[o]) continue;
        if (!((used[ROW_OF[o]!]! | used[9 + COL_OF[o]!]! | used[18 + BOX_OF[o]!]!) & b)) {
          forced = false;
          break;
        }
      }
      if (forced) break;
    }
    if (!forced) return false;
  }
  return true;
}

/**
 * Unavoidable sets of one solution grid: sets of cells of which every puzzle with that one solution must give at
 * least one (their digits can be rearranged into another valid grid). Each is an 81-bit set, 27 cells per word. A
 * puzzle missing all of a set's cells has another solution, and is known so without a search.
 */
class UnavoidableSets {
  private readonly words: number[] = [];

  /** The sets every grid has: for each two digits, the cells holding them split into the groups that can swap. */
  constructor(solution: Uint8Array) {
    // where[27 × digit + house] = the cell of that digit in that house.
    const where = new Uint8Array(270);
    for (let h = 0; h < 27; h++) for (const c of HOUSES[h]!) where[27 * solution[c]! + h] = c;
    const parent = new Uint8Array(81);
    const find = (c: number): number => {
      while (parent[c] !== c) c = parent[c] = parent[parent[c]!]!;
      return c;
    };
    const words = new Int32Array(81 * 3);
    for (let a = 1; a <= 9; a++) {
      for (let b = a + 1; b <= 9; b++) {
        // Link, in every house, the cell of a with the cell of b; each linked group can swap a and b.
        for (let r = 0; r < 9; r++) {
          parent[where[27 * a + r]!] = where[27 * a + r]!;
          parent[where[27 * b + r]!] = where[27 * b + r]!;
        }
        for (let h = 0; h < 27; h++) {
          const ra = find(where[27 * a + h]!);
          const rb = find(where[27 * b + h]!);
          if (ra !== rb) parent[ra] = rb;
        }
        // One set per group: the group's cells as words, gathered at its root.
        for (let r = 0; r < 9; r++)
          for (const d of [a, b]) words.fill(0, 3 * find(where[27 * d + r]!), 3 * find(where[27 * d + r]!) + 3);
        for (let r = 0; r < 9; r++) {
          for (const d of [a, b]) {
            const c = where[27 * d + r]!;
            const k = 3 * find(c) + Math.floor(c / 27);
            words[k] = words[k]! | (1 << (c % 27));
          }
        }
        for (let r = 0; r < 9; r++) {
          for (const d of [a, b]) {
            const c = where[27 * d + r]!;
            if (find(c) === c) this.words.push(words[3 * c]!, words[3 * c + 1]!, words[3 * c + 2]!);
          }
        }
      }
    }
  }

  add(cells: Iterable<number>): void {
    const w = [0, 0, 0];
    for (const c of cells) w[Math.floor(c / 27)]! |= 1 << (c % 27);
    this.words.push(w[0]!, w[1]!, w[2]!);
  }

  /** Adds the cells where another solution differs from the grid. */
  addDifference(solution: Uint8Array, other: Uint8Array): void {
    const cells: number[] = [];
    for (let c = 0; c < 81; c++) if (solution[c] !== other[c]) cells.push(c);
    this.add(cells);
  }

  /** Whether the givens (as three words) leave some set without a given. */
  missed(g0: number, g1: number, g2: number): boolean {
    const w = this.words;
    for (let i = 0; i < w.length; i += 3) {
      if ((w[i]! & g0) === 0 && (w[i + 1]! & g1) === 0 && (w[i + 2]! & g2) === 0) return true;
    }
    return false;
  }
}

const otherSolution = new Uint8Array(81);

/** Takes clue pairs away in random order while the solution stays unique: a symmetric-minimal puzzle. */
function digMinimal(random: Random, solution: Uint8Array, sets: UnavoidableSets): Uint8Array {
  const puzzle = solution.slice();
  const used = new Uint16Array(27).fill(ALL_DIGITS);
  const givens = [(1 << 27) - 1, (1 << 27) - 1, (1 << 27) - 1];
  const set = (group: readonly number[], on: boolean) => {
    for (const c of group) {
      puzzle[c] = on ? solution[c]! : 0;
      const b = 1 << (solution[c]! - 1);
      for (const h of CELL_HOUSES[c]!) used[h] = on ? used[h]! | b : used[h]! & ~b;
      const w = Math.floor(c / 27);
      givens[w] = on ? givens[w]! | (1 << (c % 27)) : givens[w]! & ~(1 << (c % 27));
    }
  };
  for (const group of shuffle(random, SYMMETRIC_CLASSES.slice())) {
    set(group, false);
    if (forcedByGivens(puzzle, solution, used, group)) continue;
    if (!sets.missed(givens[0]!, givens[1]!, givens[2]!)) {
      if (!hasOtherSolution(puzzle, solution, group, otherSolution)) continue;
      sets.addDifference(solution, otherSolution);
    }
    set(group, true);
  }
  return puzzle;
}

/**
 * Brings a puzzle that needs more than `difficulty` (or more than this engine knows) down to exactly `difficulty`
 * by giving clue pairs back, or answers null. `stuck` is the board where the solver limited to `difficulty` stopped.
 */
function bringDown(
  random: Random,
  puzzle: Uint8Array,
  solution: Uint8Array,
  difficulty: Difficulty,
  stuck: Board,
): Uint8Array | null {
  if (difficulty === 'expert') {
    // Give back pairs of cells still empty where the solver is stuck, until expert techniques finish it.
    let board = stuck;
    for (let round = 0; round < 40; round++) {
      const open = SYMMETRIC_CLASSES.filter((g) => g.some((c) => !board.values[c]));
      const group = open[randomInt(random, open.length)]!;
      for (const c of group) puzzle[c] = solution[c]!;
      board = scratch.load(puzzle);
      const result = solveLogically(board, { unique: false }, 'expert', scratchCounts);
      if (result.solved) return result.hardest === 'expert' ? puzzle : null;
    }
    return null;
  }
  if (difficulty === 'hard') {
    // One pair given back that leaves hard techniques needed and enough. A pair that does not even let the solver
    // finish from where it was stuck is passed over without solving the whole puzzle again.
    // Pairs the solver had already filled where it got stuck cannot get it further.
    for (const group of shuffle(
      random,
      SYMMETRIC_CLASSES.filter((g) => g.some((c) => !stuck.values[c])),
    )) {
      const givenBack = group.map((c) => ({ cell: c, digit: solution[c]! }));
      if (!solveLogically(scratch.copyFrom(stuck), { unique: false }, 'hard', scratchCounts, givenBack).solved)
        continue;
      for (const c of group) puzzle[c] = solution[c]!;
      const result = solveUpTo(puzzle, 'hard');
      if (result.solved && result.hardest === 'hard') return puzzle;
      for (const c of group) puzzle[c] = 0;
    }
  }
  return null;
}

/**
 * A puzzle of exactly this difficulty (as `rate` answers it) with one solution, and its solution. The same
 * difficulty and seed (a number, or any text; 7 and '7' are the same seed) always give the same puzzle.
 */
export function generate(difficulty: Difficulty, seed: number | string): GeneratedPuzzle {
  if (!DIFFICULTIES.includes(difficulty)) throw new RangeError(`Unknown difficulty: ${String(difficulty)}`);
  const random = seededRandom(`sudoku:${difficulty}:${String(seed)}`);
  let solution: Uint8Array = new Uint8Array(81);
  let sets: UnavoidableSets | null = null;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    if (attempt % DIGS_PER_GRID === 0) {
      solution = searchSolutions(new Uint8Array(81), 1, random).solution!;
      sets = null;
    }
    let puzzle: Uint8Array | null;
    if (difficulty === 'easy') {
      puzzle = digEasy(random, solution);
    } else {
      sets ??= new UnavoidableSets(solution);
      puzzle = digMinimal(random, solution, sets);
      if (solvedBySingles(puzzle)) continue;
      const board = stuckBoard.load(puzzle);
      const result = solveLogically(board, { unique: false }, difficulty, scratchCounts);
      if (result.solved) {
        if (result.hardest !== difficulty) continue;
      } else {
        puzzle = bringDown(random, puzzle, solution, difficulty, board);
        if (!puzzle) continue;
      }
    }
    const grid = cellsToGrid(puzzle);
    // The rating of record decides: the generator's own checks follow the same steps, so this only guards.
    if (rate(grid).difficulty !== difficulty) continue;
    return { puzzle: grid, solution: cellsToGrid(solution) };
  }
  throw new Error(`No ${difficulty} puzzle found for seed ${String(seed)}`);
}
