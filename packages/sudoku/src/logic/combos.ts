/** Choosing n of a list of masks whose union holds exactly n bits: the core of subsets and fish. */
import { POPCOUNT } from '../grid.js';

/** The indices chosen by the last successful findUnion, in `chosen[0..n-1]`. */
export const chosen = new Int8Array(4);

/**
 * Finds n of `masks[0..count-1]` (in lexicographic order of indices) whose union has exactly n bits and that
 * `accept` takes, leaving the indices in `chosen`; answers the union, or 0 when none does.
 */
export function findUnion(
  masks: ArrayLike<number>,
  count: number,
  n: number,
  accept: (union: number) => boolean,
): number {
  const walk = (depth: number, start: number, union: number): number => {
    if (depth === n) return POPCOUNT[union] === n && accept(union) ? union : 0;
    for (let i = start; i <= count - (n - depth); i++) {
      const next = union | masks[i]!;
      if (POPCOUNT[next]! > n) continue;
      chosen[depth] = i;
      const found = walk(depth + 1, i + 1, next);
      if (found) return found;
    }
    return 0;
  };
  return walk(0, 0, 0);
}

/** The bit positions of a 9-bit mask, ascending. */
export function bitsOf(mask: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < 9; i++) if (mask & (1 << i)) out.push(i);
  return out;
}
