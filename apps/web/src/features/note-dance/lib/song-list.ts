import type { NoteDanceDifficulty, NoteDanceInput } from '@site/contracts';
import type { SheetListQuery } from '../../../api/note-dance';

/** Songs per page of the song choice: every song of a small library on one page. */
export const SONGS_PER_PAGE = 50;

/**
 * The song list's query: search and difficulty only when set, so that the unfiltered first page is one address
 * (the one the server renders the page with).
 */
export function songListQuery(search: string, difficulty: NoteDanceDifficulty | null, page = 1): SheetListQuery {
  const query: SheetListQuery = { page, per_page: SONGS_PER_PAGE };
  const text = search.trim();
  if (text) query.search = text;
  if (difficulty) query.difficulty = difficulty;
  return query;
}

export interface BestResult {
  score: number;
  accuracy: number;
  plays: number;
}

/** The player's best per song for one input, from the my-best answer. */
export function bestBySheet(
  rows: ReadonlyArray<{ sheet_id: number; input: NoteDanceInput; score: number; accuracy: number; plays: number }>,
  input: NoteDanceInput,
): Map<number, BestResult> {
  const best = new Map<number, BestResult>();
  for (const row of rows)
    if (row.input === input) best.set(row.sheet_id, { score: row.score, accuracy: row.accuracy, plays: row.plays });
  return best;
}
