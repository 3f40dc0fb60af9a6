import { describe, expect, it } from 'vitest';
import { bestBySheet, songListQuery, SONGS_PER_PAGE } from './song-list';

describe('the song list', () => {
  it('asks the bare first page when nothing is filtered', () => {
    expect(songListQuery('  ', null)).toEqual({ page: 1, per_page: SONGS_PER_PAGE });
  });

  it('adds the trimmed search and the difficulty when set', () => {
    expect(songListQuery(' cò ', 'easy', 2)).toEqual({
      page: 2,
      per_page: SONGS_PER_PAGE,
      search: 'cò',
      difficulty: 'easy',
    });
  });

  it("keeps the player's best of one input per song", () => {
    const rows = [
      { sheet_id: 1, input: 'keyboard' as const, score: 900, accuracy: 90, plays: 3 },
      { sheet_id: 1, input: 'midi' as const, score: 1200, accuracy: 95, plays: 1 },
      { sheet_id: 2, input: 'midi' as const, score: 300, accuracy: 50, plays: 2 },
    ];
    expect([...bestBySheet(rows, 'keyboard')]).toEqual([[1, { score: 900, accuracy: 90, plays: 3 }]]);
    expect(bestBySheet(rows, 'midi').get(2)).toEqual({ score: 300, accuracy: 50, plays: 2 });
  });
});
