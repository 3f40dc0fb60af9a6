import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { NOTE_DANCE_LIMITS } from '@site/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { multipart, suiteApp, TEST_DIALECT } from '../../test/helpers.js';
import { ND, noteDanceAdmin, registerPlayer, type TestPlayer } from '../../test/note-dance.js';

// These tests run the music engine's importers (importSheet, parseAbc from @site/music).

const TWINKLE = [
  'X:1',
  'T:Twinkle',
  'C:Traditional',
  'M:4/4',
  'L:1/4',
  'Q:1/4=100',
  'K:C',
  'CCGG|AAG2|FFEE|DDC2|',
  '',
].join('\n');

const MUSICXML = `<?xml version="1.0" encoding="UTF-8"?>
<score-partwise version="4.0">
  <work><work-title>Scanned</work-title></work>
  <part-list><score-part id="P1"><part-name>Piano</part-name></score-part></part-list>
  <part id="P1">
    <measure number="1">
      <attributes><divisions>1</divisions><key><fifths>0</fifths></key><time><beats>4</beats><beat-type>4</beat-type></time></attributes>
      <note><pitch><step>C</step><octave>4</octave></pitch><duration>1</duration><type>quarter</type></note>
      <note><pitch><step>D</step><octave>4</octave></pitch><duration>1</duration><type>quarter</type></note>
      <note><pitch><step>E</step><octave>4</octave></pitch><duration>1</duration><type>quarter</type></note>
      <note><pitch><step>F</step><octave>4</octave></pitch><duration>1</duration><type>quarter</type></note>
    </measure>
  </part>
</score-partwise>
`;

describe(`note dance conversion: ABC, uploaded files, refusals (${TEST_DIALECT})`, () => {
  const t = suiteApp({ SEED_DEMO: 'false' });
  let admin: TestPlayer;
  const upload = (url: string, who: TestPlayer, name: string, data: Buffer, fields: Record<string, string> = {}) => {
    const body = multipart(name, data, 'application/octet-stream', fields);
    return t.app.inject({
      method: 'POST',
      url: `${ND}${url}`,
      payload: body.payload,
      headers: { ...who.headers, ...body.headers },
    });
  };

  it('creates a sheet from typed ABC, keeping the ABC for editing', async () => {
    admin = await noteDanceAdmin(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: `${ND}/sheets`,
      headers: admin.headers,
      payload: { abc: TWINKLE, difficulty: 'beginner' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ title: 'Twinkle', source_format: 'abc', notes_count: 14, abc: TWINKLE });
  });

  it('refuses ABC the importer cannot read with 422 and its message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${ND}/sheets`,
      headers: admin.headers,
      payload: { abc: 'this is not music', difficulty: 'beginner' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message.length).toBeGreaterThan(0);
  });

  it('converts an uploaded file without saving it, and converts and saves another', async () => {
    const converted = await upload('/convert-sheet', admin, 'twinkle.abc', Buffer.from(TWINKLE));
    expect(converted.statusCode).toBe(200);
    expect(converted.json()).toMatchObject({ success: true, format: 'abc', sheet: { title: 'Twinkle' } });
    const before = (await t.app.inject({ method: 'GET', url: `${ND}/sheets`, headers: admin.headers })).json().total;
    const xml = await upload('/convert-sheet-and-save', admin, 'scale.musicxml', Buffer.from(MUSICXML), {
      title: 'Four steps',
      difficulty: 'easy',
      published: 'true',
    });
    expect(xml.statusCode).toBe(201);
    expect(xml.json().data).toMatchObject({
      title: 'Four steps',
      source_format: 'musicxml',
      notes_count: 4,
      published: true,
    });
    const after = (await t.app.inject({ method: 'GET', url: `${ND}/sheets`, headers: admin.headers })).json().total;
    expect(after).toBe(before + 1);
  });

  it('refuses broken, hostile, unknown and oversized files with a clear 4xx', async () => {
    const broken = await upload('/convert-sheet', admin, 'broken.mid', Buffer.from('MThd garbage'));
    expect(broken.statusCode).toBe(422);
    expect(typeof broken.json().code).toBe('string');
    const bomb = await upload(
      '/convert-sheet',
      admin,
      'entities.musicxml',
      Buffer.from(
        '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;">]><x>&b;</x>',
      ),
    );
    expect(bomb.statusCode).toBe(422);
    expect((await upload('/convert-sheet', admin, 'virus.exe', Buffer.from('MZ'))).statusCode).toBe(422);
    const huge = await upload(
      '/convert-sheet',
      admin,
      'huge.abc',
      Buffer.alloc(NOTE_DANCE_LIMITS.sheetFileBytes + 1, 65),
    );
    expect(huge.statusCode).toBe(413);
    const player = await registerPlayer(t.app);
    expect((await upload('/convert-sheet', player, 'twinkle.abc', Buffer.from(TWINKLE))).statusCode).toBe(403);
  });
});

describe(`note dance OMR: an engine that writes MusicXML (${TEST_DIALECT})`, () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nd-omr-ok-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const engine = path.join(dir, 'engine.mjs');
  fs.writeFileSync(
    engine,
    `#!${process.execPath}\nimport fs from 'node:fs';\nimport path from 'node:path';\n` +
      `fs.writeFileSync(path.join(process.argv[3], 'page.musicxml'), ${JSON.stringify(MUSICXML)});\n`,
    { mode: 0o755 },
  );
  const t = suiteApp({ SEED_DEMO: 'false', OMR_COMMAND: engine });

  it('runs the engine and imports what it wrote', async () => {
    const admin = await noteDanceAdmin(t.app);
    const body = multipart('page.png', Buffer.from([1, 2, 3]), 'image/png');
    const res = await t.app.inject({
      method: 'POST',
      url: `${ND}/omr-convert`,
      payload: body.payload,
      headers: { ...admin.headers, ...body.headers },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ format: 'musicxml', sheet: { title: 'Scanned' } });
  });
});
