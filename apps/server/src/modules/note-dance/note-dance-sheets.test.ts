import { NOTE_DANCE_CODES, NOTE_DANCE_LIMITS, SHEET_FILE_FORMATS } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { suiteApp, TEST_DIALECT } from '../../test/helpers.js';
import { ND, noteDanceAdmin, registerPlayer, testSheet, type TestPlayer } from '../../test/note-dance.js';
import { seedNoteDance } from '../../db/seed-note-dance.js';

describe(`note dance sheets: list, read, write, publish (${TEST_DIALECT})`, () => {
  const t = suiteApp({ SEED_DEMO: 'false' });
  let admin: TestPlayer;
  let player: TestPlayer;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who?: TestPlayer, payload?: object) =>
    t.app.inject({
      method,
      url: `${ND}${url}`,
      ...(who ? { headers: who.headers } : {}),
      ...(payload ? { payload } : {}),
    });
  const create = (body: object) => call('POST', '/sheets', admin, body);

  it('lets an admin add a sheet in the sheet format, deriving its figures, unpublished by default', async () => {
    admin = await noteDanceAdmin(t.app);
    player = await registerPlayer(t.app);
    const res = await create({ difficulty: 'beginner', sheet: testSheet(8, 'Twinkle') });
    expect(res.statusCode).toBe(201);
    const sheet = res.json().data;
    expect(sheet).toMatchObject({
      title: 'Twinkle',
      composer: 'Traditional',
      difficulty: 'beginner',
      published: false,
      source_format: 'json',
      notes_count: 8,
      duration_beats: 8,
      tempo: 120,
      created_by: 'admin',
      abc: null,
    });
    expect(sheet.sheet.parts[0].notes).toHaveLength(8);
    // Unpublished: a player and a guest do not see it; an admin does.
    expect((await call('GET', `/sheets/${sheet.id}`, player)).statusCode).toBe(404);
    expect((await call('GET', `/sheets/${sheet.id}`)).statusCode).toBe(404);
    expect((await call('GET', `/sheets/${sheet.id}`, admin)).statusCode).toBe(200);
    expect((await call('GET', '/sheets')).json().data.map((s: { id: number }) => s.id)).not.toContain(sheet.id);
    expect((await call('GET', '/sheets', admin)).json().data.map((s: { id: number }) => s.id)).toContain(sheet.id);
  });

  it('publishes, renames and re-difficults a sheet; the public list and item show it without the notes in the list', async () => {
    const created = (await create({ difficulty: 'easy', sheet: testSheet(4, 'Lullaby') })).json().data;
    const updated = await call('PUT', `/sheets/${created.id}`, admin, {
      published: true,
      title: 'Ru con',
      composer: null,
      difficulty: 'intermediate',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({
      published: true,
      title: 'Ru con',
      composer: null,
      difficulty: 'intermediate',
    });
    expect(updated.json().data.sheet.title).toBe('Ru con');
    const list = (await call('GET', '/sheets?search=ru%20con')).json();
    expect(list.data).toHaveLength(1);
    expect(list.data[0]).not.toHaveProperty('sheet');
    expect(list.data[0].created_by).toBe('admin');
    expect(JSON.stringify(list)).not.toContain('@');
    // Only the game's own expert songs are expert: this one is intermediate now.
    const experts = (await call('GET', '/sheets?difficulty=expert')).json().data as { id: number }[];
    expect(experts.map((sheet) => sheet.id)).not.toContain(created.id);
    const item = await call('GET', `/sheets/${created.id}`);
    expect(item.statusCode).toBe(200);
    expect(item.json().data.sheet.parts[0].notes).toHaveLength(4);
  });

  it('replaces the notes of a sheet and deletes it', async () => {
    const created = (await create({ difficulty: 'easy', sheet: testSheet(4) })).json().data;
    const replaced = await call('PUT', `/sheets/${created.id}`, admin, { sheet: testSheet(12) });
    expect(replaced.json().data).toMatchObject({ notes_count: 12, duration_beats: 12, title: 'Test tune' });
    expect((await call('DELETE', `/sheets/${created.id}`, admin)).statusCode).toBe(200);
    expect((await call('GET', `/sheets/${created.id}`, admin)).statusCode).toBe(404);
    expect((await call('DELETE', `/sheets/${created.id}`, admin)).statusCode).toBe(404);
    expect((await call('PUT', '/sheets/999999', admin, { title: 'x' })).statusCode).toBe(404);
  });

  it('refuses malformed, hostile and empty sheets, and both or neither of sheet and ABC', async () => {
    const sheet = testSheet(2);
    const cases: object[] = [
      { difficulty: 'easy' },
      { difficulty: 'easy', sheet, abc: 'X:1' },
      { difficulty: 'impossible', sheet },
      { difficulty: 'easy', sheet: { ...sheet, tempo: 10_000 } },
      { difficulty: 'easy', sheet: { ...sheet, parts: [] } },
      { difficulty: 'easy', sheet: { ...sheet, time_signature: { beats: 4, beat_type: 3 } } },
      {
        difficulty: 'easy',
        sheet: { ...sheet, parts: [{ ...sheet.parts[0], notes: [{ pitch: 200, start: 0, duration: 1 }] }] },
      },
      {
        difficulty: 'easy',
        sheet: { ...sheet, parts: [{ ...sheet.parts[0], notes: [{ pitch: 60, start: -1, duration: 1 }] }] },
      },
      { difficulty: 'easy', sheet: { ...sheet, title: '<script>'.repeat(100) } },
    ];
    for (const body of cases) expect((await create(body)).statusCode, JSON.stringify(body).slice(0, 80)).toBe(422);
    const rests = { ...sheet, parts: [{ ...sheet.parts[0], notes: [{ pitch: null, start: 0, duration: 4 }] }] };
    const empty = await create({ difficulty: 'easy', sheet: rests });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().code).toBe(NOTE_DANCE_CODES.sheetEmpty);
    const untitled = await create({ difficulty: 'easy', sheet: { ...sheet, title: '' } });
    expect(untitled.statusCode).toBe(422);
    expect(untitled.json().code).toBe(NOTE_DANCE_CODES.titleRequired);
    const tooMany = {
      ...sheet,
      parts: [
        {
          ...sheet.parts[0],
          notes: Array.from({ length: NOTE_DANCE_LIMITS.notes + 1 }, (_, i) => ({ pitch: 60, start: i, duration: 1 })),
        },
      ],
    };
    expect((await create({ difficulty: 'easy', sheet: tooMany })).statusCode).toBe(422);
  });

  it('keeps writes to admins: a player gets 403, a guest 401', async () => {
    const body = { difficulty: 'easy', sheet: testSheet(2) };
    expect((await call('POST', '/sheets', player, body)).statusCode).toBe(403);
    expect((await call('POST', '/sheets', undefined, body)).statusCode).toBe(401);
    expect((await call('PUT', '/sheets/1', player, { title: 'x' })).statusCode).toBe(403);
    expect((await call('DELETE', '/sheets/1', player)).statusCode).toBe(403);
    expect((await call('DELETE', '/sheets/1')).statusCode).toBe(401);
  });

  it('answers the supported formats and an honest OMR status (none configured: 501 on convert)', async () => {
    const formats = (await call('GET', '/supported-formats')).json();
    expect(formats.data.map((f: { id: string }) => f.id)).toEqual(SHEET_FILE_FORMATS.map((f) => f.id));
    expect(formats.max_bytes).toBe(NOTE_DANCE_LIMITS.sheetFileBytes);
    const status = (await call('GET', '/omr-status')).json();
    expect(status).toMatchObject({ available: false, engine: null });
    expect(status.message).toMatch(/OMR_COMMAND/);
    const omr = await call('POST', '/omr-convert', admin);
    expect(omr.statusCode).toBe(501);
    expect(omr.json().message).toBe(status.message);
    expect((await call('POST', '/omr-convert', player)).statusCode).toBe(403);
  });

  it('seeds songs as published sheets once', async () => {
    const songs = [
      { slug: 'seed-one', title: 'Seed one', composer: null, difficulty: 'beginner' as const, sheet: testSheet(3) },
      { slug: 'seed-two', title: 'Seed two', composer: 'Folk', difficulty: 'hard' as const, sheet: testSheet(5) },
    ];
    expect(await seedNoteDance(t.app.db, songs)).toBe(2);
    expect(await seedNoteDance(t.app.db, songs)).toBe(0);
    const list = (await call('GET', '/sheets?search=seed')).json();
    expect(list.data.map((s: { title: string }) => s.title)).toEqual(['Seed one', 'Seed two']);
    expect(list.data[0]).toMatchObject({ published: true, created_by: null, source_format: 'json' });
  });
});
