import { describe, expect, it } from 'vitest';
import { HINT_KEYS, TECHNIQUES, candidates, generate, hint, type Difficulty, type Hint } from './index.js';

const PUZZLE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const SOLVED = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';
const EASTER_MONSTER = '1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1';

const sameHouse = (a: number, b: number) =>
  Math.floor(a / 9) === Math.floor(b / 9) ||
  a % 9 === b % 9 ||
  (Math.floor(a / 27) === Math.floor(b / 27) && Math.floor((a % 9) / 3) === Math.floor((b % 9) / 3));
const put = (grid: string, cell: number, digit: string) => grid.slice(0, cell) + digit + grid.slice(cell + 1);

/** Plays a puzzle with hints alone, as the game does: applies each step to the grid and the notes. */
function playWithHints(puzzle: string, solution: string): { grid: string; keys: Set<string>; wrong: string[] } {
  let grid = puzzle;
  const notes = candidates(puzzle);
  const keys = new Set<string>();
  const wrong: string[] = [];
  for (let i = 0; i < 300; i++) {
    const h = hint(grid, notes, puzzle);
    keys.add(h.key);
    if (h.kind !== 'step') break;
    for (const { cell, digit } of h.placements) {
      if (solution[cell] !== String(digit)) wrong.push(`${h.technique}: ${digit} in ${cell}`);
      grid = put(grid, cell, String(digit));
      notes[cell] = [];
      for (let o = 0; o < 81; o++)
        if (o !== cell && sameHouse(o, cell)) notes[o] = notes[o]!.filter((d) => d !== digit);
    }
    for (const { cell, digit } of h.eliminations) {
      if (solution[cell] === String(digit)) wrong.push(`${h.technique}: removed ${digit} from ${cell}`);
      notes[cell] = notes[cell]!.filter((d) => d !== digit);
    }
  }
  return { grid, keys, wrong };
}

describe('hint: applying hints solves generated puzzles', () => {
  const seeds = Array.from({ length: 24 }, (_, i) => i + 1);
  it.each<Difficulty>(['easy', 'medium', 'hard'])(
    'solves %s puzzles, every step agreeing with the solution',
    (difficulty) => {
      const keys = new Set<string>();
      for (const seed of seeds) {
        const { puzzle, solution } = generate(difficulty, `hint-${seed}`);
        const played = playWithHints(puzzle, solution);
        expect(played.wrong).toEqual([]);
        expect(played.grid).toBe(solution);
        for (const key of played.keys) keys.add(key);
      }
      expect(keys).toContain('hint.solved');
      for (const key of keys) expect(HINT_KEYS).toContain(key);
    },
  );
});

describe('hint: what is wrong comes first', () => {
  it('names a wrong digit (against the puzzle’s solution) before any step', () => {
    // r1c3 should be 4; a 1 there clashes with nothing yet.
    const grid = put(PUZZLE, 2, '1');
    const h = hint(grid, undefined, PUZZLE);
    expect(h).toMatchObject({
      kind: 'fix',
      technique: 'mistake',
      key: 'hint.mistake',
      params: { digit: 1, row: 1, col: 3, count: 1 },
      cells: [2],
      erase: [2],
      placements: [],
      eliminations: [],
    });
  });

  it('counts every wrong digit and names the first', () => {
    const grid = put(put(PUZZLE, 2, '1'), 80, '1');
    expect(hint(grid, undefined, PUZZLE)).toMatchObject({ technique: 'mistake', params: { row: 1, col: 3, count: 2 } });
  });

  it('without the puzzle, names clashing digits, or says the grid cannot be finished', () => {
    // A second 5 in row 1.
    expect(hint(put(PUZZLE, 2, '5'))).toMatchObject({
      kind: 'fix',
      technique: 'conflict',
      params: { digit: 5, row: 1, col: 1 },
      cells: [0, 2],
    });
    // A wrong 1 in r1c3 clashes with nothing, but leaves no solution.
    expect(hint(put(PUZZLE, 2, '1'))).toMatchObject({ kind: 'error', technique: 'unsolvable', key: 'hint.unsolvable' });
  });

  it('names a cell whose notes lost its digit, and gives the digit back', () => {
    const notes = candidates(PUZZLE);
    // r1c3 is 4: its notes without the 4.
    notes[2] = notes[2]!.filter((d) => d !== 4);
    expect(hint(PUZZLE, notes, PUZZLE)).toMatchObject({
      kind: 'fix',
      technique: 'missingCandidate',
      params: { digit: 4, row: 1, col: 3 },
      cells: [2],
      restore: [{ cell: 2, digit: 4 }],
    });
  });

  it('reads a cell without notes as holding every candidate, and notes that clash with filled cells as absent', () => {
    const full = Array.from({ length: 81 }, () => [1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const none = Array.from({ length: 81 }, () => []);
    const plain = hint(PUZZLE);
    expect(hint(PUZZLE, full)).toEqual(plain);
    expect(hint(PUZZLE, none)).toEqual(plain);
    expect(hint(PUZZLE, none, PUZZLE)).toEqual(plain);
  });
});

describe('hint: the end and the refusals', () => {
  it('says solved for a finished grid', () => {
    expect(hint(SOLVED)).toMatchObject({ kind: 'done', technique: 'solved', key: 'hint.solved', params: {} });
    expect(hint(SOLVED, undefined, PUZZLE)).toMatchObject({ kind: 'done', technique: 'solved' });
  });

  it('gives a digit away when no technique applies (Easter Monster at its start)', () => {
    const h = hint(EASTER_MONSTER, undefined, EASTER_MONSTER);
    expect(h).toMatchObject({ kind: 'step', technique: 'reveal', key: 'hint.reveal' });
    const [{ cell, digit }] = h.placements as [{ cell: number; digit: number }];
    expect(h.params).toEqual({ digit, row: Math.floor(cell / 9) + 1, col: (cell % 9) + 1 });
    // The digit is the solution's (checked against the solver in solver.test.ts).
    expect(hint(put(EASTER_MONSTER, cell, String(digit)), undefined, EASTER_MONSTER).technique).not.toBe('mistake');
  });

  it('refuses a malformed grid, malformed notes or a malformed puzzle, and says which', () => {
    const expectInvalid = (h: Hint, reason: string) =>
      expect(h).toMatchObject({ kind: 'error', technique: 'invalid', key: 'hint.invalid', params: { reason } });
    expectInvalid(hint('123'), 'grid');
    expectInvalid(hint(`<b>${PUZZLE.slice(3)}`), 'grid');
    expectInvalid(hint(PUZZLE, candidates(PUZZLE).slice(1)), 'notes');
    expectInvalid(
      hint(
        PUZZLE,
        Array.from({ length: 81 }, () => [10]),
      ),
      'notes',
    );
    expectInvalid(
      hint(
        PUZZLE,
        Array.from({ length: 81 }, () => '123' as unknown as number[]),
      ),
      'notes',
    );
    expectInvalid(hint(PUZZLE, undefined, 'x'), 'puzzle');
    expectInvalid(hint(PUZZLE, undefined, `55${'.'.repeat(79)}`), 'puzzle');
  });

  it('refuses a puzzle with several solutions or none', () => {
    expect(hint(PUZZLE, undefined, '.'.repeat(81))).toMatchObject({ kind: 'error', technique: 'notUnique' });
    expect(hint(PUZZLE, undefined, `12345678.${'.'.repeat(71)}9`)).toMatchObject({
      kind: 'error',
      technique: 'unsolvable',
    });
  });

  it('has a key for every technique (simple colouring has two: trap and wrap)', () => {
    for (const technique of TECHNIQUES) {
      if (technique === 'simpleColoring') continue;
      expect(HINT_KEYS).toContain(`hint.${technique}`);
    }
    expect(HINT_KEYS).toEqual(expect.arrayContaining(['hint.simpleColoringTrap', 'hint.simpleColoringWrap']));
    expect(new Set(HINT_KEYS).size).toBe(HINT_KEYS.length);
  });
});
