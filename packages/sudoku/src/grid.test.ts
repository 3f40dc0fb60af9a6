import { describe, expect, it } from 'vitest';
import { MAX_GRID_TEXT, candidates, conflicts, isComplete, normalizeGrid, parseGrid } from './index.js';

const PUZZLE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const SOLVED = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';

describe('parseGrid', () => {
  it('reads 81 cells with . or 0 for an empty cell, canonically with .', () => {
    expect(parseGrid(PUZZLE)).toEqual({ ok: true, grid: PUZZLE, givens: 30 });
    expect(parseGrid(PUZZLE.replace(/\./g, '0'))).toEqual({ ok: true, grid: PUZZLE, givens: 30 });
  });

  it('skips whitespace and the separators of a drawn frame', () => {
    const rows = PUZZLE.match(/.{9}/g)!;
    const framed = rows
      .map(
        (r, i) =>
          `| ${r.slice(0, 3)} | ${r.slice(3, 6)} | ${r.slice(6)} |${i % 3 === 2 ? '\n+-----+-----+-----+' : ''}`,
      )
      .join('\r\n');
    expect(normalizeGrid(framed)).toBe(PUZZLE);
    expect(normalizeGrid(`\t${PUZZLE}\n`)).toBe(PUZZLE);
  });

  it('refuses empty text', () => {
    expect(parseGrid('')).toEqual({ ok: false, reason: 'empty' });
    expect(parseGrid('  \n | + - ')).toEqual({ ok: false, reason: 'empty' });
  });

  it('refuses too few and too many cells', () => {
    expect(parseGrid(PUZZLE.slice(0, 80))).toEqual({ ok: false, reason: 'tooFewCells' });
    expect(parseGrid(`${PUZZLE}1`)).toEqual({ ok: false, reason: 'tooManyCells' });
  });

  it('refuses a 10 MB string at once, without reading it', () => {
    const huge = '1'.repeat(10 * 1024 * 1024);
    const start = performance.now();
    expect(parseGrid(huge)).toEqual({ ok: false, reason: 'tooLong' });
    expect(performance.now() - start).toBeLessThan(50);
    expect(parseGrid(' '.repeat(MAX_GRID_TEXT + 1))).toEqual({ ok: false, reason: 'tooLong' });
  });

  it('refuses digits of other scripts, letters and markup, saying where', () => {
    // Full-width 5, Arabic-Indic 3, Devanagari 7: digits to Unicode, not to Sudoku.
    expect(parseGrid(`５${PUZZLE.slice(1)}`)).toEqual({ ok: false, reason: 'badCharacter', at: 0 });
    expect(parseGrid(`${PUZZLE.slice(0, 40)}٣${PUZZLE.slice(41)}`)).toEqual({
      ok: false,
      reason: 'badCharacter',
      at: 40,
    });
    expect(parseGrid(`${PUZZLE.slice(0, 80)}७`)).toEqual({ ok: false, reason: 'badCharacter', at: 80 });
    expect(parseGrid(`<script>alert(1)</script>${PUZZLE}`)).toMatchObject({ ok: false, reason: 'badCharacter', at: 0 });
    expect(parseGrid(`${PUZZLE.slice(0, 10)}x${PUZZLE.slice(11)}`)).toMatchObject({ reason: 'badCharacter', at: 10 });
    // A surrogate pair (an emoji) is refused at its first half.
    expect(parseGrid(`😀${PUZZLE}`)).toMatchObject({ reason: 'badCharacter', at: 0 });
    expect(normalizeGrid('<b>1</b>')).toBeNull();
  });

  it('refuses what is not a string', () => {
    expect(parseGrid(42 as unknown as string)).toMatchObject({ ok: false, reason: 'badCharacter' });
  });
});

describe('candidates, conflicts, isComplete', () => {
  it('lists the candidates of each empty cell, none for a filled one', () => {
    const list = candidates(PUZZLE);
    expect(list).toHaveLength(81);
    expect(list[0]).toEqual([]);
    // r1c3: row 1 holds 3 5 7, column 3 holds 8, box 1 holds 3 5 6 8 9.
    expect(list[2]).toEqual([1, 2, 4]);
  });

  it('names the cells whose digit repeats in a house', () => {
    expect(conflicts(PUZZLE)).toEqual([]);
    // A second 5 in row 1 (r1c3) clashes with r1c1.
    expect(conflicts(`535${PUZZLE.slice(3)}`)).toEqual([0, 2]);
    // An 8 in r2c2 clashes with r3c3 through box 1 only.
    expect(conflicts(`${PUZZLE.slice(0, 10)}8${PUZZLE.slice(11)}`)).toEqual([10, 20]);
  });

  it('knows a finished grid', () => {
    expect(isComplete(SOLVED)).toBe(true);
    expect(isComplete(PUZZLE)).toBe(false);
    // Full but wrong: two cells swapped.
    expect(isComplete(`${SOLVED[1]}${SOLVED[0]}${SOLVED.slice(2)}`)).toBe(false);
  });

  it('throws on a malformed grid (the game passes its own well-formed grids)', () => {
    expect(() => candidates('123')).toThrow(RangeError);
    expect(() => conflicts(`${PUZZLE.slice(0, 80)}x`)).toThrow(RangeError);
    expect(() => isComplete('')).toThrow(RangeError);
  });
});
