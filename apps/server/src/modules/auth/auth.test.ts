import { Writable } from 'node:stream';
import { AUTH_CODES, AUTH_MESSAGES, loginResponseSchema, meResponseSchema } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { buildApp } from '../../app.js';
import { adminHeaders, createTestApp, suiteApp, TEST_ADMIN, TEST_DIALECT } from '../../test/helpers.js';
import { hashPassword, verifyPassword } from './password.js';

describe('password hashing', () => {
  it('uses argon2id with the OWASP parameters and verifies only the right password', async () => {
    const hash = await hashPassword('s3cret-passphrase');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword('s3cret-passphrase', hash)).toBe(true);
    expect(await verifyPassword('s3cret-passphrasE', hash)).toBe(false);
    expect(await verifyPassword('anything', 'not-a-hash')).toBe(false);
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });
});

describe(`auth API (${TEST_DIALECT})`, () => {
  const t = suiteApp();

  const login = (payload: unknown, ip = '10.1.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: payload as object, remoteAddress: ip });

  it('signs in with the right password and answers user, token and expiry', async () => {
    const res = await login(TEST_ADMIN);
    expect(res.statusCode).toBe(200);
    const body = loginResponseSchema.parse(res.json());
    expect(body.user).toMatchObject({ email: TEST_ADMIN.email, role: 'admin' });
    expect(body.token.length).toBeGreaterThanOrEqual(40);
    expect(new Date(body.expires_at).getTime()).toBeGreaterThan(Date.now());
    // Only a hash of the token is stored.
    const sessions = await t.app.db.selectFrom('admin_sessions').select('token_hash').execute();
    expect(sessions.some((s) => s.token_hash === body.token)).toBe(false);
    const me = await t.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${body.token}` } });
    expect(meResponseSchema.parse(me.json()).user.email).toBe(TEST_ADMIN.email);
  });

  it('accepts the email in any case and with spaces around it', async () => {
    const res = await login(
      { email: `  ${TEST_ADMIN.email.toUpperCase()} `, password: TEST_ADMIN.password },
      '10.1.0.2',
    );
    expect(res.statusCode).toBe(200);
  });

  it("answers 422 'Invalid credentials' for a wrong password or an unknown account, the same way", async () => {
    const wrong = await login({ email: TEST_ADMIN.email, password: 'wrong password' }, '10.1.0.3');
    const unknown = await login({ email: 'nobody@example.com', password: 'whatever' }, '10.1.0.3');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        success: false,
        message: AUTH_MESSAGES.invalidCredentials,
        code: AUTH_CODES.invalidCredentials,
        errors: { email: [AUTH_MESSAGES.invalidCredentials] },
        codes: { email: [AUTH_CODES.invalidCredentials] },
      });
    }
  });

  it('requires email and password', async () => {
    const res = await login({}, '10.1.0.4');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      email: [AUTH_MESSAGES.emailRequired],
      password: [AUTH_MESSAGES.passwordRequired],
    });
    const blank = await login({ email: '   ', password: '' }, '10.1.0.4');
    expect(blank.statusCode).toBe(422);
  });

  it('locks an IP out after 5 failures in a minute, even with the right password next', async () => {
    const ip = '10.2.0.1';
    for (let i = 0; i < 5; i++)
      expect((await login({ email: TEST_ADMIN.email, password: `bad-${i}` }, ip)).statusCode).toBe(422);
    const locked = await login(TEST_ADMIN, ip);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(AUTH_MESSAGES.tooManyAttempts);
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Another IP is not affected.
    expect((await login(TEST_ADMIN, '10.2.0.2')).statusCode).toBe(200);
  });

  it('locks an account after 100 failures in an hour, from any IP', async () => {
    const now = new Date().toISOString();
    const rows = Array.from({ length: 100 }, (_, i) => ({
      ip: `172.16.${Math.floor(i / 250)}.${i % 250}`,
      email: 'victim@example.com',
      created_at: now,
    }));
    await t.app.db.insertInto('login_failures').values(rows).execute();
    const res = await login({ email: 'victim@example.com', password: 'x' }, '10.3.0.1');
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it("does not let others' failures lock the owner out: a correct password from an address that has not failed still signs in", async () => {
    const other = await createTestApp();
    try {
      await other.app.ready();
      await other.app.db
        .insertInto('login_failures')
        .values(
          Array.from({ length: 150 }, (_, i) => ({
            ip: `172.18.${Math.floor(i / 3)}.${i % 3}`,
            email: TEST_ADMIN.email,
            created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
          })),
        )
        .execute();
      const signIn = (payload: object, ip: string) =>
        other.app.inject({ method: 'POST', url: '/api/auth/login', payload, remoteAddress: ip });
      // The owner, from an address with no failures: signed in.
      expect((await signIn(TEST_ADMIN, '10.9.0.1')).statusCode).toBe(200);
      // An address that took part in the attack: refused even with the right password, told when to retry.
      const attacker = await signIn(TEST_ADMIN, '172.18.0.0');
      expect(attacker.statusCode).toBe(429);
      expect(Number(attacker.headers['retry-after'])).toBeGreaterThan(60);
      expect(Number(attacker.headers['retry-after'])).toBeLessThanOrEqual(3600);
      // A fresh address guessing wrong during the attack spends its one try, then is refused too.
      expect((await signIn({ email: TEST_ADMIN.email, password: 'guess' }, '10.9.0.2')).statusCode).toBe(429);
      expect((await signIn(TEST_ADMIN, '10.9.0.2')).statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });

  it('limits one address to 10 failures an hour on one account, whatever the pace', async () => {
    const at = new Date(Date.now() - 30 * 60_000).toISOString();
    await t.app.db
      .insertInto('login_failures')
      .values(Array.from({ length: 10 }, () => ({ ip: '10.3.1.1', email: 'slow@example.com', created_at: at })))
      .execute();
    const res = await login({ email: 'slow@example.com', password: 'x' }, '10.3.1.1');
    expect(res.statusCode).toBe(429);
    // The oldest failure leaves the hour in about 30 minutes.
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(29 * 60);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(30 * 60);
    expect((await login({ email: 'slow@example.com', password: 'x' }, '10.3.1.2')).statusCode).toBe(422);
  });

  it('rejects a missing, malformed, unknown or expired token with 401', async () => {
    const headers = await adminHeaders(t.app, '10.4.0.1');
    expect((await t.app.inject({ url: '/api/auth/me' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/auth/me', headers: { authorization: 'Basic abc' } })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/auth/me', headers: { authorization: 'Bearer nope' } })).statusCode).toBe(
      401,
    );
    const res = await t.app.inject({ url: '/api/auth/me', headers });
    expect(res.statusCode).toBe(200);
    await t.app.db
      .updateTable('admin_sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const expired = await t.app.inject({ url: '/api/auth/me', headers });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ success: false, message: 'Unauthenticated.', code: 'error.unauthenticated' });
  });

  it('logs out: the token stops working', async () => {
    const headers = await adminHeaders(t.app, '10.5.0.1');
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/auth/me', headers })).statusCode).toBe(401);
  });

  it('changes the password after checking the current one', async () => {
    const headers = await adminHeaders(t.app, '10.6.0.1');
    const other = await adminHeaders(t.app, '10.6.0.2');
    const changePassword = (current_password: string, new_password: string) =>
      t.app.inject({ method: 'PUT', url: '/api/auth/password', headers, payload: { current_password, new_password } });
    const bad = await changePassword('wrong', 'a brand new passphrase');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.current_password).toBeDefined();
    const short = await changePassword(TEST_ADMIN.password, 'short');
    expect(short.statusCode).toBe(422);
    const ok = await changePassword(TEST_ADMIN.password, 'a brand new passphrase');
    expect(ok.statusCode).toBe(200);
    // The other session ends; this one goes on; the new password works.
    expect((await t.app.inject({ url: '/api/auth/me', headers: other })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/auth/me', headers })).statusCode).toBe(200);
    expect((await login({ email: TEST_ADMIN.email, password: 'a brand new passphrase' }, '10.6.0.3')).statusCode).toBe(
      200,
    );
    await t.app.inject({
      method: 'PUT',
      url: '/api/auth/password',
      headers,
      payload: { current_password: 'a brand new passphrase', new_password: TEST_ADMIN.password },
    });
  });
});

describe('first admin', () => {
  it('is created with a generated password printed once in the log, on a terminal, when ADMIN_PASSWORD is unset', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const t = await createTestApp({ ADMIN_EMAIL: '', ADMIN_PASSWORD: '' });
    await t.app.close();
    // A second app on a fresh data folder, with a logger we can read.
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: t.dataDir + '-2', LOG_LEVEL: 'warn' });
    const app = await buildApp(config, { logger: { level: 'warn', stream }, interactive: true });
    try {
      const line = lines.find((l) => l.includes('first admin created'));
      expect(line).toBeDefined();
      const password = /with password (\S+)/.exec(line!)?.[1];
      expect(password).toBeDefined();
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'admin@example.com', password },
      });
      expect(res.statusCode).toBe(200);
      // Restarting does not create another admin nor print a password again.
      lines.length = 0;
      await app.close();
      const again = await buildApp(config, { logger: { level: 'warn', stream }, interactive: true });
      expect(lines.some((l) => l.includes('first admin created'))).toBe(false);
      await again.close();
    } finally {
      await app.close();
      const fs = await import('node:fs');
      fs.rmSync(t.dataDir + '-2', { recursive: true, force: true });
      fs.rmSync(t.dataDir, { recursive: true, force: true });
    }
  });

  it('goes to DATA_DIR/first-admin.txt, readable by its owner only, when the log is not a terminal', async () => {
    const fs = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-first-admin-'));
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'info' });
    const app = await buildApp(config, { logger: { level: 'info', stream }, worker: false });
    try {
      const file = path.join(dataDir, 'first-admin.txt');
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      const password = /with password (\S+)/.exec(fs.readFileSync(file, 'utf8'))?.[1];
      expect(password).toBeDefined();
      // The log says where the password is, never the password itself.
      expect(lines.some((l) => l.includes('first admin created') && l.includes(file))).toBe(true);
      expect(lines.some((l) => l.includes(password!))).toBe(false);
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'admin@example.com', password },
      });
      expect(res.statusCode).toBe(200);
    } finally {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
