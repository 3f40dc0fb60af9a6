/**
 * The few grid rules the page needs on the main thread (who sees whom, clashes, the candidates a cell's houses
 * allow), kept here so that the engine itself loads only in the worker. A grid is 81 characters, `.` when empty.
 */

export const EMPTY = '.';
export const rowOf = (cell: number): number => Math.floor(cell / 9);
export const colOf = (cell: number): number => cell % 9;
export const boxOf = (cell: number): number => Math.floor(rowOf(cell) / 3) * 3 + Math.floor(colOf(cell) / 3);

/** The 20 cells that share a row, a column or a box with each cell. */
export const PEERS: readonly (readonly number[])[] = Array.from({ length: 81 }, (_, cell) =>
  Array.from({ length: 81 }, (_, other) => other).filter(
    (other) =>
      other !== cell && (rowOf(other) === rowOf(cell) || colOf(other) === colOf(cell) || boxOf(other) === boxOf(cell)),
  ),
);

/** The cells of a house: a row, a column or a box, 0-based. */
export function houseCells(type: 'row' | 'col' | 'box', index: number): number[] {
  return Array.from({ length: 81 }, (_, cell) => cell).filter((cell) =>
    type === 'row' ? rowOf(cell) === index : type === 'col' ? colOf(cell) === index : boxOf(cell) === index,
  );
}

/** The digit of a cell, 0 when empty. */
export const digitAt = (grid: string, cell: number): number => {
  const code = grid.charCodeAt(cell) - 48;
  return code >= 1 && code <= 9 ? code : 0;
};

/** A bit per digit 1–9 (bit d set: digit d). */
export const bitOf = (digit: number): number => 1 << digit;
export const hasDigit = (mask: number, digit: number): boolean => (mask & bitOf(digit)) !== 0;
export const digitsOf = (mask: number): number[] => [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => hasDigit(mask, d));
export const maskOf = (digits: readonly number[]): number => digits.reduce((mask, d) => mask | bitOf(d), 0);

/** The cells whose digit is also in one of their houses: clashes, whoever wrote them. */
export function conflictCells(grid: string): Set<number> {
  const found = new Set<number>();
  for (let cell = 0; cell < 81; cell++) {
    const digit = digitAt(grid, cell);
    if (digit && PEERS[cell]!.some((peer) => digitAt(grid, peer) === digit)) found.add(cell);
  }
  return found;
}

/** The candidates of every empty cell from the filled cells alone (0 for a filled cell). */
export function candidateMasks(grid: string): number[] {
  return Array.from({ length: 81 }, (_, cell) => {
    if (digitAt(grid, cell)) return 0;
    let mask = maskOf([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    for (const peer of PEERS[cell]!) mask &= ~bitOf(digitAt(grid, peer));
    return mask;
  });
}

/** Whether a grid is 81 characters of digits and dots. */
export const isGrid = (text: unknown): text is string => typeof text === 'string' && /^[1-9.]{81}$/.test(text);

/** Writes a digit (0: empties the cell) into a grid. */
export const withDigit = (grid: string, cell: number, digit: number): string =>
  grid.slice(0, cell) + (digit ? String(digit) : EMPTY) + grid.slice(cell + 1);
