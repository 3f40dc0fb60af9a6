import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { candidates, hint, solve, type Hint } from './index.js';
import { TECHNIQUES, TECHNIQUE_DIFFICULTY, techniquesOf } from './techniques.js';

/**
 * Every technique on a grid built for it. Most patterns are drawn with notes on an empty grid: every cell holds every
 * candidate except where the pattern says otherwise, so no easier technique applies and the hint must find exactly
 * this one, with exactly these eliminations (worked out by hand in each comment). Cells are named r<row>c<col>, 1-based.
 */

const cell = (name: string): number => {
  const m = /^r(\d)c(\d)$/.exec(name)!;
  return 9 * (Number(m[1]) - 1) + Number(m[2]) - 1;
};
const cells = (...names: string[]): number[] => names.map(cell);
const row = (r: number): number[] => Array.from({ length: 9 }, (_, c) => 9 * (r - 1) + c);
const col = (c: number): number[] => Array.from({ length: 9 }, (_, r) => 9 * r + c - 1);
const box = (b: number): number[] =>
  Array.from(
    { length: 9 },
    (_, i) => 9 * (3 * Math.floor((b - 1) / 3) + Math.floor(i / 3)) + 3 * ((b - 1) % 3) + (i % 3),
  );
const except = (list: number[], ...keep: string[]): number[] => list.filter((c) => !cells(...keep).includes(c));

/** Notes on an empty grid: all candidates everywhere, then the pattern's changes. */
class Pencil {
  readonly notes: number[][] = Array.from({ length: 81 }, () => [1, 2, 3, 4, 5, 6, 7, 8, 9]);
  set(name: string, digits: string): this {
    this.notes[cell(name)] = [...digits].map(Number);
    return this;
  }
  remove(digits: string, list: number[]): this {
    const out = [...digits].map(Number);
    for (const c of list) this.notes[c] = this.notes[c]!.filter((d) => !out.includes(d));
    return this;
  }
  hint(): Hint {
    return hint('.'.repeat(81), this.notes);
  }
}

const elims = (digits: string, list: number[]) =>
  list
    .flatMap((c) => [...digits].map((d) => ({ cell: c, digit: Number(d) })))
    .sort((a, b) => a.cell - b.cell || a.digit - b.digit);

// A solved grid (the solution of Wikipedia's example puzzle), to carve single-step grids out of.
const SOLVED = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';
const blank = (grid: string, ...names: string[]): string =>
  [...grid].map((d, i) => (cells(...names).includes(i) ? '.' : d)).join('');

describe('technique tiers', () => {
  it('lists every technique once, in difficulty order', () => {
    expect(new Set(TECHNIQUES).size).toBe(TECHNIQUES.length);
    const tiers = TECHNIQUES.map((t) => TECHNIQUE_DIFFICULTY[t]);
    expect(tiers).toEqual(
      [...tiers].sort(
        (a, b) => ['easy', 'medium', 'hard', 'expert'].indexOf(a) - ['easy', 'medium', 'hard', 'expert'].indexOf(b),
      ),
    );
    expect(techniquesOf('easy')).toEqual(['fullHouse', 'nakedSingle', 'hiddenSingle']);
    expect(techniquesOf('medium')).toEqual(['pointing', 'boxLineReduction', 'nakedPair', 'hiddenPair']);
  });
});

describe('singles', () => {
  it('full house: the one empty cell of a house takes the missing digit', () => {
    // Only r5c5 is empty: its box (scanned first) lacks only its digit, 5.
    const h = hint(blank(SOLVED, 'r5c5'));
    expect(h).toMatchObject({
      kind: 'step',
      technique: 'fullHouse',
      key: 'hint.fullHouse',
      params: { digit: 5, row: 5, col: 5, houseType: 'box', house: 5 },
      houses: [{ type: 'box', index: 4 }],
      cells: [cell('r5c5')],
      placements: [{ cell: cell('r5c5'), digit: 5 }],
      eliminations: [],
    });
  });

  it('naked single: a cell whose houses leave one digit', () => {
    // r1c1, r1c2, r2c1, r2c2 empty: every house has two or more empty cells (no full house); r1c1's row lacks 5 and 3,
    // its column 5 and 6: only 5 fits.
    const h = hint(blank(SOLVED, 'r1c1', 'r1c2', 'r2c1', 'r2c2'));
    expect(h).toMatchObject({
      technique: 'nakedSingle',
      params: { digit: 5, row: 1, col: 1 },
      houses: [
        { type: 'row', index: 0 },
        { type: 'col', index: 0 },
        { type: 'box', index: 0 },
      ],
      placements: [{ cell: 0, digit: 5 }],
    });
  });

  it('hidden single: a digit with one place in a house', () => {
    // 1 is removed from every cell of box 1 but r2c2, which still holds all nine candidates.
    const h = new Pencil().remove('1', except(box(1), 'r2c2')).hint();
    expect(h).toMatchObject({
      technique: 'hiddenSingle',
      params: { digit: 1, row: 2, col: 2, houseType: 'box', house: 1 },
      houses: [{ type: 'box', index: 0 }],
      cells: [cell('r2c2')],
      placements: [{ cell: cell('r2c2'), digit: 1 }],
    });
  });
});

describe('intersections', () => {
  it('pointing: box 1 holds 1 only in row 1, so the rest of row 1 loses it', () => {
    const h = new Pencil().remove('1', except(box(1), 'r1c1', 'r1c2')).hint();
    expect(h).toMatchObject({
      technique: 'pointing',
      params: { digit: 1, box: 1, lineType: 'row', line: 1 },
      houses: [
        { type: 'box', index: 0 },
        { type: 'row', index: 0 },
      ],
      cells: cells('r1c1', 'r1c2'),
      eliminations: elims('1', cells('r1c4', 'r1c5', 'r1c6', 'r1c7', 'r1c8', 'r1c9')),
    });
  });

  it('box/line reduction: row 1 holds 1 only in box 1, so the rest of box 1 loses it', () => {
    const h = new Pencil().remove('1', except(row(1), 'r1c1', 'r1c2')).hint();
    expect(h).toMatchObject({
      technique: 'boxLineReduction',
      params: { digit: 1, lineType: 'row', line: 1, box: 1 },
      cells: cells('r1c1', 'r1c2'),
      eliminations: elims('1', cells('r2c1', 'r2c2', 'r2c3', 'r3c1', 'r3c2', 'r3c3')),
    });
  });
});

describe('intersections along columns', () => {
  it('pointing: box 1 holds 1 only in column 2, so the rest of column 2 loses it', () => {
    const h = new Pencil().remove('1', except(box(1), 'r1c2', 'r2c2')).hint();
    expect(h).toMatchObject({
      technique: 'pointing',
      params: { digit: 1, box: 1, lineType: 'col', line: 2 },
      houses: [
        { type: 'box', index: 0 },
        { type: 'col', index: 1 },
      ],
      cells: cells('r1c2', 'r2c2'),
      eliminations: elims('1', except(col(2), 'r1c2', 'r2c2', 'r3c2')),
    });
  });

  it('box/line reduction: column 1 holds 1 only in box 1, so the rest of box 1 loses it', () => {
    const h = new Pencil().remove('1', except(col(1), 'r1c1', 'r2c1')).hint();
    expect(h).toMatchObject({
      technique: 'boxLineReduction',
      params: { digit: 1, lineType: 'col', line: 1, box: 1 },
      cells: cells('r1c1', 'r2c1'),
      eliminations: elims('1', cells('r1c2', 'r1c3', 'r2c2', 'r2c3', 'r3c2', 'r3c3')),
    });
  });
});

describe('subsets', () => {
  it('naked pair: r1c1 and r1c2 are {1,2}, so the rest of row 1 loses 1 and 2', () => {
    const h = new Pencil().set('r1c1', '12').set('r1c2', '12').hint();
    expect(h).toMatchObject({
      technique: 'nakedPair',
      params: { digits: [1, 2], houseType: 'row', house: 1 },
      cells: cells('r1c1', 'r1c2'),
      eliminations: elims('12', except(row(1), 'r1c1', 'r1c2')),
    });
  });

  it('hidden pair: in row 1, 1 and 2 fit only r1c1 and r1c4, which lose every other digit', () => {
    // The two cells are in different boxes, so no box/line reduction comes first.
    const h = new Pencil().remove('12', except(row(1), 'r1c1', 'r1c4')).hint();
    expect(h).toMatchObject({
      technique: 'hiddenPair',
      params: { digits: [1, 2], houseType: 'row', house: 1 },
      cells: cells('r1c1', 'r1c4'),
      eliminations: elims('3456789', cells('r1c1', 'r1c4')),
    });
  });

  it('naked triple: {1,2}, {2,3}, {1,3} in row 1', () => {
    const h = new Pencil().set('r1c1', '12').set('r1c4', '23').set('r1c7', '13').hint();
    expect(h).toMatchObject({
      technique: 'nakedTriple',
      params: { digits: [1, 2, 3], houseType: 'row', house: 1 },
      cells: cells('r1c1', 'r1c4', 'r1c7'),
      eliminations: elims('123', except(row(1), 'r1c1', 'r1c4', 'r1c7')),
    });
  });

  it('hidden triple: in row 1, 1, 2 and 3 fit only r1c1, r1c4 and r1c7', () => {
    const h = new Pencil().remove('123', except(row(1), 'r1c1', 'r1c4', 'r1c7')).hint();
    expect(h).toMatchObject({
      technique: 'hiddenTriple',
      params: { digits: [1, 2, 3], houseType: 'row', house: 1 },
      cells: cells('r1c1', 'r1c4', 'r1c7'),
      eliminations: elims('456789', cells('r1c1', 'r1c4', 'r1c7')),
    });
  });

  it('naked quad: {1,2}, {2,3}, {3,4}, {1,4} in row 1 (no three of them make a triple)', () => {
    const h = new Pencil().set('r1c1', '12').set('r1c4', '23').set('r1c7', '34').set('r1c8', '14').hint();
    expect(h).toMatchObject({
      technique: 'nakedQuad',
      params: { digits: [1, 2, 3, 4], houseType: 'row', house: 1 },
      cells: cells('r1c1', 'r1c4', 'r1c7', 'r1c8'),
      eliminations: elims('1234', except(row(1), 'r1c1', 'r1c4', 'r1c7', 'r1c8')),
    });
  });

  it('hidden quad: in row 1, 1 to 4 fit only r1c1, r1c4, r1c7 and r1c8', () => {
    const h = new Pencil().remove('1234', except(row(1), 'r1c1', 'r1c4', 'r1c7', 'r1c8')).hint();
    expect(h).toMatchObject({
      technique: 'hiddenQuad',
      params: { digits: [1, 2, 3, 4], houseType: 'row', house: 1 },
      cells: cells('r1c1', 'r1c4', 'r1c7', 'r1c8'),
      eliminations: elims('56789', cells('r1c1', 'r1c4', 'r1c7', 'r1c8')),
    });
  });
});

describe('fish', () => {
  it('X-wing: 1 only in columns 1 and 5 of rows 1 and 5, so those columns lose it elsewhere', () => {
    const h = new Pencil()
      .remove('1', except(row(1), 'r1c1', 'r1c5'))
      .remove('1', except(row(5), 'r5c1', 'r5c5'))
      .hint();
    expect(h).toMatchObject({
      technique: 'xWing',
      params: { digit: 1, lineType: 'row', lines: [1, 5], coverType: 'col', covers: [1, 5] },
      houses: [
        { type: 'row', index: 0 },
        { type: 'row', index: 4 },
      ],
      cells: cells('r1c1', 'r1c5', 'r5c1', 'r5c5'),
      eliminations: elims('1', [...except(col(1), 'r1c1', 'r5c1'), ...except(col(5), 'r1c5', 'r5c5')]),
    });
  });

  it('X-wing on columns: 1 only in rows 1 and 5 of columns 1 and 5, so those rows lose it elsewhere', () => {
    const h = new Pencil()
      .remove('1', except(col(1), 'r1c1', 'r5c1'))
      .remove('1', except(col(5), 'r1c5', 'r5c5'))
      .hint();
    expect(h).toMatchObject({
      technique: 'xWing',
      params: { digit: 1, lineType: 'col', lines: [1, 5], coverType: 'row', covers: [1, 5] },
      houses: [
        { type: 'col', index: 0 },
        { type: 'col', index: 4 },
      ],
      cells: cells('r1c1', 'r1c5', 'r5c1', 'r5c5'),
      eliminations: elims('1', [...except(row(1), 'r1c1', 'r1c5'), ...except(row(5), 'r5c1', 'r5c5')]),
    });
  });

  it('swordfish: rows 1, 5, 9 hold 1 only in columns 1, 5, 9 (two each, no X-wing among them)', () => {
    const h = new Pencil()
      .remove('1', except(row(1), 'r1c1', 'r1c5'))
      .remove('1', except(row(5), 'r5c5', 'r5c9'))
      .remove('1', except(row(9), 'r9c1', 'r9c9'))
      .hint();
    const others = (c: number) => except(col(c), `r1c${c}`, `r5c${c}`, `r9c${c}`);
    expect(h).toMatchObject({
      technique: 'swordfish',
      params: { digit: 1, lineType: 'row', lines: [1, 5, 9], coverType: 'col', covers: [1, 5, 9] },
      cells: cells('r1c1', 'r1c5', 'r5c5', 'r5c9', 'r9c1', 'r9c9'),
      eliminations: elims('1', [...others(1), ...others(5), ...others(9)]),
    });
  });

  it('jellyfish: rows 1, 4, 7, 9 hold 1 in a cycle over columns 2, 4, 1, 7 (no three rows make a swordfish)', () => {
    // Each row's two cells lie in different boxes, and rows 7 and 9 (one band) reach all three of its boxes, so no
    // intersection comes first.
    const h = new Pencil()
      .remove('1', except(row(1), 'r1c2', 'r1c4'))
      .remove('1', except(row(4), 'r4c1', 'r4c7'))
      .remove('1', except(row(7), 'r7c1', 'r7c4'))
      .remove('1', except(row(9), 'r9c2', 'r9c7'))
      .hint();
    const base = [1, 4, 7, 9];
    const others = (c: number) => col(c).filter((x) => !base.includes(Math.floor(x / 9) + 1));
    expect(h).toMatchObject({
      technique: 'jellyfish',
      params: { digit: 1, lineType: 'row', lines: [1, 4, 7, 9], coverType: 'col', covers: [1, 2, 4, 7] },
      cells: cells('r1c2', 'r1c4', 'r4c1', 'r4c7', 'r7c1', 'r7c4', 'r9c2', 'r9c7'),
      eliminations: elims('1', [...others(1), ...others(2), ...others(4), ...others(7)]),
    });
  });
});

describe('wings', () => {
  it('XY-wing: pivot r1c1 {1,2}, pincers r1c5 {1,3} and r5c1 {2,3}: r5c5 sees both pincers and loses 3', () => {
    const h = new Pencil().set('r1c1', '12').set('r1c5', '13').set('r5c1', '23').hint();
    expect(h).toMatchObject({
      technique: 'xyWing',
      params: { digit: 3, pivotRow: 1, pivotCol: 1 },
      houses: [
        { type: 'row', index: 0 },
        { type: 'col', index: 0 },
      ],
      cells: cells('r1c1', 'r1c5', 'r5c1'),
      eliminations: [{ cell: cell('r5c5'), digit: 3 }],
    });
  });

  it('XYZ-wing: pivot r1c1 {1,2,3}, pincers r1c5 {2,3} and r2c2 {1,3}: r1c2 and r1c3 see all three and lose 3', () => {
    const h = new Pencil().set('r1c1', '123').set('r1c5', '23').set('r2c2', '13').hint();
    expect(h).toMatchObject({
      technique: 'xyzWing',
      params: { digit: 3, pivotRow: 1, pivotCol: 1 },
      cells: cells('r1c1', 'r1c5', 'r2c2'),
      eliminations: elims('3', cells('r1c2', 'r1c3')),
    });
  });

  it('W-wing: r1c1 and r5c5 are {1,2}; row 9 holds 1 only at r9c1 and r9c5: r1c5 and r5c1 lose 2', () => {
    const h = new Pencil()
      .set('r1c1', '12')
      .set('r5c5', '12')
      .remove('1', except(row(9), 'r9c1', 'r9c5'))
      .hint();
    expect(h).toMatchObject({
      technique: 'wWing',
      params: { digit: 2, linkDigit: 1, houseType: 'row', house: 9 },
      houses: [{ type: 'row', index: 8 }],
      cells: cells('r1c1', 'r9c1', 'r9c5', 'r5c5'),
      eliminations: elims('2', cells('r1c5', 'r5c1')),
    });
  });
});

describe('chains and colouring', () => {
  it('remote pairs: six {1,2} cells in a chain; the ends hold one 1 and one 2, so cells seeing both lose 1 and 2', () => {
    // Chain r1c1 - r1c4 - r4c4 - r4c7 - r7c7 - r7c2, linked through rows 1, 4, 7 and columns 4, 7, which hold 1 and
    // 2 nowhere else (so no naked pair removes anything, and every W-wing inside the chain has nothing to remove).
    const chain = ['r1c1', 'r1c4', 'r4c4', 'r4c7', 'r7c7', 'r7c2'];
    const pencil = new Pencil();
    for (const name of chain) pencil.set(name, '12');
    for (const house of [row(1), row(4), row(7), col(4), col(7)]) pencil.remove('12', except(house, ...chain));
    const h = pencil.hint();
    expect(h).toMatchObject({
      technique: 'remotePairs',
      params: { digits: [1, 2], length: 6 },
      cells: cells(...chain),
      colors: [0, 1, 0, 1, 0, 1],
      // Seeing r1c1 and r7c2: r2c2, r3c2 (box 1 and column 2) and r8c1, r9c1 (column 1 and box 7).
      eliminations: elims('12', cells('r2c2', 'r3c2', 'r8c1', 'r9c1')),
    });
  });

  it('simple colouring (trap): 1 in box 1, column 3 and row 8 only twice each; r1c7 sees both colours', () => {
    // Strong links r1c1 = r2c3 (box 1), r2c3 = r8c3 (column 3), r8c3 = r8c7 (row 8): colours 0, 1, 0, 1.
    const h = new Pencil()
      .remove('1', except(box(1), 'r1c1', 'r2c3'))
      .remove('1', except(col(3), 'r2c3', 'r8c3'))
      .remove('1', except(row(8), 'r8c3', 'r8c7'))
      .hint();
    expect(h).toMatchObject({
      technique: 'simpleColoring',
      key: 'hint.simpleColoringTrap',
      params: { digit: 1 },
      cells: cells('r1c1', 'r2c3', 'r8c3', 'r8c7'),
      colors: [0, 1, 0, 1],
      eliminations: [{ cell: cell('r1c7'), digit: 1 }],
    });
  });

  it('simple colouring (wrap): two cells of one colour see each other, so that colour loses the digit', () => {
    // Strong links r1c1 = r1c5 (row 1), r1c5 = r5c5 (column 5), r5c5 = r5c2 (row 5), r5c2 = r2c2 (column 2): colours
    // 0, 1, 0, 1, 0. r1c1 and r2c2 share colour 0 and box 1, so colour 0 is false: r1c1, r5c5 and r2c2 lose 1.
    const h = new Pencil()
      .remove('1', except(row(1), 'r1c1', 'r1c5'))
      .remove('1', except(col(5), 'r1c5', 'r5c5'))
      .remove('1', except(row(5), 'r5c5', 'r5c2'))
      .remove('1', except(col(2), 'r5c2', 'r2c2'))
      .hint();
    expect(h).toMatchObject({
      technique: 'simpleColoring',
      key: 'hint.simpleColoringWrap',
      params: { digit: 1 },
      houses: [{ type: 'box', index: 0 }],
      cells: cells('r1c1', 'r1c5', 'r5c5', 'r5c2', 'r2c2'),
      colors: [0, 1, 0, 1, 0],
      eliminations: elims('1', cells('r1c1', 'r2c2', 'r5c5')),
    });
  });

  it('X-chain (a skyscraper): 1 only at r1c1, r7c1 in column 1 and r2c5, r7c5 in column 5', () => {
    // r1c1 = r7c1 - r7c5 = r2c5: r1c1 or r2c5 holds 1, so r1c4, r1c6 (row 1, box 2) and r2c2, r2c3 (box 1, row 2) do not.
    const h = new Pencil()
      .remove('1', except(col(1), 'r1c1', 'r7c1'))
      .remove('1', except(col(5), 'r2c5', 'r7c5'))
      .hint();
    expect(h).toMatchObject({
      technique: 'xChain',
      params: { digit: 1, length: 4 },
      cells: cells('r1c1', 'r7c1', 'r7c5', 'r2c5'),
      colors: [0, 1, 0, 1],
      eliminations: elims('1', cells('r1c4', 'r1c6', 'r2c2', 'r2c3')),
    });
  });

  it('XY-chain: {1,2} - {2,3} - {3,4} - {4,1}: one end holds 1, so r1c9 and r5c1 do not', () => {
    const h = new Pencil().set('r1c1', '12').set('r1c5', '23').set('r5c5', '34').set('r5c9', '14').hint();
    expect(h).toMatchObject({
      technique: 'xyChain',
      params: { digit: 1, length: 4 },
      cells: cells('r1c1', 'r1c5', 'r5c5', 'r5c9'),
      eliminations: elims('1', cells('r1c9', 'r5c1')),
    });
  });
});

describe('uniqueness', () => {
  it('unique rectangle type 1: three corners {7,8}, the fourth loses 7 and 8 (a state of a top95 puzzle)', () => {
    // r1c7, r2c3, r2c7 hold only {7,8}; r1c3 holds {3,7,8}. Were r1c3 7 or 8, the four cells could swap 7 and 8
    // and the puzzle would have two solutions: r1c3 is 3.
    const puzzle = '.6.5.1.9.1...9..539....7....4.8...7.......5.8.817.5.3.....5.2............76..8...';
    const grid = '.6.521.9412..9..53954387....4.8...7.......5.8.817.5.3.....5.2.7....7.....76..8...';
    const notes = (
      '378,,378,,,,78,,,,,78,46,,46,78,,,,,,,,,16,126,126,2356,,2359,,136,239,16,,126,2367,39,2379,1249,1346,2349,,' +
      '1246,,26,,,,46,,49,,269,348,139,389,1469,,3469,,1468,,23458,139,23589,12469,,23469,349,1468,1569,2345,,,1249,' +
      '134,,349,14,159'
    )
      .split(',')
      .map((s) => [...s].map(Number));
    const h = hint(grid, notes, puzzle);
    expect(h).toMatchObject({
      technique: 'uniqueRectangle',
      params: { digits: [7, 8], row: 1, col: 3 },
      cells: cells('r1c3', 'r1c7', 'r2c3', 'r2c7'),
      eliminations: elims('78', cells('r1c3')),
    });
  });

  it('is not used when the grid may have several solutions', () => {
    // The same rectangle drawn on an empty grid (which has countless solutions) is no reason to remove anything.
    const h = new Pencil().set('r1c3', '378').set('r1c7', '78').set('r2c3', '78').set('r2c7', '78').hint();
    expect(h.technique).not.toBe('uniqueRectangle');
  });
});

/** Steps through a puzzle with hints alone (from full candidates), checking each against the solution. */
function stepThrough(puzzle: string): { techniques: Set<string>; bad: string[]; solved: boolean } {
  const solution = solve(puzzle).solution!;
  const grid = [...puzzle];
  const notes = candidates(puzzle);
  const techniques = new Set<string>();
  const bad: string[] = [];
  for (let i = 0; i < 500; i++) {
    const h = hint(grid.join(''), notes, puzzle);
    if (h.kind !== 'step') return { techniques, bad, solved: h.kind === 'done' };
    techniques.add(h.technique);
    for (const { cell: c, digit } of h.placements) {
      if (solution[c] !== String(digit)) bad.push(`${h.technique} placed ${digit} in ${c}`);
      grid[c] = String(digit);
      notes[c] = [];
      for (let o = 0; o < 81; o++) {
        const sameBox =
          Math.floor(o / 27) === Math.floor(c / 27) && Math.floor((o % 9) / 3) === Math.floor((c % 9) / 3);
        if (Math.floor(o / 9) === Math.floor(c / 9) || o % 9 === c % 9 || sameBox)
          notes[o] = notes[o]!.filter((d) => d !== digit);
      }
    }
    for (const { cell: c, digit } of h.eliminations) {
      if (solution[c] === String(digit)) bad.push(`${h.technique} removed ${digit} from ${c}`);
      notes[c] = notes[c]!.filter((d) => d !== digit);
    }
  }
  return { techniques, bad, solved: false };
}

describe('soundness on the hardest known puzzles', () => {
  const read = (file: string) =>
    readFileSync(new URL(`../data/${file}`, import.meta.url), 'utf8')
      .split('\n')
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => line.split(/\s+/)[0]!);

  it(
    'never places or removes a digit against the solution, over top95 and the hardest list',
    { timeout: 60_000 },
    () => {
      const seen = new Set<string>();
      const bad: string[] = [];
      for (const puzzle of [...read('top95.txt'), ...read('hardest.txt')]) {
        const result = stepThrough(puzzle);
        expect(result.solved).toBe(true);
        bad.push(...result.bad);
        for (const t of result.techniques) seen.add(t);
      }
      expect(bad).toEqual([]);
      // The run meets most techniques on real puzzles, the chains and the uniqueness one included.
      for (const t of [
        'xyWing',
        'xyzWing',
        'wWing',
        'simpleColoring',
        'uniqueRectangle',
        'xChain',
        'xyChain',
        'reveal',
      ]) {
        expect(seen).toContain(t);
      }
    },
  );
});
