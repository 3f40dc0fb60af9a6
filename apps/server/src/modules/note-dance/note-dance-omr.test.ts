import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { NOTE_DANCE_CODES } from '@site/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { multipart, suiteApp, TEST_DIALECT } from '../../test/helpers.js';
import { ND, noteDanceAdmin, type TestPlayer } from '../../test/note-dance.js';

/** Stand-in OMR engines: tiny node scripts given the input path and the output folder, as a real engine is. */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nd-omr-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
function script(name: string, body: string): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, `#!${process.execPath}\n${body}\n`, { mode: 0o755 });
  return file;
}
const failing = script('fails.mjs', 'process.stderr.write("cannot read"); process.exit(3);');
const silent = script('writes-nothing.mjs', 'process.exit(0);');
const slow = script('hangs.mjs', 'setTimeout(() => {}, 60_000);');

/** Posts a scanned page to the OMR endpoint as an admin. */
function post(app: FastifyInstance, admin: TestPlayer) {
  const body = multipart('page.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]), 'image/png');
  return app.inject({
    method: 'POST',
    url: `${ND}/omr-convert`,
    payload: body.payload,
    headers: { ...admin.headers, ...body.headers },
  });
}

describe(`note dance OMR with a configured engine: status, failure, no output (${TEST_DIALECT})`, () => {
  const t = suiteApp({ SEED_DEMO: 'false', OMR_COMMAND: failing });

  it('says which engine is configured (its program name only)', async () => {
    const status = (await t.app.inject({ method: 'GET', url: `${ND}/omr-status` })).json();
    expect(status).toMatchObject({ available: true, engine: 'fails.mjs' });
    expect(JSON.stringify(status)).not.toContain(dir);
  });

  it('answers 422 when the engine fails, and removes its temporary folder', async () => {
    const admin = await noteDanceAdmin(t.app);
    const before = fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith('note-dance-omr-')).length;
    const res = await post(t.app, admin);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe(NOTE_DANCE_CODES.omrFailed);
    const after = fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith('note-dance-omr-')).length;
    expect(after).toBe(before);
  });
});

describe(`note dance OMR: an engine that writes nothing (${TEST_DIALECT})`, () => {
  const t = suiteApp({ SEED_DEMO: 'false', OMR_COMMAND: silent });

  it('answers 422: there is no MusicXML to import', async () => {
    const res = await post(t.app, await noteDanceAdmin(t.app));
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe(NOTE_DANCE_CODES.omrFailed);
  });
});

describe(`note dance OMR: an engine past its time limit (${TEST_DIALECT})`, () => {
  const t = suiteApp({ SEED_DEMO: 'false', OMR_COMMAND: slow, OMR_TIMEOUT_MS: '1000' });

  it('kills it and answers 504', async () => {
    const started = Date.now();
    const res = await post(t.app, await noteDanceAdmin(t.app));
    expect(res.statusCode).toBe(504);
    expect(res.json().code).toBe(NOTE_DANCE_CODES.omrTimeout);
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});
