import { VOLUNTEER_CODES, VOLUNTEER_MESSAGES, WELCOME_POINTS } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { suiteApp, TEST_DIALECT } from '../../test/helpers.js';
import { makeTask } from '../../test/volunteer-tasks.js';
import { registerVolunteer } from '../../test/volunteers.js';
import { hashToken } from '../auth/password.js';

const REGISTER = '/api/volunteer/auth/register';
const LOGIN = '/api/volunteer/auth/login';
const PASSWORD = 'correct horse battery';

describe(`volunteer accounts: register, sign in, session (${TEST_DIALECT})`, () => {
  const t = suiteApp({ SEED_DEMO: 'false' });
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}, ip = '10.60.0.1') =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress: ip });
  const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/volunteer/me', headers });
  const form = (email: string, extra: object = {}) => ({
    name: 'Trần Thị Hoa',
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    ...extra,
  });

  it('registers with 201, lower-cases the email, stores an argon2id hash, awards the welcome points and signs in', async () => {
    const res = await post(REGISTER, form('  Hoa.Tran@Example.COM '));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.message).toBe(VOLUNTEER_MESSAGES.registered);
    expect(body.volunteer).toMatchObject({
      name: 'Trần Thị Hoa',
      email: 'hoa.tran@example.com',
      usable_points: WELCOME_POINTS,
      lifetime_points: WELCOME_POINTS,
      level: { level: 1, key: 'new' },
      avatar_url: null,
      province_id: null,
      first_responder: false,
      is_demo: false,
    });
    expect(JSON.stringify(body)).not.toContain('password');
    const row = await t.app.db
      .selectFrom('volunteers')
      .selectAll()
      .where('id', '=', body.volunteer.id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    const ledger = await t.app.db
      .selectFrom('volunteer_points')
      .selectAll()
      .where('volunteer_id', '=', body.volunteer.id)
      .execute();
    expect(ledger).toMatchObject([{ amount: WELCOME_POINTS, reason: 'welcome' }]);
    // The session is stored hashed, never as the token itself; it lasts the configured days.
    const session = await t.app.db
      .selectFrom('volunteer_sessions')
      .selectAll()
      .where('volunteer_id', '=', body.volunteer.id)
      .executeTakeFirstOrThrow();
    expect(session.token_hash).toBe(hashToken(body.token));
    const days = (Date.parse(body.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    expect((await me({ authorization: `Bearer ${body.token}` })).json().volunteer.id).toBe(body.volunteer.id);
  });

  it('refuses an email already registered, however it is cased, with emailTaken on the email field', async () => {
    await registerVolunteer(t.app, { email: 'taken@example.com' });
    for (const email of ['taken@example.com', 'TAKEN@Example.com']) {
      const res = await post(REGISTER, form(email));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.email).toEqual([VOLUNTEER_MESSAGES.emailTaken]);
      expect(res.json().codes.email).toEqual([VOLUNTEER_CODES.emailTaken]);
    }
  });

  it.each([
    ['no name', { name: '   ' }, 'name', VOLUNTEER_CODES.nameRequired],
    ['a name too long', { name: 'x'.repeat(101) }, 'name', VOLUNTEER_CODES.nameTooLong],
    ['no email', { email: '' }, 'email', VOLUNTEER_CODES.emailRequired],
    ['a malformed email', { email: 'not-an-email' }, 'email', VOLUNTEER_CODES.emailInvalid],
    ['a hostile email', { email: "a'; drop table volunteers;--@x" }, 'email', VOLUNTEER_CODES.emailInvalid],
    ['no password', { password: '', confirmPassword: '' }, 'password', VOLUNTEER_CODES.passwordRequired],
    ['a short password', { password: 'short', confirmPassword: 'short' }, 'password', VOLUNTEER_CODES.passwordTooShort],
    [
      'passwords that differ',
      { confirmPassword: 'something else' },
      'confirmPassword',
      VOLUNTEER_CODES.passwordMismatch,
    ],
  ])('refuses %s with its code', async (_, change, field, code) => {
    const res = await post(REGISTER, form(`case-${Math.random()}@example.com`, change));
    expect(res.statusCode).toBe(422);
    expect(res.json().codes[field]).toContain(code);
  });

  it('refuses a password longer than the limit and a body that is not an object', async () => {
    const huge = 'p'.repeat(1025);
    expect((await post(REGISTER, form('huge@example.com', { password: huge, confirmPassword: huge }))).statusCode).toBe(
      422,
    );
    expect((await post(REGISTER, 'just text')).statusCode).toBe(415);
    expect((await post(LOGIN, {})).statusCode).toBe(422);
  });

  it('signs in with the right password (any casing of the email), and refuses a wrong one or an unknown account alike', async () => {
    const volunteer = await registerVolunteer(t.app, { email: 'signin@example.com' });
    const ok = await post(LOGIN, { email: 'SignIn@example.com', password: volunteer.password }, {}, '10.60.1.1');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().volunteer.id).toBe(volunteer.id);
    expect(ok.json().token).not.toBe(volunteer.token);
    const wrong = await post(LOGIN, { email: volunteer.email, password: 'wrong password' }, {}, '10.60.1.2');
    const unknown = await post(LOGIN, { email: 'nobody@example.com', password: 'wrong password' }, {}, '10.60.1.3');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(VOLUNTEER_MESSAGES.invalidCredentials);
      expect(res.json().code).toBe(VOLUNTEER_CODES.invalidCredentials);
    }
    // Counted as volunteer failures, never as the site owner's.
    const failures = await t.app.db.selectFrom('login_failures').selectAll().where('ip', 'like', '10.60.1.%').execute();
    expect(failures.map((row) => row.area)).toEqual(['volunteer', 'volunteer']);
  });

  it('ends the session on logout: the stored token is refused afterwards (401)', async () => {
    const volunteer = await registerVolunteer(t.app);
    expect((await me(volunteer.headers)).statusCode).toBe(200);
    const out = await post('/api/volunteer/auth/logout', undefined, volunteer.headers);
    expect(out.statusCode).toBe(200);
    expect(out.json().message).toBe(VOLUNTEER_MESSAGES.loggedOut);
    expect((await me(volunteer.headers)).statusCode).toBe(401);
    expect((await post('/api/volunteer/auth/logout', undefined, volunteer.headers)).statusCode).toBe(401);
  });

  it('refuses an expired session, a missing token, a malformed one and an admin token (401)', async () => {
    const volunteer = await registerVolunteer(t.app);
    await t.app.db
      .updateTable('volunteer_sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('volunteer_id', '=', volunteer.id)
      .execute();
    expect((await me(volunteer.headers)).statusCode).toBe(401);
    expect((await me({})).statusCode).toBe(401);
    expect((await me({ authorization: 'Bearer ' + 'x'.repeat(500) })).statusCode).toBe(401);
    const admin = await post('/api/auth/login', {
      email: 'owner@example.com',
      password: 'correct horse battery staple',
    });
    expect((await me({ authorization: `Bearer ${admin.json().token}` })).statusCode).toBe(401);
  });

  it('prunes expired sessions when someone signs in', async () => {
    const volunteer = await registerVolunteer(t.app);
    await t.app.db
      .updateTable('volunteer_sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('volunteer_id', '=', volunteer.id)
      .execute();
    await post(LOGIN, { email: volunteer.email, password: volunteer.password }, {}, '10.60.2.1');
    const sessions = await t.app.db
      .selectFrom('volunteer_sessions')
      .select('expires_at')
      .where('volunteer_id', '=', volunteer.id)
      .execute();
    expect(sessions).toHaveLength(1);
    expect(Date.parse(sessions[0]!.expires_at)).toBeGreaterThan(Date.now());
  });

  it('notes when the volunteer was last active on sign-in and on me, at most once a minute', async () => {
    const volunteer = await registerVolunteer(t.app);
    const old = new Date(Date.now() - 5 * 60_000).toISOString();
    await t.app.db.updateTable('volunteers').set({ last_active_at: old }).where('id', '=', volunteer.id).execute();
    await me(volunteer.headers);
    const lastActive = async () =>
      (
        await t.app.db
          .selectFrom('volunteers')
          .select('last_active_at')
          .where('id', '=', volunteer.id)
          .executeTakeFirstOrThrow()
      ).last_active_at;
    const first = await lastActive();
    expect(Date.parse(first!)).toBeGreaterThan(Date.parse(old));
    await me(volunteer.headers);
    expect(await lastActive()).toBe(first);
  });

  it('lets the volunteer set a name and one of the 34 provinces, and refuses an unknown or old province', async () => {
    const volunteer = await registerVolunteer(t.app);
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/volunteer/me', payload, headers: volunteer.headers });
    const saved = await put({ name: '  Lê Văn Minh ', province_id: '11' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ name: 'Lê Văn Minh', province_id: '11' });
    expect(saved.json().message).toBe(VOLUNTEER_MESSAGES.profileSaved);
    for (const province_id of ['99', 'Hà Nội', '01']) {
      const res = await put({ name: 'Lê Văn Minh', province_id });
      expect(res.statusCode).toBe(422);
      expect(res.json().codes.province_id).toEqual([VOLUNTEER_CODES.provinceUnknown]);
    }
    expect((await put({ name: '', province_id: null })).json().codes.name).toEqual([VOLUNTEER_CODES.nameRequired]);
    const cleared = await put({ name: 'Lê Văn Minh', province_id: null });
    expect(cleared.json().data.province_id).toBeNull();
  });
});

describe(`volunteer accounts: the public overview and the demo volunteer (${TEST_DIALECT})`, () => {
  const t = suiteApp();

  it('counts active volunteers, approved and open tasks and provinces, and offers the demo; no person in it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/volunteer/overview' });
    expect(res.statusCode).toBe(200);
    const before = res.json().data;
    expect(before.demo_available).toBe(true);
    expect(before.volunteers).toBeGreaterThanOrEqual(13);
    expect(before.provinces).toBeGreaterThanOrEqual(10);
    const text = res.body;
    expect(text).not.toMatch(/@|password|argon2|Minh An/);

    const volunteer = await registerVolunteer(t.app);
    await t.app.db.updateTable('volunteers').set({ province_id: '29' }).where('id', '=', volunteer.id).execute();
    for (const status of ['open', 'open', 'approved', 'cancelled'] as const)
      await makeTask(t.app, { status, holder_id: status === 'open' ? null : volunteer.id });
    const after = (await t.app.inject({ method: 'GET', url: '/api/volunteer/overview' })).json().data;
    expect(after.volunteers).toBe(before.volunteers + 1);
    expect(after.open_tasks).toBe(before.open_tasks + 2);
    expect(after.tasks_completed).toBe(before.tasks_completed + 1);
    // Lai Châu ('29') has no seeded volunteer: one more province.
    expect(after.provinces).toBe(before.provinces + 1);
  });

  it('signs in the seeded demo volunteer: mid-table, level 3 or 4, in Hà Nội', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/volunteer/auth/demo', remoteAddress: '10.61.0.1' });
    expect(res.statusCode).toBe(200);
    const { volunteer, token } = res.json();
    expect(volunteer).toMatchObject({ name: 'Minh An (demo)', is_demo: true, province_id: '11' });
    expect([3, 4]).toContain(volunteer.level.level);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/volunteer/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.json().volunteer.id).toBe(volunteer.id);
    const seeded = await t.app.db
      .selectFrom('volunteers')
      .select(['lifetime_points', 'email'])
      .where('is_demo', '=', 1)
      .orderBy('lifetime_points', 'desc')
      .execute();
    expect(seeded.length).toBeGreaterThanOrEqual(13);
    const rank = seeded.findIndex((row) => row.email === volunteer.email);
    expect(rank).toBeGreaterThan(2);
    expect(rank).toBeLessThan(seeded.length - 3);
    expect(seeded.every((row) => row.email?.endsWith('@example.com'))).toBe(true);
  });

  it('writes the seeded history through the ledger: kept totals equal the ledger, some points this week', async () => {
    const rows = await t.app.db
      .selectFrom('volunteers')
      .select(['id', 'usable_points'])
      .where('is_demo', '=', 1)
      .execute();
    for (const row of rows) {
      const sum = await t.app.db
        .selectFrom('volunteer_points')
        .select((eb) => eb.fn.sum<number>('amount').as('total'))
        .where('volunteer_id', '=', row.id)
        .executeTakeFirstOrThrow();
      expect(Number(sum.total)).toBe(row.usable_points);
    }
    const reasons = await t.app.db.selectFrom('volunteer_points').select('reason').distinct().execute();
    expect(reasons.map((row) => row.reason)).toEqual(
      expect.arrayContaining(['welcome', 'task_approved', 'badge_bonus']),
    );
    const { weekStartOf } = await import('@site/contracts');
    const week = await t.app.db
      .selectFrom('volunteer_week_points')
      .select('volunteer_id')
      .where('week_start', '=', weekStartOf(new Date()))
      .execute();
    expect(week.length).toBeGreaterThan(0);
  });

  it('pays every seeded task_approved entry for an approved task the volunteer held, so stats agree with points', async () => {
    const entries = await t.app.db
      .selectFrom('volunteer_points as p')
      .leftJoin('volunteer_tasks as task', 'task.id', 'p.task_id')
      .select(['p.volunteer_id', 'p.amount', 'task.holder_id', 'task.status', 'task.points'])
      .where('p.reason', '=', 'task_approved')
      .execute();
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) {
      expect(entry).toMatchObject({ holder_id: entry.volunteer_id, status: 'approved', points: entry.amount });
    }
    const demo = await t.app.inject({ method: 'POST', url: '/api/volunteer/auth/demo' });
    const stats = demo.json().volunteer.stats;
    expect(stats.tasks_completed).toBeGreaterThan(0);
    expect(stats.hours_volunteered).toBeGreaterThan(0);
    expect(stats.people_helped).toBeGreaterThan(0);
  });

  it('seeds once: a second run adds nobody', async () => {
    const { seedVolunteers } = await import('../../db/seed-volunteers.js');
    expect(await seedVolunteers(t.app.db)).toEqual([]);
  });

  it('refuses a stored seeded account any password', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: LOGIN,
      payload: { email: 'lan.nguyen@example.com', password: 'anything at all' },
      remoteAddress: '10.61.0.2',
    });
    expect(res.statusCode).toBe(422);
  });
});

describe(`volunteer accounts: no demo volunteer without the demo content (${TEST_DIALECT})`, () => {
  const t = suiteApp({ SEED_DEMO: 'false' });

  it('answers 404 demoUnavailable and says so in the overview', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/volunteer/auth/demo' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(VOLUNTEER_CODES.demoUnavailable);
    const overview = (await t.app.inject({ method: 'GET', url: '/api/volunteer/overview' })).json().data;
    expect(overview).toEqual({ volunteers: 0, tasks_completed: 0, open_tasks: 0, provinces: 0, demo_available: false });
  });
});
