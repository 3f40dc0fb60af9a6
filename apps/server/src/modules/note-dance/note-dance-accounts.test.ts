import { NOTE_DANCE_CODES, NOTE_DANCE_MESSAGES } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { suiteApp, TEST_ADMIN, TEST_DIALECT } from '../../test/helpers.js';
import { ND, noteDanceAdmin, registerPlayer } from '../../test/note-dance.js';
import { hashToken } from '../auth/password.js';

const AUTH = `${ND}/auth`;

describe(`note dance accounts: register, sign in, session, roles (${TEST_DIALECT})`, () => {
  const t = suiteApp({ SEED_DEMO: 'false' });
  const auth = (payload: object, ip = '10.90.0.1') =>
    t.app.inject({ method: 'POST', url: AUTH, payload, remoteAddress: ip });
  const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: `${ND}/me`, headers });

  it('registers a player with the success text, stores an argon2id hash and a hashed expiring session', async () => {
    const res = await auth({
      action: 'register',
      username: 'Hoa_Piano',
      email: ' Hoa@Example.COM ',
      password: 'abcdef',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe(NOTE_DANCE_MESSAGES.registerSuccess);
    expect(body.user).toEqual({
      id: expect.any(Number),
      username: 'Hoa_Piano',
      email: 'hoa@example.com',
      role: 'player',
    });
    expect(JSON.stringify(body)).not.toContain('password');
    const row = await t.app.db
      .selectFrom('note_dance_users')
      .selectAll()
      .where('id', '=', body.user.id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    const session = await t.app.db
      .selectFrom('note_dance_sessions')
      .selectAll()
      .where('user_id', '=', body.user.id)
      .executeTakeFirstOrThrow();
    expect(session.token_hash).toBe(hashToken(body.token));
    expect(new Date(session.expires_at).getTime()).toBeGreaterThan(Date.now());
    const check = await me({ authorization: `Bearer ${body.token}` });
    expect(check.statusCode).toBe(200);
    expect(check.json().user.username).toBe('Hoa_Piano');
  });

  it('refuses short passwords, bad usernames, a taken email or username and a mismatched confirmation', async () => {
    const short = await auth({ action: 'register', username: 'shorty', email: 's@example.com', password: '12345' });
    expect(short.statusCode).toBe(422);
    expect(short.json().codes.password).toContain(NOTE_DANCE_CODES.passwordTooShort);
    const badName = await auth({
      action: 'register',
      username: 'a b<script>',
      email: 'b@example.com',
      password: '123456',
    });
    expect(badName.statusCode).toBe(422);
    expect(badName.json().codes.username).toContain(NOTE_DANCE_CODES.usernameInvalid);
    const mismatch = await auth({
      action: 'register',
      username: 'mismatch',
      email: 'm@example.com',
      password: '123456',
      confirmPassword: '654321',
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors.confirmPassword).toEqual([NOTE_DANCE_MESSAGES.passwordMismatch]);
    const first = await registerPlayer(t.app, { username: 'Taken_Name' });
    const sameEmail = await auth({ action: 'register', username: 'other_one', email: first.email, password: '123456' });
    expect(sameEmail.statusCode).toBe(422);
    expect(sameEmail.json().codes.email).toContain(NOTE_DANCE_CODES.emailTaken);
    const sameName = await auth({
      action: 'register',
      username: 'taken_name',
      email: 'x@example.com',
      password: '123456',
    });
    expect(sameName.statusCode).toBe(422);
    expect(sameName.json().codes.username).toContain(NOTE_DANCE_CODES.usernameTaken);
    const unknownAction = await auth({ action: 'reset', email: 'x@example.com' });
    expect(unknownAction.statusCode).toBe(422);
  });

  it('signs in with the success text; a wrong password or unknown account is 422 with the server message', async () => {
    const player = await registerPlayer(t.app);
    const ok = await auth(
      { action: 'login', email: player.email.toUpperCase(), password: player.password },
      '10.90.1.1',
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe(NOTE_DANCE_MESSAGES.loginSuccess);
    expect(ok.json().user).toMatchObject({ id: player.id, role: 'player' });
    for (const payload of [
      { action: 'login', email: player.email, password: 'wrong-password' },
      { action: 'login', email: 'nobody@example.com', password: 'whatever' },
    ]) {
      const res = await auth(payload, '10.90.1.2');
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        message: NOTE_DANCE_MESSAGES.invalidEmailOrPassword,
        code: NOTE_DANCE_CODES.invalidEmailOrPassword,
      });
    }
  });

  it('counts failed sign-ins in its own area and locks an address out after 5 a minute (429 with Retry-After)', async () => {
    const player = await registerPlayer(t.app);
    const ip = '10.90.2.1';
    for (let i = 0; i < 5; i++) {
      expect((await auth({ action: 'login', email: player.email, password: `nope-${i}` }, ip)).statusCode).toBe(422);
    }
    const locked = await auth({ action: 'login', email: player.email, password: player.password }, ip);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
    expect(locked.json().code).toBe(NOTE_DANCE_CODES.tooManyAttempts);
    const areas = await t.app.db.selectFrom('login_failures').select('area').where('ip', '=', ip).execute();
    expect(new Set(areas.map((row) => row.area))).toEqual(new Set(['note-dance']));
    // The site admin's own sign-in from that address is not locked by Note Dance failures.
    const site = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
      remoteAddress: ip,
    });
    expect(site.statusCode).toBe(200);
  });

  it('answers 401 without a token, with an unknown or expired one, and with the site admin or a volunteer token', async () => {
    expect((await me({})).statusCode).toBe(401);
    expect((await me({ authorization: 'Bearer not-a-token' })).statusCode).toBe(401);
    const player = await registerPlayer(t.app);
    await t.app.db
      .updateTable('note_dance_sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', player.id)
      .execute();
    const expired = await me(player.headers);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe(NOTE_DANCE_CODES.signInRequired);
    const site = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
      remoteAddress: '10.90.3.1',
    });
    expect((await me({ authorization: `Bearer ${site.json().token}` })).statusCode).toBe(401);
  });

  it('logs out: the token stops working', async () => {
    const player = await registerPlayer(t.app);
    const out = await t.app.inject({ method: 'POST', url: `${ND}/logout`, headers: player.headers });
    expect(out.statusCode).toBe(200);
    expect((await me(player.headers)).statusCode).toBe(401);
  });

  it('mirrors the configured site owner as the first Note Dance admin; a player is refused admin endpoints (403)', async () => {
    const admin = await noteDanceAdmin(t.app);
    expect((await me(admin.headers)).json().user).toMatchObject({ role: 'admin', email: TEST_ADMIN.email });
    const player = await registerPlayer(t.app);
    const refused = await t.app.inject({ method: 'GET', url: `${ND}/users`, headers: player.headers });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe(NOTE_DANCE_CODES.adminOnly);
    expect((await t.app.inject({ method: 'GET', url: `${ND}/users` })).statusCode).toBe(401);
  });
});

describe(`note dance first admin from its own settings (${TEST_DIALECT})`, () => {
  const t = suiteApp({
    SEED_DEMO: 'false',
    NOTE_DANCE_ADMIN_EMAIL: 'Conductor@Example.com',
    NOTE_DANCE_ADMIN_PASSWORD: 'a separate long password',
  });

  it('creates the admin from NOTE_DANCE_ADMIN_EMAIL/_PASSWORD rather than the site owner', async () => {
    const login = (email: string, password: string) =>
      t.app.inject({ method: 'POST', url: `${ND}/auth`, payload: { action: 'login', email, password } });
    const res = await login('conductor@example.com', 'a separate long password');
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ role: 'admin', username: 'admin' });
    expect((await login(TEST_ADMIN.email, TEST_ADMIN.password)).statusCode).toBe(422);
  });
});
