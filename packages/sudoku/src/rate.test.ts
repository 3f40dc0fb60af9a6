import { describe, expect, it } from 'vitest';
import { rate, type TechniqueId } from './index.js';
import { TECHNIQUE_DIFFICULTY } from './techniques.js';

const used = (grid: string): TechniqueId[] => rate(grid).techniques.map((t) => t.id);
const hardestTier = (grid: string) =>
  used(grid).reduce<string>(
    (top, id) =>
      ['easy', 'medium', 'hard', 'expert'].indexOf(TECHNIQUE_DIFFICULTY[id]) >
      ['easy', 'medium', 'hard', 'expert'].indexOf(top)
        ? TECHNIQUE_DIFFICULTY[id]
        : top,
    'easy',
  );

describe('rate', () => {
  it('rates easy a puzzle singles solve: the example puzzle of Wikipedia’s Sudoku article', () => {
    const puzzle = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
    const result = rate(puzzle);
    expect(result).toMatchObject({ status: 'unique', difficulty: 'easy' });
    expect(result.solution).toBe('534678912672195348198342567859761423426853791713924856961537284287419635345286179');
    for (const id of used(puzzle)) expect(['fullHouse', 'nakedSingle', 'hiddenSingle']).toContain(id);
    // Every empty cell is filled by exactly one counted step.
    expect(result.techniques.reduce((n, t) => n + t.count, 0)).toBe(51);
  });

  it('rates medium the first of Norvig’s "hardest": hard for his search, but a person needs only pointing', () => {
    const puzzle = '85...24..72......9..4.........1.7..23.5...9...4...........8..7..17..........36.4.';
    expect(rate(puzzle).difficulty).toBe('medium');
    expect(used(puzzle)).toContain('pointing');
  });

  it('rates hard a puzzle that needs an X-wing and swordfish but no wing or chain (Norvig’s hardest, 9th)', () => {
    const puzzle = '.6.5.4.3.1...9...8.........9...5...6.4.6.2.7.7...4...5.........4...8...1.5.2.3.4.';
    expect(rate(puzzle).difficulty).toBe('hard');
    expect(used(puzzle)).toEqual(expect.arrayContaining(['xWing', 'swordfish']));
    expect(hardestTier(puzzle)).toBe('hard');
  });

  it('rates expert a puzzle that needs a W-wing (Norvig’s hardest, 7th)', () => {
    const puzzle = '1...34.8....8..5....4.6..21.18......3..1.2..6......81.52..7.9....6..9....9.64...2';
    expect(rate(puzzle).difficulty).toBe('expert');
    expect(used(puzzle)).toContain('wWing');
  });

  it('cannot rate the puzzles that need forcing chains or nets: difficulty null, status unique', () => {
    const beyond = {
      'Easter Monster': '1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1',
      'AI Escargot': '1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..',
      'Golden Nugget': '.......39.....1..5..3.5.8....8.9...6.7...2...1..4.......9.8..5..2....6..4..7.....',
      'Inkala 2012': '8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..',
    };
    for (const puzzle of Object.values(beyond)) {
      const result = rate(puzzle);
      expect(result.status).toBe('unique');
      expect(result.difficulty).toBeNull();
      expect(result.solution).toHaveLength(81);
    }
  });

  it('says why it does not rate a grid that is not a puzzle', () => {
    expect(rate('.'.repeat(81))).toEqual({ status: 'multiple', difficulty: null, techniques: [] });
    expect(rate(`12345678.${'.'.repeat(71)}9`)).toEqual({ status: 'none', difficulty: null, techniques: [] });
    expect(rate(`55${'.'.repeat(79)}`)).toEqual({ status: 'invalid', difficulty: null, techniques: [] });
    expect(rate('not a grid')).toEqual({ status: 'invalid', difficulty: null, techniques: [] });
  });
});
