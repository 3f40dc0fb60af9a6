/** Subsets: n cells of a house that hold only n digits between them (naked), or n digits with only n cells (hidden). */
import { type Board, type CellDigit, type Step } from '../board.js';
import { DIGITS_OF, HOUSES, POPCOUNT, houseRef, houseType } from '../grid.js';
import type { TechniqueId } from '../techniques.js';
import { chosen, findUnion } from './combos.js';

const NAKED: Record<number, TechniqueId> = { 2: 'nakedPair', 3: 'nakedTriple', 4: 'nakedQuad' };
const HIDDEN: Record<number, TechniqueId> = { 2: 'hiddenPair', 3: 'hiddenTriple', 4: 'hiddenQuad' };

const masks = new Uint16Array(9);
const items = new Uint8Array(9);

/**
 * Naked subset of size n: n empty cells of a house whose candidates together are only n digits hold those digits,
 * so the house's other cells cannot. Houses in order: rows, columns, boxes.
 */
export function findNakedSubset(board: Board, n: number): Step | null {
  for (let h = 0; h < 27; h++) {
    if (board.empty[h]! <= n) continue;
    const cells = HOUSES[h]!;
    let count = 0;
    for (let i = 0; i < 9; i++) {
      const m = board.cands[cells[i]!]!;
      if (m === 0) continue;
      if (POPCOUNT[m]! <= n) {
        masks[count] = m;
        items[count++] = i;
      }
    }
    if (count < n) continue;
    const union = findUnion(masks, count, n, (u) => {
      // Some other cell of the house holds one of the digits.
      for (let i = 0; i < 9; i++) {
        const m = board.cands[cells[i]!]!;
        if (m & u && (m & ~u) !== 0) return true;
      }
      return false;
    });
    if (!union) continue;
    const subset = Array.from(chosen.subarray(0, n), (k) => cells[items[k]!]!);
    const eliminations: CellDigit[] = [];
    for (const c of cells) {
      if (subset.includes(c)) continue;
      for (const digit of DIGITS_OF[board.cands[c]! & union]!) eliminations.push({ cell: c, digit });
    }
    const technique = NAKED[n]!;
    return {
      technique,
      key: `hint.${technique}`,
      params: { digits: [...DIGITS_OF[union]!], houseType: houseType(h), house: (h % 9) + 1 },
      houses: [houseRef(h)],
      cells: subset,
      placements: [],
      eliminations,
    };
  }
  return null;
}

/**
 * Hidden subset of size n: n digits that, in a house, fit only in the same n cells fill those cells, so those cells
 * hold no other digit.
 */
export function findHiddenSubset(board: Board, n: number): Step | null {
  const pos = board.positions();
  const digits = new Uint8Array(9);
  for (let h = 0; h < 27; h++) {
    if (board.empty[h]! <= n) continue;
    const cells = HOUSES[h]!;
    let count = 0;
    for (let d = 1; d <= 9; d++) {
      const m = pos[10 * h + d]!;
      const k = POPCOUNT[m]!;
      if (k >= 2 && k <= n) {
        masks[count] = m;
        digits[count++] = d;
      }
    }
    if (count < n) continue;
    let keep = 0;
    const union = findUnion(masks, count, n, (u) => {
      keep = 0;
      for (let j = 0; j < n; j++) keep |= 1 << (digits[chosen[j]!]! - 1);
      for (let i = 0; i < 9; i++) if (u & (1 << i) && board.cands[cells[i]!]! & ~keep) return true;
      return false;
    });
    if (!union) continue;
    const subset: number[] = [];
    const eliminations: CellDigit[] = [];
    for (let i = 0; i < 9; i++) {
      if (!(union & (1 << i))) continue;
      const c = cells[i]!;
      subset.push(c);
      for (const digit of DIGITS_OF[board.cands[c]! & ~keep]!) eliminations.push({ cell: c, digit });
    }
    const technique = HIDDEN[n]!;
    return {
      technique,
      key: `hint.${technique}`,
      params: { digits: [...DIGITS_OF[keep]!], houseType: houseType(h), house: (h % 9) + 1 },
      houses: [houseRef(h)],
      cells: subset,
      placements: [],
      eliminations,
    };
  }
  return null;
}
