import { describe, expect, it } from 'vitest';
import { decodePuzzle, encodePuzzle, sharedPuzzle, shareUrl } from './share-code';

const PUZZLE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';

describe('share codes', () => {
  it('round-trips a puzzle through its compact code, shorter than 81 characters', () => {
    const code = encodePuzzle(PUZZLE);
    expect(code.length).toBeLessThan(81);
    expect(code).toMatch(/^[1-9a-z]+$/);
    expect(decodePuzzle(code)).toBe(PUZZLE);
  });

  it('round-trips the empty grid and a full grid (runs longer than 26 cells)', () => {
    const empty = '.'.repeat(81);
    expect(decodePuzzle(encodePuzzle(empty))).toBe(empty);
    const full = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';
    expect(encodePuzzle(full)).toBe(full);
    expect(decodePuzzle(full)).toBe(full);
  });

  it('reads 81 characters with 0 for empty cells', () => {
    expect(decodePuzzle(PUZZLE.replace(/\./g, '0'))).toBe(PUZZLE);
  });

  it('refuses what is not a grid', () => {
    expect(decodePuzzle('')).toBeNull();
    expect(decodePuzzle(null)).toBeNull();
    expect(decodePuzzle('abc')).toBeNull();
    expect(decodePuzzle('5<script>')).toBeNull();
    expect(decodePuzzle('z'.repeat(4))).toBeNull();
  });

  it('builds and reads the shared address', () => {
    const url = shareUrl('https://example.com', '/chic-sudoku', PUZZLE);
    expect(url.startsWith('https://example.com/chic-sudoku?p=')).toBe(true);
    expect(sharedPuzzle(new URL(url).search)).toBe(PUZZLE);
    expect(sharedPuzzle('?lang=fr')).toBeNull();
  });
});
