/**
 * Colouring and chains: following links between candidates. A strong link joins two candidates of which at least one
 * is true (a digit with only two places in a house, or the two digits of a two-candidate cell); a weak link joins two
 * of which at most one is true (the same digit in two cells that see each other, or two digits of one cell).
 */
import { type Board, type CellDigit, type Step } from '../board.js';
import { DIGITS_OF, HOUSES, LOWEST_DIGIT, PEERS, POPCOUNT, bit, houseRef, sees } from '../grid.js';
import { seenByAll } from './wings.js';

/** For one digit: the cells holding it, and the strong links (houses with exactly two places) of each cell. */
function strongLinks(board: Board, digit: number): number[][] {
  const b = bit(digit);
  const links: number[][] = Array.from({ length: 81 }, () => []);
  for (let h = 0; h < 27; h++) {
    const places = HOUSES[h]!.filter((c) => board.cands[c]! & b);
    if (places.length !== 2) continue;
    const [p, q] = places as [number, number];
    if (!links[p]!.includes(q)) links[p]!.push(q);
    if (!links[q]!.includes(p)) links[q]!.push(p);
  }
  return links;
}

/**
 * Simple colouring: for one digit, cells joined by strong links take alternate colours, and the digit is in all the
 * cells of one colour and none of the other. If two cells of one colour see each other, that colour is the wrong one
 * (wrap): the digit leaves all its cells. A cell that sees both colours cannot hold the digit (trap).
 */
export function findSimpleColoring(board: Board): Step | null {
  for (let digit = 1; digit <= 9; digit++) {
    const b = bit(digit);
    const links = strongLinks(board, digit);
    const color = new Int8Array(81).fill(-1);
    for (let start = 0; start < 81; start++) {
      if (color[start] !== -1 || !links[start]!.length) continue;
      // Colour the component of `start`, breadth first.
      const cells = [start];
      color[start] = 0;
      for (let i = 0; i < cells.length; i++) {
        const c = cells[i]!;
        for (const o of links[c]!) {
          if (color[o] === -1) {
            color[o] = 1 - color[c]!;
            cells.push(o);
          }
        }
      }
      if (cells.length < 3) continue;
      const colors = cells.map((c) => color[c]!);
      // Wrap: two cells of one colour in one house.
      for (let i = 0; i < cells.length; i++) {
        for (let j = i + 1; j < cells.length; j++) {
          const p = cells[i]!;
          const q = cells[j]!;
          if (color[p] !== color[q] || !sees(p, q)) continue;
          const wrong = color[p];
          const house = [...Array(27).keys()].find((h) => HOUSES[h]!.includes(p) && HOUSES[h]!.includes(q))!;
          return {
            technique: 'simpleColoring',
            key: 'hint.simpleColoringWrap',
            params: { digit },
            houses: [houseRef(house)],
            cells,
            colors,
            placements: [],
            eliminations: cells
              .filter((c) => color[c] === wrong)
              .sort((x, y) => x - y)
              .map((cell) => ({ cell, digit })),
          };
        }
      }
      // Trap: an uncoloured cell that sees both colours.
      const eliminations: CellDigit[] = [];
      for (let c = 0; c < 81; c++) {
        if (!(board.cands[c]! & b) || color[c] !== -1) continue;
        let seen = 0;
        for (const p of PEERS[c]!) if (color[p] !== -1 && cells.includes(p)) seen |= 1 << color[p]!;
        if (seen === 3) eliminations.push({ cell: c, digit });
      }
      if (eliminations.length) {
        return {
          technique: 'simpleColoring',
          key: 'hint.simpleColoringTrap',
          params: { digit },
          houses: [],
          cells,
          colors,
          placements: [],
          eliminations,
        };
      }
    }
  }
  return null;
}

interface Chain {
  cells: number[];
  eliminations: CellDigit[];
}

/** Walks parent links back from `state` to the start; answers the cells in chain order, or null if one repeats. */
function pathOf(parent: Int32Array, state: number, width: number): number[] | null {
  const cells: number[] = [];
  for (let s = state; s !== -1; s = parent[s]!) cells.push(Math.floor(s / width));
  cells.reverse();
  return new Set(cells).size === cells.length ? cells : null;
}

/**
 * X-chain: for one digit, a chain of cells alternately joined by strong and weak links, starting and ending with a
 * strong link. If the first cell does not hold the digit, the last one does; so a cell seeing both ends cannot.
 * (Skyscrapers, two-string kites and turbot fish are the short X-chains.)
 */
export function findXChain(board: Board): Step | null {
  let best: (Chain & { digit: number }) | null = null;
  for (let digit = 1; digit <= 9; digit++) {
    const b = bit(digit);
    const links = strongLinks(board, digit);
    const parent = new Int32Array(162);
    const depth = new Int16Array(162);
    const seen = new Uint8Array(162);
    for (let start = 0; start < 81; start++) {
      if (!links[start]!.length) continue;
      // State = 2 × cell + (1 when the chain makes the cell hold the digit, 0 when it makes it not).
      seen.fill(0);
      const queue = [2 * start];
      seen[2 * start] = 1;
      parent[2 * start] = -1;
      depth[2 * start] = 0;
      // Breadth first: the chains come out shortest first.
      for (let i = 0; i < queue.length; i++) {
        const s = queue[i]!;
        const cell = s >> 1;
        if (s & 1) {
          if (cell !== start) {
            const cells = pathOf(parent, s, 2);
            if (cells && cells.length >= 4 && (!best || cells.length < best.cells.length)) {
              const eliminations = seenByAll(board, [start, cell], digit, cells);
              if (eliminations.length) best = { digit, cells, eliminations };
            }
          }
          // A longer chain ends two links further on: stop when it could not be shorter than the best one.
          if (best && depth[s]! + 3 >= best.cells.length) continue;
          for (const o of PEERS[cell]!) {
            if (board.cands[o]! & b && !seen[2 * o]) {
              seen[2 * o] = 1;
              parent[2 * o] = s;
              depth[2 * o] = depth[s]! + 1;
              queue.push(2 * o);
            }
          }
        } else {
          for (const o of links[cell]!) {
            if (!seen[2 * o + 1]) {
              seen[2 * o + 1] = 1;
              parent[2 * o + 1] = s;
              depth[2 * o + 1] = depth[s]! + 1;
              queue.push(2 * o + 1);
            }
          }
        }
      }
    }
  }
  if (!best) return null;
  return {
    technique: 'xChain',
    key: 'hint.xChain',
    params: { digit: best.digit, length: best.cells.length },
    houses: [],
    cells: best.cells,
    colors: best.cells.map((_, i) => i % 2),
    placements: [],
    eliminations: best.eliminations,
  };
}

/**
 * XY-chain: a chain of two-candidate cells, each seeing the next and sharing a digit with it. If the first cell is not
 * z, each cell in turn is forced, and the last one is z; so one end is z, and a cell seeing both ends cannot be.
 */
export function findXyChain(board: Board): Step | null {
  const bivalue: number[] = [];
  for (let c = 0; c < 81; c++) if (POPCOUNT[board.cands[c]!] === 2) bivalue.push(c);
  let best: (Chain & { digit: number }) | null = null;
  // State = 10 × cell + the digit the chain makes the cell hold.
  const parent = new Int32Array(810);
  const depth = new Int16Array(810);
  const seen = new Uint8Array(810);
  for (const start of bivalue) {
    const sm = board.cands[start]!;
    for (const z of DIGITS_OF[sm]!) {
      const first = 10 * start + LOWEST_DIGIT[sm & ~bit(z)]!;
      seen.fill(0);
      seen[first] = 1;
      parent[first] = -1;
      depth[first] = 0;
      const queue = [first];
      for (let i = 0; i < queue.length; i++) {
        const s = queue[i]!;
        const cell = Math.floor(s / 10);
        const holds = s % 10;
        if (cell !== start && holds === z) {
          const cells = pathOf(parent, s, 10);
          if (cells && cells.length >= 3 && (!best || cells.length < best.cells.length)) {
            const eliminations = seenByAll(board, [start, cell], z, cells);
            if (eliminations.length) best = { digit: z, cells, eliminations };
          }
        }
        if (best && depth[s]! + 2 >= best.cells.length) continue;
        for (const o of PEERS[cell]!) {
          const om = board.cands[o]!;
          if (POPCOUNT[om] !== 2 || !(om & bit(holds))) continue;
          const next = 10 * o + LOWEST_DIGIT[om & ~bit(holds)]!;
          if (seen[next]) continue;
          seen[next] = 1;
          parent[next] = s;
          depth[next] = depth[s]! + 1;
          queue.push(next);
        }
      }
    }
  }
  if (!best) return null;
  return {
    technique: 'xyChain',
    key: 'hint.xyChain',
    params: { digit: best.digit, length: best.cells.length },
    houses: [],
    cells: best.cells,
    placements: [],
    eliminations: best.eliminations,
  };
}

/**
 * Remote pairs: a chain of cells with the same two candidates {x, y}, each seeing the next. The cells alternate x
 * and y, so two cells an odd number of links apart hold one x and one y, and a cell seeing both holds neither.
 */
export function findRemotePairs(board: Board): Step | null {
  let best: { cells: number[]; eliminations: CellDigit[]; mask: number } | null = null;
  const byMask = new Map<number, number[]>();
  for (let c = 0; c < 81; c++) {
    const m = board.cands[c]!;
    if (POPCOUNT[m] !== 2) continue;
    const list = byMask.get(m) ?? [];
    list.push(c);
    byMask.set(m, list);
  }
  for (const [mask, group] of byMask) {
    if (group.length < 4) continue;
    for (const start of group) {
      const parent = new Map<number, number>([[start, -1]]);
      const queue = [start];
      for (let i = 0; i < queue.length; i++) {
        const cell = queue[i]!;
        const cells: number[] = [];
        for (let c = cell; c !== -1; c = parent.get(c)!) cells.unshift(c);
        if (cells.length >= 4 && cells.length % 2 === 0 && (!best || cells.length < best.cells.length)) {
          const eliminations = DIGITS_OF[mask]!.flatMap((d) => seenByAll(board, [start, cell], d, cells));
          if (eliminations.length)
            best = { cells, eliminations: eliminations.sort((p, q) => p.cell - q.cell || p.digit - q.digit), mask };
        }
        for (const o of group) {
          if (!parent.has(o) && sees(cell, o)) {
            parent.set(o, cell);
            queue.push(o);
          }
        }
      }
    }
  }
  if (!best) return null;
  return {
    technique: 'remotePairs',
    key: 'hint.remotePairs',
    params: { digits: [...DIGITS_OF[best.mask]!], length: best.cells.length },
    houses: [],
    cells: best.cells,
    colors: best.cells.map((_, i) => i % 2),
    placements: [],
    eliminations: best.eliminations,
  };
}
