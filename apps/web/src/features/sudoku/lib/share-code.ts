/**
 * A puzzle in an address: `?p=` with either the 81 characters (digits, `.` or `0` for an empty cell) or the compact
 * code, in which a digit stands for itself and a letter for a run of empty cells (a = 1 … z = 26).
 */
import { isGrid } from './grid';

export const SHARE_PARAM = 'p';

/** The compact code of a grid (81 characters, `.` when empty). */
export function encodePuzzle(grid: string): string {
  let code = '';
  let run = 0;
  const flush = () => {
    if (run) code += String.fromCharCode(96 + run);
    run = 0;
  };
  for (const ch of grid) {
    if (ch === '.') {
      run++;
      if (run === 26) flush();
    } else {
      flush();
      code += ch;
    }
  }
  flush();
  return code;
}

/** The grid of a code or of 81 characters, or null when the text is neither. */
export function decodePuzzle(text: string | null | undefined): string | null {
  if (!text || text.length > 200) return null;
  if (/^[0-9.]{81}$/.test(text)) return text.replace(/0/g, '.');
  if (!/^[1-9a-z]+$/.test(text)) return null;
  let grid = '';
  for (const ch of text) grid += ch >= 'a' ? '.'.repeat(ch.charCodeAt(0) - 96) : ch;
  return isGrid(grid) ? grid : null;
}

/** The address that opens a puzzle: the page's address with `?p=` and the compact code. */
export function shareUrl(origin: string, pathname: string, grid: string): string {
  return `${origin}${pathname}?${SHARE_PARAM}=${encodePuzzle(grid)}`;
}

/** The puzzle an address's query shares, if any. */
export function sharedPuzzle(search: string): string | null {
  return decodePuzzle(new URLSearchParams(search).get(SHARE_PARAM));
}
