import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseGrid, solve } from './index.js';

/** The puzzle sets of data/ (bench and tests): one puzzle per line, # comments, a name after the puzzle. */
const read = (file: string) =>
  readFileSync(new URL(`../data/${file}`, import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => line.split(/\s+/)[0]!);

describe('data sets', () => {
  it('every 17-clue puzzle has 17 givens and one solution', () => {
    const list = read('seventeen.txt');
    expect(list.length).toBeGreaterThanOrEqual(190);
    expect(new Set(list).size).toBe(list.length);
    for (const puzzle of list) {
      const parsed = parseGrid(puzzle);
      expect(parsed).toMatchObject({ ok: true, givens: 17 });
      expect(solve(puzzle).status).toBe('unique');
    }
  });

  it('every hardest puzzle and every top95 puzzle has one solution', () => {
    for (const file of ['hardest.txt', 'top95.txt']) {
      const list = read(file);
      expect(new Set(list).size).toBe(list.length);
      for (const puzzle of list) expect(solve(puzzle).status).toBe('unique');
    }
    expect(read('hardest.txt')).toHaveLength(18);
    expect(read('top95.txt')).toHaveLength(95);
  });
});
