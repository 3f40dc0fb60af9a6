/** Singles: a cell with one possible digit, or a digit with one possible cell in a house. */
import { type Board, type Step, colOf, rowOf } from '../board.js';
import { ALL_DIGITS, CELL_HOUSES, HOUSES, LOWEST_DIGIT, POPCOUNT, bit, houseRef, houseType } from '../grid.js';

/** Houses in the order people scan them for singles: boxes first, then rows, then columns. */
export const SCAN_ORDER: readonly number[] = [
  18, 19, 20, 21, 22, 23, 24, 25, 26, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17,
];

function singleStep(
  technique: 'fullHouse' | 'nakedSingle' | 'hiddenSingle',
  cell: number,
  digit: number,
  house: number | null,
): Step {
  const params: Step['params'] = { digit, row: rowOf(cell), col: colOf(cell) };
  if (house !== null) {
    params.houseType = houseType(house);
    params.house = (house % 9) + 1;
  }
  return {
    technique,
    key: `hint.${technique}`,
    params,
    houses: house === null ? CELL_HOUSES[cell]!.map(houseRef) : [houseRef(house)],
    cells: [cell],
    placements: [{ cell, digit }],
    eliminations: [],
  };
}

/** Full house: the last empty cell of a house takes the one digit the house lacks. */
export function findFullHouse(board: Board): Step | null {
  for (const h of SCAN_ORDER) {
    if (board.empty[h] !== 1) continue;
    const missing = ALL_DIGITS & ~board.placed[h]!;
    if (POPCOUNT[missing] !== 1) continue;
    const cell = HOUSES[h]!.find((c) => !board.values[c])!;
    if (board.cands[cell]! & missing) return singleStep('fullHouse', cell, LOWEST_DIGIT[missing]!, h);
  }
  return null;
}

/** Naked single: an empty cell with one candidate left takes it. */
export function findNakedSingle(board: Board): Step | null {
  for (let c = 0; c < 81; c++) {
    const m = board.cands[c]!;
    if (!board.values[c] && POPCOUNT[m] === 1) return singleStep('nakedSingle', c, LOWEST_DIGIT[m]!, null);
  }
  return null;
}

/** Hidden single: a digit the house lacks that fits in only one of its cells goes there. */
export function findHiddenSingle(board: Board): Step | null {
  for (const h of SCAN_ORDER) {
    if (!board.empty[h]) continue;
    let once = 0;
    let twice = 0;
    for (const c of HOUSES[h]!) {
      const m = board.cands[c]!;
      twice |= once & m;
      once |= m;
    }
    const single = once & ~twice & ~board.placed[h]!;
    if (!single) continue;
    const digit = LOWEST_DIGIT[single]!;
    const cell = HOUSES[h]!.find((c) => board.cands[c]! & bit(digit))!;
    return singleStep('hiddenSingle', cell, digit, h);
  }
  return null;
}
