/** Uniqueness: patterns that would give the puzzle two solutions, ruled out because it has one. */
import { type Board, type Step, colOf, rowOf } from '../board.js';
import { BOX_OF, DIGITS_OF, POPCOUNT } from '../grid.js';

/**
 * Unique rectangle, type 1: four empty cells on two rows, two columns and two boxes, three of them with only the
 * candidates {x, y}. If the fourth were x or y too, the x's and y's could be swapped and the puzzle would have two
 * solutions; so the fourth cell is neither x nor y. Only sound for a puzzle with a unique solution.
 */
export function findUniqueRectangle(board: Board): Step | null {
  for (let r1 = 0; r1 < 9; r1++) {
    for (let r2 = r1 + 1; r2 < 9; r2++) {
      for (let c1 = 0; c1 < 9; c1++) {
        for (let c2 = c1 + 1; c2 < 9; c2++) {
          const corners = [9 * r1 + c1, 9 * r1 + c2, 9 * r2 + c1, 9 * r2 + c2];
          if (new Set(corners.map((c) => BOX_OF[c])).size !== 2) continue;
          if (corners.some((c) => board.values[c])) continue;
          const masks = corners.map((c) => board.cands[c]!);
          for (let odd = 0; odd < 4; odd++) {
            const others = masks.filter((_, i) => i !== odd);
            const pair = others[0]!;
            if (POPCOUNT[pair] !== 2 || !others.every((m) => m === pair)) continue;
            const target = corners[odd]!;
            const tm = masks[odd]!;
            if ((tm & pair) === 0 || tm === pair) continue;
            const digits = DIGITS_OF[pair]!;
            return {
              technique: 'uniqueRectangle',
              key: 'hint.uniqueRectangle',
              params: { digits: [...digits], row: rowOf(target), col: colOf(target) },
              houses: [],
              cells: corners,
              placements: [],
              eliminations: digits.filter((d) => tm & (1 << (d - 1))).map((digit) => ({ cell: target, digit })),
            };
          }
        }
      }
    }
  }
  return null;
}
