/** Wings: a pivot cell and two pincers that leave one digit to one of the pincers, whatever the pivot holds. */
import { type Board, type CellDigit, type Step, colOf, rowOf, sharedHouses } from '../board.js';
import { HOUSES, LOWEST_DIGIT, PEERS, POPCOUNT, bit, houseRef, houseType, sees } from '../grid.js';
import type { HouseRef } from '../grid.js';

/** Cells (other than those excluded) that see every one of `seen` and hold `digit` as a candidate. */
export function seenByAll(board: Board, seen: number[], digit: number, exclude: number[] = seen): CellDigit[] {
  const b = bit(digit);
  const out: CellDigit[] = [];
  for (const cell of PEERS[seen[0]!]!) {
    if (!(board.cands[cell]! & b) || exclude.includes(cell)) continue;
    if (seen.every((s) => s === cell || sees(s, cell))) out.push({ cell, digit });
  }
  return out.sort((p, q) => p.cell - q.cell);
}

const uniqueHouses = (lists: HouseRef[][]): HouseRef[] => {
  const out: HouseRef[] = [];
  for (const list of lists) {
    for (const h of list) if (!out.some((o) => o.type === h.type && o.index === h.index)) out.push(h);
  }
  return out;
};

/** The step of a pivot wing (XY or XYZ): the pivot and its pincers, the houses joining them, the eliminations. */
function pivotWingStep(
  technique: 'xyWing' | 'xyzWing',
  pivot: number,
  a: number,
  b: number,
  digit: number,
  eliminations: CellDigit[],
): Step {
  return {
    technique,
    key: `hint.${technique}`,
    params: { digit, pivotRow: rowOf(pivot), pivotCol: colOf(pivot) },
    houses: uniqueHouses([sharedHouses(pivot, a).slice(0, 1), sharedHouses(pivot, b).slice(0, 1)]),
    cells: [pivot, a, b],
    placements: [],
    eliminations,
  };
}

/**
 * XY-wing: a pivot with candidates {x, y} sees a pincer {x, z} and a pincer {y, z}. Whichever the pivot holds, one
 * pincer holds z, so a cell seeing both pincers cannot be z.
 */
export function findXyWing(board: Board): Step | null {
  for (let pivot = 0; pivot < 81; pivot++) {
    const pm = board.cands[pivot]!;
    if (POPCOUNT[pm] !== 2) continue;
    const pincers = PEERS[pivot]!.filter((c) => {
      const m = board.cands[c]!;
      return POPCOUNT[m] === 2 && POPCOUNT[m & pm] === 1;
    });
    for (let i = 0; i < pincers.length; i++) {
      const a = pincers[i]!;
      const am = board.cands[a]!;
      for (let j = i + 1; j < pincers.length; j++) {
        const b = pincers[j]!;
        const bm = board.cands[b]!;
        // The pincers share z (not a pivot digit) and each shares a different pivot digit.
        const z = am & bm & ~pm;
        if (POPCOUNT[z] !== 1 || (am & pm) === (bm & pm)) continue;
        const digit = LOWEST_DIGIT[z]!;
        const eliminations = seenByAll(board, [a, b], digit);
        if (!eliminations.length) continue;
        return pivotWingStep('xyWing', pivot, a, b, digit, eliminations);
      }
    }
  }
  return null;
}

/**
 * XYZ-wing: a pivot with candidates {x, y, z} sees a pincer {x, z} and a pincer {y, z}. One of the three holds z, so a
 * cell seeing all three cannot be z.
 */
export function findXyzWing(board: Board): Step | null {
  for (let pivot = 0; pivot < 81; pivot++) {
    const pm = board.cands[pivot]!;
    if (POPCOUNT[pm] !== 3) continue;
    const pincers = PEERS[pivot]!.filter((c) => {
      const m = board.cands[c]!;
      return POPCOUNT[m] === 2 && (m & pm) === m;
    });
    for (let i = 0; i < pincers.length; i++) {
      const a = pincers[i]!;
      const am = board.cands[a]!;
      for (let j = i + 1; j < pincers.length; j++) {
        const b = pincers[j]!;
        const bm = board.cands[b]!;
        if ((am | bm) !== pm || POPCOUNT[am & bm] !== 1) continue;
        const digit = LOWEST_DIGIT[am & bm]!;
        const eliminations = seenByAll(board, [pivot, a, b], digit);
        if (!eliminations.length) continue;
        return pivotWingStep('xyzWing', pivot, a, b, digit, eliminations);
      }
    }
  }
  return null;
}

/**
 * W-wing: two cells with the same two candidates {x, y} that do not see each other, and a house where x has only two
 * places, one seeing each cell. If neither cell held y, both would hold x and that house would have no place for x;
 * so one of them holds y, and a cell seeing both cannot.
 */
export function findWWing(board: Board): Step | null {
  const bivalue: number[] = [];
  for (let c = 0; c < 81; c++) if (POPCOUNT[board.cands[c]!] === 2) bivalue.push(c);
  for (let i = 0; i < bivalue.length; i++) {
    const p = bivalue[i]!;
    const mask = board.cands[p]!;
    for (let j = i + 1; j < bivalue.length; j++) {
      const q = bivalue[j]!;
      if (board.cands[q] !== mask || sees(p, q)) continue;
      for (const link of [LOWEST_DIGIT[mask]!, LOWEST_DIGIT[mask & (mask - 1)]!]) {
        const other = LOWEST_DIGIT[mask & ~bit(link)]!;
        const eliminations = seenByAll(board, [p, q], other);
        if (!eliminations.length) continue;
        for (let h = 0; h < 27; h++) {
          const places = HOUSES[h]!.filter((c) => board.cands[c]! & bit(link));
          if (places.length !== 2) continue;
          const [l1, l2] = places as [number, number];
          if (l1 === p || l1 === q || l2 === p || l2 === q) continue;
          const ends = sees(l1, p) && sees(l2, q) ? [l1, l2] : sees(l1, q) && sees(l2, p) ? [l2, l1] : null;
          if (!ends) continue;
          return {
            technique: 'wWing',
            key: 'hint.wWing',
            params: { digit: other, linkDigit: link, houseType: houseType(h), house: (h % 9) + 1 },
            houses: [houseRef(h)],
            cells: [p, ends[0]!, ends[1]!, q],
            placements: [],
            eliminations,
          };
        }
      }
    }
  }
  return null;
}
