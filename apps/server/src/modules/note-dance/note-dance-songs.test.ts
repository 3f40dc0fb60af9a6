import { NOTE_DANCE_DIFFICULTIES } from '@site/contracts';
import { SEED_SONGS } from '@site/music';
import { describe, expect, it } from 'vitest';
import { seedNoteDanceSongs } from '../../db/seed-note-dance.js';
import { suiteApp, TEST_DIALECT } from '../../test/helpers.js';
import { ND } from '../../test/note-dance.js';

// The site starts with the game's songs: every seed song published, playable, editable as the ABC it was written in.
describe(`note dance seed songs (${TEST_DIALECT})`, () => {
  const t = suiteApp();

  it('are published sheets of every difficulty, with their notes and their ABC', async () => {
    const list = await t.app.inject({ method: 'GET', url: `${ND}/sheets?per_page=200` });
    expect(list.statusCode).toBe(200);
    const sheets = list.json().data as { id: number; title: string; difficulty: string; notes_count: number }[];
    expect(sheets.length).toBeGreaterThanOrEqual(SEED_SONGS.length);
    expect(new Set(sheets.map((sheet) => sheet.difficulty))).toEqual(new Set(NOTE_DANCE_DIFFICULTIES));
    for (const sheet of sheets) expect(sheet.notes_count, sheet.title).toBeGreaterThan(0);

    const one = await t.app.inject({ method: 'GET', url: `${ND}/sheets/${sheets[0]!.id}` });
    expect(one.statusCode).toBe(200);
    expect(one.json().data.source_format).toBe('abc');
    expect(one.json().data.abc).toMatch(/^X:/m);
    expect(one.json().data.sheet.parts[0].notes.length).toBeGreaterThan(0);
  });

  it('are seeded once: a second start adds none, and a song the owner deleted stays deleted', async () => {
    expect(await seedNoteDanceSongs(t.app.db)).toEqual([]);
    const list = await t.app.inject({ method: 'GET', url: `${ND}/sheets?per_page=200` });
    const first = (list.json().data as { id: number; slug?: string }[])[0]!;
    await t.app.db.deleteFrom('note_dance_sheets').where('id', '=', first.id).execute();
    expect(await seedNoteDanceSongs(t.app.db)).toEqual([]);
    const after = await t.app.inject({ method: 'GET', url: `${ND}/sheets?per_page=200` });
    expect(after.json().data.map((sheet: { id: number }) => sheet.id)).not.toContain(first.id);
    expect(after.json().data).toHaveLength(list.json().data.length - 1);
  });
});
