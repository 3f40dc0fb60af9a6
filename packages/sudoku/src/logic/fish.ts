/** Fish: a digit confined, in n rows, to the same n columns (or the other way round). */
import { type Board, type CellDigit, type Step } from '../board.js';
import { HOUSES, POPCOUNT, houseRef } from '../grid.js';
import type { TechniqueId } from '../techniques.js';
import { bitsOf, chosen, findUnion } from './combos.js';

const FISH: Record<number, TechniqueId> = { 2: 'xWing', 3: 'swordfish', 4: 'jellyfish' };

const masks = new Uint16Array(9);
const lines = new Uint8Array(9);

/**
 * Fish of size n (X-wing 2, swordfish 3, jellyfish 4): when a digit's candidates in n rows all lie in the same n
 * columns, those n rows place the digit once in each of those columns, so the columns' other cells cannot hold it.
 * The same with rows and columns swapped.
 */
export function findFish(board: Board, n: number): Step | null {
  const pos = board.positions();
  for (let digit = 1; digit <= 9; digit++) {
    // Base lines: rows (houses 0..8, positions = columns), then columns (houses 9..17, positions = rows).
    for (let first = 0; first <= 9; first += 9) {
      let count = 0;
      for (let l = 0; l < 9; l++) {
        const m = pos[10 * (first + l) + digit]!;
        const k = POPCOUNT[m]!;
        if (k >= 2 && k <= n) {
          masks[count] = m;
          lines[count++] = l;
        }
      }
      if (count < n) continue;
      let base = 0;
      const cover = findUnion(masks, count, n, (u) => {
        base = 0;
        for (let j = 0; j < n; j++) base |= 1 << lines[chosen[j]!]!;
        for (let l = 0; l < 9; l++) if (!(base & (1 << l)) && pos[10 * (first + l) + digit]! & u) return true;
        return false;
      });
      if (!cover) continue;
      const baseLines = bitsOf(base);
      const coverLines = bitsOf(cover);
      const cross = 9 - first; // the first house of the cover lines
      const cells: number[] = [];
      const eliminations: CellDigit[] = [];
      for (const x of coverLines) {
        const m = pos[10 * (cross + x) + digit]!;
        for (const l of bitsOf(m)) {
          const cell = HOUSES[cross + x]![l]!;
          if (base & (1 << l)) cells.push(cell);
          else eliminations.push({ cell, digit });
        }
      }
      cells.sort((p, q) => p - q);
      eliminations.sort((p, q) => p.cell - q.cell);
      const technique = FISH[n]!;
      return {
        technique,
        key: `hint.${technique}`,
        params: {
          digit,
          lineType: first === 0 ? 'row' : 'col',
          lines: baseLines.map((l) => l + 1),
          coverType: first === 0 ? 'col' : 'row',
          covers: coverLines.map((x) => x + 1),
        },
        houses: baseLines.map((l) => houseRef(first + l)),
        cells,
        placements: [],
        eliminations,
      };
    }
  }
  return null;
}
