/** Intersections: a digit confined to where a box and a line cross. */
import { type Board, type Step } from '../board.js';
import { HOUSES, POPCOUNT, houseRef } from '../grid.js';
import { bitsOf } from './combos.js';

/** A box's positions (0..8, reading order) by the box's row (0..2) and column (0..2). */
const BOX_ROW = [0x7, 0x38, 0x1c0];
const BOX_COL = [0x49, 0x92, 0x124];

/**
 * Pointing: when a digit's candidates in a box all lie in one row (or column), the digit of that box is there, so
 * the rest of that line cannot hold it.
 */
export function findPointing(board: Board): Step | null {
  const pos = board.positions();
  for (let b = 0; b < 9; b++) {
    const box = 18 + b;
    const top = 3 * Math.floor(b / 3);
    const left = 3 * (b % 3);
    for (let digit = 1; digit <= 9; digit++) {
      const m = pos[10 * box + digit]!;
      if (POPCOUNT[m]! < 2) continue;
      for (let k = 0; k < 3; k++) {
        let line = -1;
        let outside = 0;
        if ((m & ~BOX_ROW[k]!) === 0) {
          line = top + k;
          outside = pos[10 * line + digit]! & ~(0x7 << left);
        } else if ((m & ~BOX_COL[k]!) === 0) {
          line = 9 + left + k;
          outside = pos[10 * line + digit]! & ~(0x7 << top);
        }
        if (!outside) continue;
        return {
          technique: 'pointing',
          key: 'hint.pointing',
          params: { digit, box: b + 1, lineType: line < 9 ? 'row' : 'col', line: (line % 9) + 1 },
          houses: [houseRef(box), houseRef(line)],
          cells: bitsOf(m).map((i) => HOUSES[box]![i]!),
          placements: [],
          eliminations: bitsOf(outside).map((i) => ({ cell: HOUSES[line]![i]!, digit })),
        };
      }
    }
  }
  return null;
}

/**
 * Box/line reduction (claiming): when a digit's candidates in a row (or column) all lie in one box, the digit of that
 * line is in that box, so the rest of the box cannot hold it.
 */
export function findBoxLineReduction(board: Board): Step | null {
  const pos = board.positions();
  for (let line = 0; line < 18; line++) {
    const index = line % 9;
    for (let digit = 1; digit <= 9; digit++) {
      const m = pos[10 * line + digit]!;
      if (POPCOUNT[m]! < 2) continue;
      for (let third = 0; third < 3; third++) {
        if ((m & ~(0x7 << (3 * third))) !== 0) continue;
        // The box crossing the line at this third; the line's cells within it, as box positions.
        const b = line < 9 ? 3 * Math.floor(index / 3) + third : 3 * third + Math.floor(index / 3);
        const inLine = line < 9 ? BOX_ROW[index % 3]! : BOX_COL[index % 3]!;
        const outside = pos[10 * (18 + b) + digit]! & ~inLine;
        if (!outside) continue;
        return {
          technique: 'boxLineReduction',
          key: 'hint.boxLineReduction',
          params: { digit, lineType: line < 9 ? 'row' : 'col', line: index + 1, box: b + 1 },
          houses: [houseRef(line), houseRef(18 + b)],
          cells: bitsOf(m).map((i) => HOUSES[line]![i]!),
          placements: [],
          eliminations: bitsOf(outside).map((i) => ({ cell: HOUSES[18 + b]![i]!, digit })),
        };
      }
    }
  }
  return null;
}
