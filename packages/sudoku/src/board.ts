/**
 * The board the human-style solver works on: the placed digits and the candidates (pencil marks) of the empty cells.
 */
import { ALL_DIGITS, CELL_HOUSES, HOUSES, LOWEST_DIGIT, PEERS, bit, houseRef, type HouseRef } from './grid.js';
import type { TechniqueId } from './techniques.js';

/** A digit in a cell: a placement, or a candidate to remove. */
export interface CellDigit {
  cell: number;
  digit: number;
}

/** The numbers a hint's text is filled with: 1-based rows, columns, boxes and houses, digits, and a few words. */
export type HintParams = Record<string, number | string | number[]>;

/** One logical step: what a technique found, where, and what it places or removes. */
export interface Step {
  technique: TechniqueId;
  /** The explanation's translation key: `hint.` and the technique (see the README for each key's params). */
  key: string;
  params: HintParams;
  /** Where to look: the houses the pattern lives in. */
  houses: HouseRef[];
  /** The cells of the pattern (not the cells it removes candidates from), in the pattern's order. */
  cells: number[];
  /** For colourings and chains: the colour (0 or 1) of each of `cells`, same order. */
  colors?: number[];
  placements: CellDigit[];
  eliminations: CellDigit[];
}

export class Board {
  /** The digit of each cell, 0 when empty. */
  readonly values: Uint8Array;
  /** The candidates of each empty cell (0 for a filled cell). */
  readonly cands: Uint16Array;
  /** The digits placed in each house. */
  readonly placed: Uint16Array;
  /** How many empty cells each house has. */
  readonly empty: Uint8Array;
  /** Bumped by every change, so what is computed from the candidates can be kept until they change. */
  private version = 0;
  private positionsVersion = -1;
  private positionMasks: Uint16Array | null = null;

  constructor() {
    this.values = new Uint8Array(81);
    this.cands = new Uint16Array(81);
    this.placed = new Uint16Array(27);
    this.empty = new Uint8Array(27);
  }

  /** A board of these digits (0 = empty) whose candidates are everything no filled peer excludes. */
  static fromCells(cells: ArrayLike<number>): Board {
    return new Board().load(cells);
  }

  /** Makes this board hold these digits (0 = empty), with every candidate no filled peer excludes; answers it. */
  load(cells: ArrayLike<number>): this {
    const { values, cands, placed, empty } = this;
    this.version++;
    placed.fill(0);
    empty.fill(0);
    for (let c = 0; c < 81; c++) {
      const d = cells[c] ?? 0;
      values[c] = d;
      const [r, col, box] = CELL_HOUSES[c]!;
      if (d) {
        const b = bit(d);
        placed[r] = placed[r]! | b;
        placed[col] = placed[col]! | b;
        placed[box] = placed[box]! | b;
      } else {
        empty[r] = empty[r]! + 1;
        empty[col] = empty[col]! + 1;
        empty[box] = empty[box]! + 1;
      }
    }
    for (let c = 0; c < 81; c++) {
      if (values[c]) {
        cands[c] = 0;
      } else {
        const [r, col, box] = CELL_HOUSES[c]!;
        cands[c] = ALL_DIGITS & ~(placed[r]! | placed[col]! | placed[box]!);
      }
    }
    return this;
  }

  /** Makes this board a copy of another; answers it. */
  copyFrom(other: Board): this {
    this.version++;
    this.values.set(other.values);
    this.cands.set(other.cands);
    this.placed.set(other.placed);
    this.empty.set(other.empty);
    return this;
  }

  clone(): Board {
    return new Board().copyFrom(this);
  }

  /**
   * Where each digit can go in each house: entry 10 × house + digit is a mask of the positions (0..8, the house's
   * cells in HOUSES order) whose cell holds the digit as a candidate.
   */
  positions(): Uint16Array {
    if (this.positionMasks && this.positionsVersion === this.version) return this.positionMasks;
    const out = (this.positionMasks ??= new Uint16Array(270));
    out.fill(0);
    for (let h = 0; h < 27; h++) {
      const cells = HOUSES[h]!;
      for (let i = 0; i < 9; i++) {
        let m = this.cands[cells[i]!]!;
        while (m) {
          const low = m & -m;
          m ^= low;
          const k = 10 * h + LOWEST_DIGIT[low]!;
          out[k] = out[k]! | (1 << i);
        }
      }
    }
    this.positionsVersion = this.version;
    return out;
  }

  /** Records a change made to the arrays directly (by the solver's hot loop), so cached results are recomputed. */
  touch(): void {
    this.version++;
  }

  /** Places a digit and removes it from the candidates of the cell's peers. */
  place(cell: number, digit: number): void {
    this.version++;
    const b = bit(digit);
    this.values[cell] = digit;
    this.cands[cell] = 0;
    for (const h of CELL_HOUSES[cell]!) {
      this.placed[h] = this.placed[h]! | b;
      this.empty[h] = this.empty[h]! - 1;
    }
    for (const p of PEERS[cell]!) this.cands[p] = this.cands[p]! & ~b;
  }

  /** Keeps only these candidates (a mask) of a cell. */
  restrict(cell: number, mask: number): void {
    this.version++;
    this.cands[cell] = this.cands[cell]! & mask;
  }

  eliminate(cell: number, digit: number): void {
    this.version++;
    this.cands[cell] = this.cands[cell]! & ~bit(digit);
  }

  apply(step: Pick<Step, 'placements' | 'eliminations'>): void {
    for (const { cell, digit } of step.placements) if (!this.values[cell]) this.place(cell, digit);
    for (const { cell, digit } of step.eliminations) this.eliminate(cell, digit);
  }

  isSolved(): boolean {
    for (let h = 0; h < 9; h++) if (this.empty[h]) return false;
    return true;
  }

  /**
   * Whether the board is broken: an empty cell without candidates, or a house with no place left for a digit it
   * lacks. (A board of a valid puzzle never breaks under sound steps.)
   */
  isBroken(): boolean {
    for (let c = 0; c < 81; c++) if (!this.values[c] && !this.cands[c]) return true;
    for (let h = 0; h < 27; h++) {
      let seen = this.placed[h]!;
      for (const c of HOUSES[h]!) seen |= this.cands[c]!;
      if (seen !== ALL_DIGITS) return true;
    }
    return false;
  }
}

/** 1-based numbers of a cell for people. */
export const rowOf = (cell: number): number => Math.floor(cell / 9) + 1;
export const colOf = (cell: number): number => (cell % 9) + 1;

/** The houses two cells share (none when they see each other through no house). */
export function sharedHouses(a: number, b: number): HouseRef[] {
  const hb = CELL_HOUSES[b]!;
  return CELL_HOUSES[a]!.filter((h) => hb.includes(h)).map(houseRef);
}
