import { SEED_SONGS } from '@site/music';
import { NOTE_DANCE_CODES, NOTE_DANCE_DEFAULT_SETTINGS, type NoteDanceInput } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { suiteApp, TEST_ADMIN, TEST_DIALECT } from '../../test/helpers.js';
import { ND, noteDanceAdmin, registerPlayer, testSheet, type TestPlayer } from '../../test/note-dance.js';
import { vietnamDayStart } from './note-dance-admin.service.js';
import { NoteDanceScoresRepository } from './note-dance-scores.repository.js';

const summary = (score: number, accuracy = 90) => ({
  score,
  combo: 3,
  max_combo: 5,
  accuracy,
  notes_hit: 7,
  notes_total: 8,
  perfect: 4,
  great: 2,
  good: 1,
  miss: 1,
  wrong: 0,
  tempo_bpm: 120,
  duration_ms: 4000,
  wait_mode: false,
});

describe(`note dance admin: users, settings, dashboard, health (${TEST_DIALECT})`, () => {
  const t = suiteApp({ SEED_DEMO: 'false' });
  let admin: TestPlayer;
  const call = (method: 'GET' | 'PATCH' | 'PUT', url: string, who?: TestPlayer, payload?: object) =>
    t.app.inject({
      method,
      url: `${ND}${url}`,
      ...(who ? { headers: who.headers } : {}),
      ...(payload ? { payload } : {}),
    });

  it('lists accounts with their emails to admins, searched and filtered by role', async () => {
    admin = await noteDanceAdmin(t.app);
    const player = await registerPlayer(t.app, { username: 'searchable_kim' });
    const found = (await call('GET', '/users?search=searchable', admin)).json();
    expect(found.total).toBe(1);
    expect(found.data[0]).toMatchObject({
      username: 'searchable_kim',
      email: player.email,
      role: 'player',
      status: 'active',
      scores_count: 0,
    });
    const admins = (await call('GET', '/users?role=admin', admin)).json();
    expect(admins.data.map((u: { email: string }) => u.email)).toEqual([TEST_ADMIN.email]);
  });

  it('promotes a player to admin and suspends one: the suspended account is signed out and cannot sign in (403)', async () => {
    const promoted = await registerPlayer(t.app);
    const res = await call('PATCH', `/users/${promoted.id}`, admin, { role: 'admin' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.role).toBe('admin');
    expect((await call('GET', '/users', promoted)).statusCode).toBe(200);

    const suspended = await registerPlayer(t.app);
    expect((await call('PATCH', `/users/${suspended.id}`, admin, { status: 'suspended' })).json().data.status).toBe(
      'suspended',
    );
    expect((await t.app.inject({ method: 'GET', url: `${ND}/me`, headers: suspended.headers })).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: `${ND}/auth`,
      payload: { action: 'login', email: suspended.email, password: suspended.password },
      remoteAddress: '10.91.0.1',
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().code).toBe(NOTE_DANCE_CODES.suspended);
    expect((await call('PATCH', `/users/${suspended.id}`, admin, { status: 'active' })).json().data.status).toBe(
      'active',
    );
    expect((await call('PATCH', '/users/999999', admin, { status: 'active' })).statusCode).toBe(404);
  });

  it('never lets an admin demote or suspend themselves', async () => {
    for (const change of [{ role: 'player' }, { status: 'suspended' }]) {
      const res = await call('PATCH', `/users/${admin.id}`, admin, change);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe(NOTE_DANCE_CODES.ownAccount);
    }
    expect((await call('GET', '/me', admin)).json().user.role).toBe('admin');
  });

  it('keeps users, settings writes and the dashboard to admins', async () => {
    const player = await registerPlayer(t.app);
    expect((await call('GET', '/users', player)).statusCode).toBe(403);
    expect((await call('PATCH', `/users/${player.id}`, player, { role: 'admin' })).statusCode).toBe(403);
    expect((await call('PUT', '/settings', player, NOTE_DANCE_DEFAULT_SETTINGS)).statusCode).toBe(403);
    expect((await call('GET', '/dashboard', player)).statusCode).toBe(403);
    expect((await call('GET', '/dashboard')).statusCode).toBe(401);
  });

  it('answers the default settings publicly, saves sane ones and refuses out-of-range or disordered windows', async () => {
    expect((await call('GET', '/settings')).json().data).toEqual(NOTE_DANCE_DEFAULT_SETTINGS);
    const next = { perfect_ms: 40, great_ms: 90, good_ms: 150, default_tempo_scale: 0.75, microphone_sensitivity: 0.8 };
    const saved = await call('PUT', '/settings', admin, next);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual(next);
    expect((await call('GET', '/settings')).json().data).toEqual(next);
    for (const bad of [
      { ...next, perfect_ms: 5 },
      { ...next, good_ms: 5000 },
      { ...next, great_ms: 30 },
      { ...next, default_tempo_scale: 3 },
      { ...next, microphone_sensitivity: -1 },
    ]) {
      expect((await call('PUT', '/settings', admin, bad)).statusCode).toBe(422);
    }
  });

  it('counts sheets, players, scores and today’s games; recent activity names usernames, never emails', async () => {
    const player = await registerPlayer(t.app, { username: 'dashboard_lan' });
    const sheet = (
      await t.app.inject({
        method: 'POST',
        url: `${ND}/sheets`,
        headers: admin.headers,
        payload: { difficulty: 'easy', published: true, sheet: testSheet(8, 'Dashboard tune') },
      })
    ).json().data;
    const scores = new NoteDanceScoresRepository(t.app.db);
    await scores.create(
      { sheetId: sheet.id, userId: player.id, input: 'keyboard', summary: summary(900), skipParts: [] },
      new Date(),
    );
    await scores.create(
      { sheetId: sheet.id, userId: player.id, input: 'midi', summary: summary(800), skipParts: [] },
      new Date(Date.now() - 3 * 86_400_000),
    );
    const res = await call('GET', '/dashboard', admin);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    // The game's own songs are there from the start, published.
    expect(data.counts).toMatchObject({
      sheets: SEED_SONGS.length + 1,
      published_sheets: SEED_SONGS.length + 1,
      scores: 2,
      games_today: 1,
    });
    expect(data.counts.players).toBeGreaterThanOrEqual(1);
    expect(data.recent.scores[0]).toMatchObject({
      username: 'dashboard_lan',
      sheet_title: 'Dashboard tune',
      score: 900,
    });
    expect(data.recent.registrations[0].username).toBe('dashboard_lan');
    expect(data.system).toEqual({ api: 'ok', database: 'ok', authentication: 'ok' });
    expect(JSON.stringify(data.recent)).not.toContain('@');
  });

  it('starts "today" at midnight in Vietnam (UTC+7)', () => {
    expect(vietnamDayStart(new Date('2025-03-10T16:59:00Z')).toISOString()).toBe('2025-03-09T17:00:00.000Z');
    expect(vietnamDayStart(new Date('2025-03-10T17:00:00Z')).toISOString()).toBe('2025-03-10T17:00:00.000Z');
  });

  it('answers its health under /perf/python/health', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/perf/python/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', service: 'note-dance', checks: { database: { status: 'ok' } } });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe(`note dance scores: lists, removal, leaderboards per input, bests (${TEST_DIALECT})`, () => {
  const t = suiteApp({ SEED_DEMO: 'false' });
  let admin: TestPlayer;
  let an: TestPlayer;
  let binh: TestPlayer;
  let sheetId: number;
  const get = (url: string, who?: TestPlayer) =>
    t.app.inject({ method: 'GET', url: `${ND}${url}`, ...(who ? { headers: who.headers } : {}) });
  const add = (who: TestPlayer, input: NoteDanceInput, score: number, accuracy = 90, at = new Date()) =>
    new NoteDanceScoresRepository(t.app.db).create(
      { sheetId, userId: who.id, input, summary: summary(score, accuracy), skipParts: [] },
      at,
    );

  it('ranks each player once by their best, on a separate board per input, by username only', async () => {
    admin = await noteDanceAdmin(t.app);
    an = await registerPlayer(t.app, { username: 'an_keys' });
    binh = await registerPlayer(t.app, { username: 'binh_keys' });
    sheetId = (
      await t.app.inject({
        method: 'POST',
        url: `${ND}/sheets`,
        headers: admin.headers,
        payload: { difficulty: 'easy', published: true, sheet: testSheet(8) },
      })
    ).json().data.id;
    await add(an, 'keyboard', 500);
    await add(an, 'keyboard', 700);
    await add(binh, 'keyboard', 600);
    await add(binh, 'midi', 990);
    await add(an, 'microphone', 300);
    const all = (await get(`/leaderboard?sheet_id=${sheetId}`)).json();
    expect(all.data).toEqual([
      expect.objectContaining({ rank: 1, username: 'an_keys', input: 'keyboard', score: 700 }),
      expect.objectContaining({ rank: 2, username: 'binh_keys', input: 'keyboard', score: 600 }),
      expect.objectContaining({ rank: 1, username: 'binh_keys', input: 'midi', score: 990 }),
      expect.objectContaining({ rank: 1, username: 'an_keys', input: 'microphone', score: 300 }),
    ]);
    expect(JSON.stringify(all)).not.toContain('@');
    expect(JSON.stringify(all)).not.toMatch(/email|user_id/);
    const midi = (await get(`/leaderboard?sheet_id=${sheetId}&input=midi`)).json();
    expect(midi.data.map((row: { username: string }) => row.username)).toEqual(['binh_keys']);
    const one = (await get(`/leaderboard?sheet_id=${sheetId}&input=keyboard&limit=1`)).json();
    expect(one.data).toHaveLength(1);
  });

  it('breaks a tie of scores by accuracy, and leaves suspended players off the boards', async () => {
    const chi = await registerPlayer(t.app, { username: 'chi_keys' });
    await add(chi, 'keyboard', 700, 99);
    const board = (await get(`/leaderboard?sheet_id=${sheetId}&input=keyboard`)).json();
    expect(board.data.slice(0, 2).map((row: { username: string }) => row.username)).toEqual(['chi_keys', 'an_keys']);
    await t.app.inject({
      method: 'PATCH',
      url: `${ND}/users/${chi.id}`,
      headers: admin.headers,
      payload: { status: 'suspended' },
    });
    const after = (await get(`/leaderboard?sheet_id=${sheetId}&input=keyboard`)).json();
    expect(after.data.map((row: { username: string }) => row.username)).not.toContain('chi_keys');
  });

  it('refuses a leaderboard of an unknown or unpublished sheet and bad queries', async () => {
    expect((await get('/leaderboard?sheet_id=999999')).statusCode).toBe(404);
    expect((await get('/leaderboard')).statusCode).toBe(422);
    expect((await get(`/leaderboard?sheet_id=${sheetId}&limit=1000`)).statusCode).toBe(422);
    expect((await get(`/leaderboard?sheet_id=${sheetId}&input=voice`)).statusCode).toBe(422);
  });

  it("answers the player's best per sheet and input, and their own scores only", async () => {
    const best = (await get('/my-best', an)).json().data;
    expect(best).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ sheet_id: sheetId, input: 'keyboard', score: 700, plays: 2 }),
        expect.objectContaining({ sheet_id: sheetId, input: 'microphone', score: 300, plays: 1 }),
      ]),
    );
    expect(best).toHaveLength(2);
    expect((await get('/my-best')).statusCode).toBe(401);
    const own = (await get('/scores', an)).json();
    expect(own.total).toBe(3);
    expect(new Set(own.data.map((row: { username: string }) => row.username))).toEqual(new Set(['an_keys']));
    // A player's filters cannot reach others' scores.
    expect((await get('/scores?user=binh_keys', an)).json().total).toBe(3);
  });

  it("gives admins everyone's scores with filters, and lets them remove one", async () => {
    expect((await get('/scores', admin)).json().total).toBeGreaterThanOrEqual(6);
    const binhs = (await get('/scores?user=BINH_KEYS', admin)).json();
    expect(binhs.total).toBe(2);
    const midi = (await get(`/scores?sheet_id=${sheetId}&input=midi`, admin)).json();
    expect(midi.data.map((row: { username: string }) => row.username)).toEqual(['binh_keys']);
    const id = midi.data[0].id;
    expect((await t.app.inject({ method: 'DELETE', url: `${ND}/scores/${id}`, headers: an.headers })).statusCode).toBe(
      403,
    );
    expect(
      (await t.app.inject({ method: 'DELETE', url: `${ND}/scores/${id}`, headers: admin.headers })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `${ND}/scores/${id}`, headers: admin.headers })).statusCode,
    ).toBe(404);
    expect((await get(`/leaderboard?sheet_id=${sheetId}&input=midi`)).json().data).toEqual([]);
  });
});
