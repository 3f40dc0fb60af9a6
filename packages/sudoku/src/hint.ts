/**
 * Hints for a grid in progress: first what is wrong (a wrong digit, a clash, a correct candidate missing from the
 * notes), then the easiest logical step, with where to look, the cells involved, an explanation key with its
 * numbers, and what the step places or removes.
 */
import { Board, type CellDigit, type HintParams, colOf, rowOf } from './board.js';
import { POPCOUNT, bit, conflictCells, readCells, type HouseRef } from './grid.js';
import { findStep } from './logic/index.js';
import { searchSolutions } from './solver.js';
import type { TechniqueId } from './techniques.js';

/**
 * What a hint is about. Besides the techniques: `mistake` (a digit differs from the solution), `conflict` (two
 * equal digits in a house, when the puzzle is not given), `missingCandidate` (the notes of a cell lack its digit),
 * `reveal` (no technique this engine knows applies: the digit of one cell is given away), `solved`, and the
 * refusals `invalid`, `unsolvable`, `notUnique`.
 */
export type HintTechnique =
  | TechniqueId
  | 'mistake'
  | 'conflict'
  | 'missingCandidate'
  | 'reveal'
  | 'solved'
  | 'invalid'
  | 'unsolvable'
  | 'notUnique';

/**
 * step: a logical step (apply it to progress); fix: something the player got wrong, to correct first; done: the
 * grid is solved; error: the grid cannot be helped (see `technique`).
 */
export type HintKind = 'step' | 'fix' | 'done' | 'error';

export interface Hint {
  kind: HintKind;
  technique: HintTechnique;
  /** Translation key of the explanation (see the README for every key and its params). */
  key: string;
  /** Numbers for the explanation: rows, columns, boxes and houses 1-based, digits 1–9. */
  params: HintParams;
  /** Where to look: houses with 0-based indices. */
  houses: HouseRef[];
  /** The cells involved (0..80), in the pattern's order. */
  cells: number[];
  /** For colourings and chains: the colour (0 or 1) of each of `cells`. */
  colors?: number[];
  /** Digits to write in cells. */
  placements: CellDigit[];
  /** Candidates to remove from the notes. */
  eliminations: CellDigit[];
  /** Cells whose digit is wrong and should be cleared. */
  erase: number[];
  /** Candidates to put back into the notes. */
  restore: CellDigit[];
}

/** The player's candidates of each cell: 81 lists of digits (an empty list: no notes in that cell yet). */
export type Notes = ReadonlyArray<ReadonlyArray<number>>;

/** Every explanation key a hint can carry. */
export const HINT_KEYS = [
  'hint.fullHouse',
  'hint.nakedSingle',
  'hint.hiddenSingle',
  'hint.pointing',
  'hint.boxLineReduction',
  'hint.nakedPair',
  'hint.hiddenPair',
  'hint.nakedTriple',
  'hint.hiddenTriple',
  'hint.xWing',
  'hint.swordfish',
  'hint.nakedQuad',
  'hint.hiddenQuad',
  'hint.jellyfish',
  'hint.xyWing',
  'hint.xyzWing',
  'hint.wWing',
  'hint.remotePairs',
  'hint.simpleColoringTrap',
  'hint.simpleColoringWrap',
  'hint.uniqueRectangle',
  'hint.xChain',
  'hint.xyChain',
  'hint.mistake',
  'hint.conflict',
  'hint.missingCandidate',
  'hint.reveal',
  'hint.solved',
  'hint.invalid',
  'hint.unsolvable',
  'hint.notUnique',
] as const;
export type HintKey = (typeof HINT_KEYS)[number];

const result = (
  kind: HintKind,
  technique: HintTechnique,
  params: HintParams = {},
  parts: Partial<Pick<Hint, 'cells' | 'placements' | 'erase' | 'restore'>> = {},
): Hint => ({
  kind,
  technique,
  key: `hint.${technique}`,
  params,
  houses: [],
  cells: parts.cells ?? [],
  placements: parts.placements ?? [],
  eliminations: [],
  erase: parts.erase ?? [],
  restore: parts.restore ?? [],
});

/** The notes as candidate masks, or null when they are not 81 lists of digits 1–9. */
function readNotes(notes: unknown): Uint16Array | null {
  if (!Array.isArray(notes) || notes.length !== 81) return null;
  const masks = new Uint16Array(81);
  for (let c = 0; c < 81; c++) {
    const list: unknown = notes[c];
    if (!Array.isArray(list)) return null;
    for (const d of list) {
      if (!Number.isInteger(d) || d < 1 || d > 9) return null;
      masks[c] = masks[c]! | bit(d as number);
    }
  }
  return masks;
}

/**
 * The next hint for a grid in progress (81 characters, `.` or `0` for an empty cell). `notes` are the player's
 * candidates; a cell without notes counts as holding every candidate its houses allow. `puzzle` is the puzzle the
 * grid started from: with it, a wrong digit is found even where nothing clashes yet. Never throws.
 */
export function hint(grid: string, notes?: Notes, puzzle?: string): Hint {
  const cells = readCells(grid);
  if (!cells) return result('error', 'invalid', { reason: 'grid' });
  let noteMasks: Uint16Array | null = null;
  if (notes !== undefined && notes !== null) {
    noteMasks = readNotes(notes);
    if (!noteMasks) return result('error', 'invalid', { reason: 'notes' });
  }

  // The solution to compare with: the puzzle's, or else the grid's own when it has exactly one.
  let solution: Uint8Array | null = null;
  if (puzzle !== undefined && puzzle !== null) {
    const start = readCells(puzzle);
    if (!start || conflictCells(start).length) return result('error', 'invalid', { reason: 'puzzle' });
    const { count, solution: found } = searchSolutions(start, 2);
    if (count === 0) return result('error', 'unsolvable');
    if (count > 1) return result('error', 'notUnique');
    solution = found;
  } else {
    const clashes = conflictCells(cells);
    if (clashes.length) {
      const c = clashes[0]!;
      const digit = cells[c]!;
      const pair = clashes.filter((o) => cells[o] === digit);
      return result('fix', 'conflict', { digit, row: rowOf(c), col: colOf(c) }, { cells: pair });
    }
    const { count, solution: found } = searchSolutions(cells, 2);
    if (count === 0) return result('error', 'unsolvable');
    if (count === 1) solution = found;
  }

  if (solution) {
    const wrong: number[] = [];
    for (let c = 0; c < 81; c++) if (cells[c] && cells[c] !== solution[c]) wrong.push(c);
    if (wrong.length) {
      const c = wrong[0]!;
      return result(
        'fix',
        'mistake',
        { digit: cells[c]!, row: rowOf(c), col: colOf(c), count: wrong.length },
        { cells: [c], erase: [c] },
      );
    }
  }
  if (cells.every((d) => d !== 0)) return result('done', 'solved');
  if (solution && noteMasks) {
    for (let c = 0; c < 81; c++) {
      if (cells[c] || !noteMasks[c]) continue;
      const digit = solution[c]!;
      if (!(noteMasks[c]! & bit(digit))) {
        return result(
          'fix',
          'missingCandidate',
          { digit, row: rowOf(c), col: colOf(c) },
          { cells: [c], restore: [{ cell: c, digit }] },
        );
      }
    }
  }

  const board = Board.fromCells(cells);
  if (noteMasks) for (let c = 0; c < 81; c++) if (!cells[c] && noteMasks[c]) board.restrict(c, noteMasks[c]!);
  if (board.isBroken()) return result('error', 'unsolvable');
  const step = findStep(board, { unique: solution !== null });
  if (step) return { kind: 'step', ...step, erase: [], restore: [] };
  if (!solution) return result('error', 'notUnique');
  // Beyond every technique here: give away the digit of the cell with the fewest candidates.
  let cell = -1;
  for (let c = 0; c < 81; c++) {
    if (cells[c]) continue;
    if (cell < 0 || POPCOUNT[board.cands[c]!]! < POPCOUNT[board.cands[cell]!]!) cell = c;
  }
  const digit = solution[cell]!;
  return result(
    'step',
    'reveal',
    { digit, row: rowOf(cell), col: colOf(cell) },
    { cells: [cell], placements: [{ cell, digit }] },
  );
}
