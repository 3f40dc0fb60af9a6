import { describe, expect, it } from 'vitest';
import { isComplete, solve } from './index.js';

const PUZZLE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const SOLVED = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';
// Easter Monster (champagne, 2007): one solution, found only by search.
const EASTER_MONSTER = '1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1';

describe('solve', () => {
  it('solves a unique puzzle', () => {
    expect(solve(PUZZLE)).toEqual({ status: 'unique', solution: SOLVED });
    expect(solve(PUZZLE.replace(/\./g, '0'))).toEqual({ status: 'unique', solution: SOLVED });
  });

  it('solves the hardest puzzles, and their solution keeps the givens', () => {
    const { status, solution } = solve(EASTER_MONSTER);
    expect(status).toBe('unique');
    expect(isComplete(solution!)).toBe(true);
    for (let i = 0; i < 81; i++) if (EASTER_MONSTER[i] !== '.') expect(solution![i]).toBe(EASTER_MONSTER[i]);
  });

  it('says multiple, without a solution, when there are two or more', () => {
    expect(solve('.'.repeat(81))).toEqual({ status: 'multiple' });
    // A 17-clue puzzle (Royle's first) less one clue: no 16-clue Sudoku has one solution.
    const royle = '000000010400000000020000000000050407008000300001090000300400200050100000000806000';
    expect(solve(royle).status).toBe('unique');
    expect(solve(`0000000004${royle.slice(10)}`).status).toBe('multiple');
  });

  it('says none when the givens do not clash but cannot be completed', () => {
    // Row 1 lacks only 9 in r1c9, but column 9 already has a 9 further down.
    const stuck = `12345678.${'.'.repeat(71)}9`;
    expect(solve(stuck)).toEqual({ status: 'none' });
  });

  it('says invalid for a wrong length, a wrong character, or clashing givens', () => {
    expect(solve('')).toEqual({ status: 'invalid' });
    expect(solve(PUZZLE.slice(1))).toEqual({ status: 'invalid' });
    expect(solve(`${PUZZLE}.`)).toEqual({ status: 'invalid' });
    expect(solve(`x${PUZZLE.slice(1)}`)).toEqual({ status: 'invalid' });
    expect(solve(`55${'.'.repeat(79)}`)).toEqual({ status: 'invalid' });
    expect(solve(null as unknown as string)).toEqual({ status: 'invalid' });
  });

  it('gives a full, valid grid back for a full, valid grid', () => {
    expect(solve(SOLVED)).toEqual({ status: 'unique', solution: SOLVED });
  });
});
