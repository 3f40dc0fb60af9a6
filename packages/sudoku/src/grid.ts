/**
 * The grid's geometry and the plain-text grid format.
 *
 * Cells are numbered 0..80 row by row (cell = 9 × row + col, rows and columns 0..8); boxes 0..8 left to right, top
 * to bottom. The 27 houses are numbered rows 0..8, columns 9..17, boxes 18..26. A set of digits is a 9-bit mask:
 * digit d is bit d − 1.
 */

/** Every digit: the mask of 1..9. */
export const ALL_DIGITS = 0x1ff;

export const ROW_OF = new Uint8Array(81);
export const COL_OF = new Uint8Array(81);
export const BOX_OF = new Uint8Array(81);
/** HOUSES[h] = the nine cells of house h, in reading order. */
export const HOUSES: readonly (readonly number[])[] = [];
/** CELL_HOUSES[c] = [row house, column house, box house] of cell c. */
export const CELL_HOUSES: readonly (readonly [number, number, number])[] = [];
/** PEERS[c] = the 20 other cells that share a house with c, ascending. */
export const PEERS: readonly (readonly number[])[] = [];
/** Flat copy of PEERS (20 per cell) for the hot loops of the search solver. */
export const PEERS_FLAT = new Uint8Array(81 * 20);
/** Flat copy of HOUSES (9 per house). */
export const HOUSES_FLAT = new Uint8Array(27 * 9);
/** POPCOUNT[mask] = how many digits a mask holds. */
export const POPCOUNT = new Uint8Array(512);
/** DIGITS_OF[mask] = the digits of a mask, ascending. */
export const DIGITS_OF: readonly (readonly number[])[] = [];
/** LOWEST_DIGIT[mask] = the smallest digit of a mask (0 for the empty mask). */
export const LOWEST_DIGIT = new Uint8Array(512);

{
  const houses = HOUSES as number[][];
  for (let h = 0; h < 27; h++) houses.push([]);
  for (let c = 0; c < 81; c++) {
    const r = Math.floor(c / 9);
    const col = c % 9;
    const b = 3 * Math.floor(r / 3) + Math.floor(col / 3);
    ROW_OF[c] = r;
    COL_OF[c] = col;
    BOX_OF[c] = b;
    houses[r]!.push(c);
    houses[9 + col]!.push(c);
    houses[18 + b]!.push(c);
    (CELL_HOUSES as [number, number, number][]).push([r, 9 + col, 18 + b]);
  }
  for (let c = 0; c < 81; c++) {
    const peers: number[] = [];
    for (let o = 0; o < 81; o++) {
      if (o !== c && (ROW_OF[o] === ROW_OF[c] || COL_OF[o] === COL_OF[c] || BOX_OF[o] === BOX_OF[c])) peers.push(o);
    }
    (PEERS as number[][]).push(peers);
    PEERS_FLAT.set(peers, c * 20);
  }
  for (let h = 0; h < 27; h++) HOUSES_FLAT.set(houses[h]!, h * 9);
  for (let m = 0; m < 512; m++) {
    const digits: number[] = [];
    for (let d = 1; d <= 9; d++) if (m & (1 << (d - 1))) digits.push(d);
    POPCOUNT[m] = digits.length;
    LOWEST_DIGIT[m] = digits[0] ?? 0;
    (DIGITS_OF as number[][]).push(digits);
  }
}

/** The mask of one digit. */
export const bit = (digit: number): number => 1 << (digit - 1);

/** Whether two different cells share a house. */
export const sees = (a: number, b: number): boolean =>
  a !== b && (ROW_OF[a] === ROW_OF[b] || COL_OF[a] === COL_OF[b] || BOX_OF[a] === BOX_OF[b]);

/** What kind of house a house number is. */
export type HouseType = 'row' | 'col' | 'box';

/** A house as the game names it: its kind and its index 0..8 (rows top to bottom, columns left to right, boxes in reading order). */
export interface HouseRef {
  type: HouseType;
  index: number;
}

export const houseType = (h: number): HouseType => (h < 9 ? 'row' : h < 18 ? 'col' : 'box');
export const houseRef = (h: number): HouseRef => ({ type: houseType(h), index: h % 9 });

/** Why pasted text is not a grid. */
export type GridParseError =
  /** Nothing but whitespace and separators. */
  | 'empty'
  /** Longer than any grid could be written, even with generous separators (checked before reading it). */
  | 'tooLong'
  /** A character other than 1–9, `.`, `0`, whitespace and the separators `|`, `-`, `+`. */
  | 'badCharacter'
  /** Fewer than 81 cells. */
  | 'tooFewCells'
  /** More than 81 cells. */
  | 'tooManyCells';

export type GridParseResult =
  | { ok: true; grid: string; givens: number }
  | {
      ok: false;
      reason: GridParseError;
      /** 0-based position of the offending character (badCharacter only). */ at?: number;
    };

/** The longest text parseGrid reads: 81 cells with room for a drawn frame of separators and spacing. */
export const MAX_GRID_TEXT = 2000;

/**
 * Reads a grid pasted by a person: 81 cells, row by row, `1`–`9` for a digit and `.` or `0` for an empty cell;
 * whitespace and the separators `|`, `-`, `+` (of a drawn frame) are skipped. Anything else is refused with a reason.
 * The answer is the canonical grid: digits and `.`.
 */
export function parseGrid(text: string): GridParseResult {
  if (typeof text !== 'string') return { ok: false, reason: 'badCharacter', at: 0 };
  if (text.length > MAX_GRID_TEXT) return { ok: false, reason: 'tooLong' };
  let out = '';
  let cells = 0;
  let givens = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 49 && code <= 57) {
      cells++;
      givens++;
      if (cells <= 81) out += text[i];
    } else if (code === 46 || code === 48) {
      cells++;
      if (cells <= 81) out += '.';
    } else if (
      code === 32 || // space
      code === 9 || // tab
      code === 10 || // line feed
      code === 13 || // carriage return
      code === 124 || // |
      code === 45 || // -
      code === 43 // +
    ) {
      continue;
    } else {
      return { ok: false, reason: 'badCharacter', at: i };
    }
  }
  if (cells === 0) return { ok: false, reason: 'empty' };
  if (cells < 81) return { ok: false, reason: 'tooFewCells' };
  if (cells > 81) return { ok: false, reason: 'tooManyCells' };
  return { ok: true, grid: out, givens };
}

/** The canonical grid (digits and `.`) of pasted text, or null when parseGrid refuses it. */
export function normalizeGrid(text: string): string | null {
  const parsed = parseGrid(text);
  return parsed.ok ? parsed.grid : null;
}

/**
 * The digits of a grid string in the engine's strict format (exactly 81 characters, each `1`–`9`, `.` or `0`), or
 * null for anything else. No separators here: pasted text goes through parseGrid first.
 */
export function readCells(grid: unknown): Uint8Array | null {
  if (typeof grid !== 'string' || grid.length !== 81) return null;
  const cells = new Uint8Array(81);
  for (let i = 0; i < 81; i++) {
    const code = grid.charCodeAt(i);
    if (code >= 49 && code <= 57) cells[i] = code - 48;
    else if (code !== 46 && code !== 48) return null;
  }
  return cells;
}

/** Like readCells, for the helpers whose callers hold a well-formed grid: a malformed one is a programming error. */
export function requireCells(grid: string): Uint8Array {
  const cells = readCells(grid);
  if (!cells) throw new RangeError('A grid is 81 characters: 1-9 for a digit, . or 0 for an empty cell.');
  return cells;
}

/** The canonical grid string of cell digits (0 = empty, written `.`). */
export function cellsToGrid(cells: ArrayLike<number>): string {
  let out = '';
  for (let i = 0; i < 81; i++) out += cells[i] ? String(cells[i]) : '.';
  return out;
}

/** Cells whose digit also stands in another cell of one of its houses, ascending. */
export function conflictCells(cells: ArrayLike<number>): number[] {
  const out: number[] = [];
  for (let c = 0; c < 81; c++) {
    const d = cells[c];
    if (!d) continue;
    for (const p of PEERS[c]!) {
      if (cells[p] === d) {
        out.push(c);
        break;
      }
    }
  }
  return out;
}

/**
 * The candidates of every cell: the digits no filled peer holds (an empty list for a filled cell), ascending.
 * Throws a RangeError for a malformed grid.
 */
export function candidates(grid: string): number[][] {
  const cells = requireCells(grid);
  const masks = candidateMasks(cells);
  return Array.from(masks, (m, c) => (cells[c] ? [] : [...DIGITS_OF[m]!]));
}

/** The candidate mask of every cell from the filled cells alone (0 for a filled cell). */
export function candidateMasks(cells: ArrayLike<number>): Uint16Array {
  const used = new Uint16Array(27);
  for (let c = 0; c < 81; c++) {
    const d = cells[c];
    if (!d) continue;
    const b = bit(d);
    const [r, col, box] = CELL_HOUSES[c]!;
    used[r] = used[r]! | b;
    used[col] = used[col]! | b;
    used[box] = used[box]! | b;
  }
  const masks = new Uint16Array(81);
  for (let c = 0; c < 81; c++) {
    if (cells[c]) continue;
    const [r, col, box] = CELL_HOUSES[c]!;
    masks[c] = ALL_DIGITS & ~(used[r]! | used[col]! | used[box]!);
  }
  return masks;
}

/** Cells (0..80) whose digit clashes with another in a row, column or box, ascending. Throws for a malformed grid. */
export function conflicts(grid: string): number[] {
  return conflictCells(requireCells(grid));
}

/** Whether every cell is filled and no digit clashes: a finished, valid Sudoku. Throws for a malformed grid. */
export function isComplete(grid: string): boolean {
  const cells = requireCells(grid);
  for (let c = 0; c < 81; c++) if (!cells[c]) return false;
  return conflictCells(cells).length === 0;
}
