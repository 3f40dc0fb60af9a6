import { NOTE_DANCE_CODES } from '@site/contracts';
import { createJudge, type PlaySummary, type Sheet } from '@site/music';
import { describe, expect, it } from 'vitest';
import { suiteApp, TEST_DIALECT } from '../../test/helpers.js';
import { ND, noteDanceAdmin, registerPlayer, testSheet, type TestPlayer } from '../../test/note-dance.js';

// These tests run the music engine's score check (checkScore from @site/music).

/**
 * A clean play of `testSheet(8)` as the game's judge reports it: every note pressed on its beat at the sheet's
 * tempo (8 quarter notes at 120 beats a minute, the play ending as the last note does, 4 seconds in).
 */
function cleanPlayOf(sheet: Sheet): PlaySummary {
  const judge = createJudge(sheet);
  for (const note of judge.notes) judge.press({ pitch: note.pitch, time: note.time });
  const last = judge.notes.at(-1)!;
  return judge.finish(last.time + (last.duration * 60_000) / judge.tempoBpm);
}
const cleanPlay = cleanPlayOf(testSheet(8));

describe(`note dance scores: checked against the sheet (${TEST_DIALECT})`, () => {
  const t = suiteApp({ SEED_DEMO: 'false' });
  let admin: TestPlayer;
  let player: TestPlayer;
  let sheetId: number;
  const send = (who: TestPlayer | null, body: object) =>
    t.app.inject({ method: 'POST', url: `${ND}/scores`, payload: body, ...(who ? { headers: who.headers } : {}) });

  it('saves a plausible result of a signed-in player', async () => {
    admin = await noteDanceAdmin(t.app);
    player = await registerPlayer(t.app, { username: 'score_player' });
    sheetId = (
      await t.app.inject({
        method: 'POST',
        url: `${ND}/sheets`,
        headers: admin.headers,
        payload: { difficulty: 'easy', published: true, sheet: testSheet(8) },
      })
    ).json().data.id;
    const res = await send(player, { sheet_id: sheetId, input: 'keyboard', summary: cleanPlay });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      sheet_id: sheetId,
      username: 'score_player',
      input: 'keyboard',
      score: cleanPlay.score,
      notes_hit: 8,
      perfect: 8,
    });
    expect(JSON.stringify(res.json())).not.toContain('@');
  });

  it('refuses forged results with 422 and the reasons', async () => {
    for (const summary of [
      { ...cleanPlay, notes_hit: 50, perfect: 50 },
      { ...cleanPlay, duration_ms: 100 },
      { ...cleanPlay, accuracy: 100, notes_hit: 2, perfect: 2, miss: 6 },
    ]) {
      const res = await send(player, { sheet_id: sheetId, input: 'midi', summary });
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe(NOTE_DANCE_CODES.scoreRejected);
      expect(res.json().errors.summary.length).toBeGreaterThan(0);
    }
  });

  it('refuses a guest (401), an unknown or unpublished sheet (404) and a malformed body (422)', async () => {
    expect((await send(null, { sheet_id: sheetId, input: 'keyboard', summary: cleanPlay })).statusCode).toBe(401);
    expect((await send(player, { sheet_id: 999999, input: 'keyboard', summary: cleanPlay })).statusCode).toBe(404);
    const hidden = (
      await t.app.inject({
        method: 'POST',
        url: `${ND}/sheets`,
        headers: admin.headers,
        payload: { difficulty: 'easy', sheet: testSheet(8) },
      })
    ).json().data.id;
    expect((await send(player, { sheet_id: hidden, input: 'keyboard', summary: cleanPlay })).statusCode).toBe(404);
    expect((await send(player, { sheet_id: sheetId, input: 'voice', summary: cleanPlay })).statusCode).toBe(422);
    expect(
      (await send(player, { sheet_id: sheetId, input: 'keyboard', summary: { ...cleanPlay, accuracy: 101 } }))
        .statusCode,
    ).toBe(422);
  });
});
