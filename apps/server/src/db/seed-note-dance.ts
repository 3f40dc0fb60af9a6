import type { NoteDanceDifficulty } from '@site/contracts';
import { parseAbc, SEED_SONGS, type Sheet } from '@site/music';
import { NoteDanceSheetsRepository } from '../modules/note-dance/note-dance-sheets.repository.js';
import { SiteRepository } from '../modules/site/site.repository.js';
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

/** The slugs of the songs seeded so far, kept in the site settings. */
const SONGS_SEEDED = 'seed.note_dance_songs';

/**
 * The game's songs (packages/music SEED_SONGS: public-domain melodies in the project's own ABC arrangements),
 * read by the same ABC importer an admin's typed sheet goes through. They are the game's content, not demo
 * content: seeded whatever the demo switch says. Each song is seeded once in the site's life: one the owner
 * deleted is not brought back by the next start, and a song added to the package later is seeded on the next
 * start. Answers what was inserted.
 */
export async function seedNoteDanceSongs(db: Db): Promise<string[]> {
  const settings = new SiteRepository(db);
  const stored = (await settings.getMany([SONGS_SEEDED])).get(SONGS_SEEDED);
  const done = new Set(Array.isArray(stored) ? stored.filter((slug): slug is string => typeof slug === 'string') : []);
  const due = SEED_SONGS.filter((song) => !done.has(song.slug));
  if (due.length === 0) return [];
  const inserted: string[] = [];
  for (const song of due) {
    const seed = {
      slug: song.slug,
      title: song.title,
      composer: song.composer,
      difficulty: song.difficulty,
      sheet: parseAbc(song.abc),
      abc: song.abc,
    };
    if ((await seedNoteDance(db, [seed])) > 0) inserted.push(`note-dance:${song.slug}`);
    done.add(song.slug);
  }
  await settings.setMany({ [SONGS_SEEDED]: [...done] });
  return inserted;
}
