import { VOLUNTEER_CODES, VOLUNTEER_MESSAGES } from '@site/contracts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { multipart, suiteAdminHeaders, suiteApp, TEST_DIALECT } from '../../test/helpers.js';
import { asVolunteer, makeTask } from '../../test/volunteer-tasks.js';
import { registerVolunteer } from '../../test/volunteers.js';
import { DEMO_VOLUNTEER_EMAIL } from './volunteer-accounts.repository.js';

const PNG = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();

describe(`the shared demo volunteer cannot be changed (${TEST_DIALECT})`, () => {
  const t = suiteApp();
  const admin = suiteAdminHeaders(t);
  let ip = 0;

  /** Signs in as the demo volunteer (a session of its own each time, as each visitor gets). */
  const signInDemo = async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/volunteer/auth/demo',
      remoteAddress: `10.62.0.${++ip}`,
    });
    expect(res.statusCode).toBe(200);
    const { volunteer, token } = res.json() as { volunteer: { id: number; shared_demo: boolean }; token: string };
    return { id: volunteer.id, volunteer, headers: { authorization: `Bearer ${token}` } };
  };

  /** Everything of the demo account that a refused change could have touched. */
  const snapshot = async (id: number) => {
    const row = await t.app.db
      .selectFrom('volunteers')
      .select(['name', 'email', 'province_id', 'avatar_media_id', 'password_hash', 'status', 'deleted_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const sessions = await t.app.db
      .selectFrom('volunteer_sessions')
      .select('token_hash')
      .where('volunteer_id', '=', id)
      .orderBy('token_hash')
      .execute();
    const points = await t.app.db
      .selectFrom('volunteer_points')
      .select('id')
      .where('volunteer_id', '=', id)
      .orderBy('id')
      .execute();
    return { row, sessions: sessions.map((s) => s.token_hash), points: points.map((p) => p.id) };
  };

  const expectRefused = (res: { statusCode: number; json: () => unknown }) => {
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      success: false,
      message: VOLUNTEER_MESSAGES.demoReadOnly,
      code: VOLUNTEER_CODES.demoReadOnly,
    });
  };

  it('says `shared_demo` on sign-in, on `me` and on the dashboard of the demo volunteer only', async () => {
    const demo = await signInDemo();
    expect(demo.volunteer).toMatchObject({ shared_demo: true, is_demo: true });
    const me = await t.app.inject({ method: 'GET', url: '/api/volunteer/me', headers: demo.headers });
    expect(me.json().volunteer.shared_demo).toBe(true);
    const dashboard = await asVolunteer(t.app, demo).get('/api/volunteer/dashboard');
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.json().data.volunteer.shared_demo).toBe(true);

    const own = await registerVolunteer(t.app);
    const ownMe = await t.app.inject({ method: 'GET', url: '/api/volunteer/me', headers: own.headers });
    expect(ownMe.json().volunteer).toMatchObject({ shared_demo: false, is_demo: false });

    // Among every account the owner lists (the twelve other seeded volunteers included), only the demo is shared.
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/volunteers?per_page=100', headers: admin });
    expect(list.statusCode).toBe(200);
    const rows = list.json().data as { email: string; is_demo: boolean; shared_demo: boolean }[];
    expect(rows.filter((row) => row.is_demo).length).toBeGreaterThanOrEqual(13);
    expect(rows.filter((row) => row.shared_demo).map((row) => row.email)).toEqual([DEMO_VOLUNTEER_EMAIL]);
  });

  it('refuses a new name or province with 403 demoReadOnly and keeps both', async () => {
    const demo = await signInDemo();
    const before = await snapshot(demo.id);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/volunteer/me',
      headers: demo.headers,
      payload: { name: 'Renamed by a visitor', province_id: '15' },
    });
    expectRefused(res);
    expect(await snapshot(demo.id)).toEqual(before);
    expect(before.row).toMatchObject({ name: 'Minh An (demo)', province_id: '11' });
  });

  it('refuses an avatar upload and an avatar removal, and stores no media item', async () => {
    const demo = await signInDemo();
    const before = await snapshot(demo.id);
    const media = async () =>
      Number(
        (
          await t.app.db
            .selectFrom('media_items')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const mediaBefore = await media();
    const body = multipart('me.png', await PNG(), 'image/png');
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/volunteer/me/avatar',
      headers: { ...demo.headers, ...body.headers },
      payload: body.payload,
    });
    expectRefused(upload);
    const remove = await t.app.inject({ method: 'DELETE', url: '/api/volunteer/me/avatar', headers: demo.headers });
    expectRefused(remove);
    expect(await snapshot(demo.id)).toEqual(before);
    expect(await media()).toBe(mediaBefore);
  });

  it('refuses a password change and the deletion before any password is checked; every session stays', async () => {
    const demo = await signInDemo();
    const other = await signInDemo();
    const before = await snapshot(demo.id);
    expect(before.sessions.length).toBeGreaterThanOrEqual(2);
    const password = await asVolunteer(t.app, demo).post('/api/volunteer/me/password', {
      current_password: 'any guess at all',
      new_password: 'a brand new password',
    });
    expectRefused(password);
    const remove = await asVolunteer(t.app, demo).post('/api/volunteer/me/delete', { password: 'any guess at all' });
    expectRefused(remove);
    expect(await snapshot(demo.id)).toEqual(before);
    // Both visitors are still signed in as the demo.
    for (const visitor of [demo, other]) {
      const me = await t.app.inject({ method: 'GET', url: '/api/volunteer/me', headers: visitor.headers });
      expect(me.statusCode).toBe(200);
      expect(me.json().volunteer.name).toBe('Minh An (demo)');
    }
  });

  it('still lets the demo volunteer claim, submit and release tasks, and sign out', async () => {
    const demo = await signInDemo();
    const as = asVolunteer(t.app, demo);
    const [submitted, released] = [await makeTask(t.app), await makeTask(t.app)];
    expect((await as.post(`/api/volunteer/tasks/${submitted}/claim`)).statusCode).toBe(200);
    const done = await as.post(`/api/volunteer/tasks/${submitted}/submit`, { note: 'Shared in two groups.', hours: 1 });
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({ status: 'submitted', mine: true });
    expect((await as.post(`/api/volunteer/tasks/${released}/claim`)).statusCode).toBe(200);
    const release = await as.post(`/api/volunteer/tasks/${released}/release`);
    expect(release.statusCode).toBe(200);
    expect(release.json().data).toMatchObject({ status: 'open' });
    expect((await as.post('/api/volunteer/auth/logout')).statusCode).toBe(200);
    expect((await as.get('/api/volunteer/me')).statusCode).toBe(401);
  });

  it('lets a volunteer with an account of their own change it as before', async () => {
    const own = await registerVolunteer(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/volunteer/me',
      headers: own.headers,
      payload: { name: 'Lan Nguyễn', province_id: '15' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Lan Nguyễn', province_id: '15', shared_demo: false });
  });
});

describe(`an account with the demo's address on a site without the demo (${TEST_DIALECT})`, () => {
  const t = suiteApp({ SEED_DEMO: 'false' });

  it('is an ordinary account: not the shared demo, and free to change', async () => {
    const own = await registerVolunteer(t.app, { email: DEMO_VOLUNTEER_EMAIL });
    const me = await t.app.inject({ method: 'GET', url: '/api/volunteer/me', headers: own.headers });
    expect(me.json().volunteer).toMatchObject({ email: DEMO_VOLUNTEER_EMAIL, shared_demo: false, is_demo: false });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/volunteer/me',
      headers: own.headers,
      payload: { name: 'Minh An', province_id: '15' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Minh An', province_id: '15' });
    const password = await asVolunteer(t.app, own).post('/api/volunteer/me/password', {
      current_password: own.password,
      new_password: 'a brand new password',
    });
    expect(password.statusCode).toBe(200);
  });
});
