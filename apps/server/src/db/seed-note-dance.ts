import type { NoteDanceDifficulty } from '@site/contracts';
import { parseAbc, SEED_SONGS, type Sheet } from '@site/music';
import { NoteDanceSheetsRepository } from '../modules/note-dance/note-dance-sheets.repository.js';
import { NoteDanceSheetsService } from '../modules/note-dance/note-dance-sheets.service.js';
import type { Db } from './database.js';

/** A song the site starts with: a published sheet, known by its slug. */
export interface NoteDanceSeedSong {
  slug: string;
  title: string;
  composer: string | null;
  difficulty: NoteDanceDifficulty;
  sheet: Sheet;
  abc?: string;
}

/**
 * Inserts the songs as published sheets, each once: a song whose slug is already there is left as it is (an
 * admin may have changed it). Each is checked like an admin's sheet. Answers how many were inserted.
 */
export async function seedNoteDance(db: Db, songs: readonly NoteDanceSeedSong[]): Promise<number> {
  const service = new NoteDanceSheetsService(new NoteDanceSheetsRepository(db), null);
  let inserted = 0;
  for (const song of songs) if (await service.seed(song)) inserted += 1;
  return inserted;
}

/**
 * The game's songs (packages/music SEED_SONGS: public-domain melodies in the project's own ABC arrangements),
 * read by the same ABC importer an admin's typed sheet goes through. Answers what was inserted.
 */
export async function seedNoteDanceSongs(db: Db): Promise<string[]> {
  const songs = SEED_SONGS.map((song) => ({
    slug: song.slug,
    title: song.title,
    composer: song.composer,
    difficulty: song.difficulty,
    sheet: parseAbc(song.abc),
    abc: song.abc,
  }));
  const inserted: string[] = [];
  for (const song of songs) if ((await seedNoteDance(db, [song])) > 0) inserted.push(`note-dance:${song.slug}`);
  return inserted;
}
