import {
  contactAccessListSchema,
  leaderboardResponseSchema,
  myTasksResponseSchema,
  notificationListSchema,
  taskDetailResponseSchema,
  taskListResponseSchema,
  VOLUNTEER_CODES,
  volunteerDashboardResponseSchema,
} from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { suiteAdminHeaders, suiteApp, TEST_DIALECT } from '../../test/helpers.js';
import { report, submit } from '../../test/missing-reports.js';
import { asVolunteer, completeTask, makeTask, makeVolunteer } from '../../test/volunteer-tasks.js';
import { appendToLedger } from './ledger.js';
import { notifyVolunteers } from './notifications.js';

describe(`volunteer task lists and privacy (${TEST_DIALECT})`, () => {
  const t = suiteApp();
  const owner = suiteAdminHeaders(t);

  const list = async (query: string) => {
    const res = await t.app.inject({ url: `/api/volunteer/tasks?per_page=50&${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return taskListResponseSchema.parse(res.json());
  };

  it('filters open tasks and orders them urgent first, then the province asked for, then newest', async () => {
    const tag = `Filter ${Date.now()}`;
    const ids = {
      online: await makeTask(t.app, { title: tag, type: 'social_media', mode: 'online' }),
      offline: await makeTask(t.app, { title: tag, type: 'field_search', mode: 'offline' }),
      verification: await makeTask(t.app, { title: tag, type: 'verification', mode: 'online' }),
      responder: await makeTask(t.app, {
        title: tag,
        type: 'coordination',
        mode: 'offline',
        first_responder_only: true,
      }),
      near: await makeTask(t.app, { title: tag, type: 'translation', province_id: '12' }),
      urgent: await makeTask(t.app, {
        title: tag,
        type: 'translation',
        urgent: true,
        deadline: new Date(Date.now() + 3_600_000).toISOString(),
      }),
    };
    const gone = {
      late: await makeTask(t.app, { title: tag, deadline: new Date(Date.now() - 1000).toISOString() }),
      claimed: await makeTask(t.app, { title: tag }),
    };
    const someone = await makeVolunteer(t.app);
    await asVolunteer(t.app, someone).post(`/api/volunteer/tasks/${gone.claimed}/claim`);
    const mine = (page: { data: { id: number; title: string | null }[] }) =>
      page.data.filter((task) => task.title === tag).map((task) => task.id);
    expect(mine(await list('filter=online'))).toEqual(
      expect.arrayContaining([ids.online, ids.verification, ids.near, ids.urgent]),
    );
    expect(mine(await list('filter=online'))).not.toContain(ids.offline);
    expect(mine(await list('filter=offline')).sort()).toEqual([ids.offline, ids.responder].sort());
    expect(mine(await list('filter=verification'))).toEqual([ids.verification]);
    expect(mine(await list('filter=social'))).toEqual([ids.online]);
    expect(mine(await list('filter=first_responder'))).toEqual([ids.responder]);
    const all = mine(await list('province_id=12'));
    expect(all[0]).toBe(ids.urgent);
    expect(all[1]).toBe(ids.near);
    expect(all.slice(2)).toEqual([ids.responder, ids.verification, ids.offline, ids.online]);
    expect(all).not.toContain(gone.late);
    expect(all).not.toContain(gone.claimed);
    expect((await t.app.inject({ url: '/api/volunteer/tasks?filter=bogus' })).statusCode).toBe(422);
    expect((await t.app.inject({ url: '/api/volunteer/tasks?per_page=5000' })).statusCode).toBe(422);
    const paged = taskListResponseSchema.parse(
      (await t.app.inject({ url: '/api/volunteer/tasks?per_page=2&page=2' })).json(),
    );
    expect(paged).toMatchObject({ current_page: 2, per_page: 2 });
    expect(paged.data).toHaveLength(2);
  });

  it('answers a holder the case’s public fields and refuses anyone else', async () => {
    const [holder, other] = [await makeVolunteer(t.app), await makeVolunteer(t.app)];
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/reunion/cases',
      headers: owner,
      payload: {
        full_name: 'Lê Văn Case',
        gender: 'male',
        birth_year: 2001,
        age_at_missing: null,
        height_cm: 170,
        photo_url: null,
        missing_since: '2024-01-02',
        last_seen: { province: 'Hà Nội', commune: 'Phường Ba Đình', latitude: 21.03, longitude: 105.83 },
        translations: {
          en: { clothing: 'Blue shirt.', distinguishing_features: '', description: 'Went out and did not return.' },
          vi: { clothing: 'Áo xanh.', distinguishing_features: '', description: 'Đi ra ngoài và không về.' },
        },
        contact: { reporter_name: 'Private Reporter', phone: '0900 111 222', email: '', relationship: 'sibling' },
      },
    });
    const caseId = created.json().data.id as number;
    const share = (
      await t.app.db.selectFrom('volunteer_tasks').select('id').where('case_id', '=', caseId).executeTakeFirstOrThrow()
    ).id;
    expect((await asVolunteer(t.app, holder).get(`/api/volunteer/tasks/${share}`)).statusCode).toBe(403);
    await asVolunteer(t.app, holder).post(`/api/volunteer/tasks/${share}/claim`);
    const detail = taskDetailResponseSchema.parse(
      (await asVolunteer(t.app, holder).get(`/api/volunteer/tasks/${share}`)).json(),
    );
    expect(detail.data.case).toMatchObject({ full_name: 'Lê Văn Case', description: 'Went out and did not return.' });
    expect(detail.data.reporter_contact).toBeNull();
    expect(JSON.stringify(detail)).not.toContain('Private Reporter');
    const refused = await asVolunteer(t.app, other).get(`/api/volunteer/tasks/${share}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe(VOLUNTEER_CODES.notYourTask);
    const mine = myTasksResponseSchema.parse(
      (await asVolunteer(t.app, holder).get('/api/volunteer/tasks/mine')).json(),
    );
    expect(mine.data.map((task) => task.id)).toEqual([share]);
    expect(mine.data[0]!.lock_expires_at).not.toBeNull();
  });

  it('answers the reporter’s contact only to a first responder holding a task that needs it, and logs it', async () => {
    const res = await submit(t.app, report({ reporter_name: 'Contact Person', reporter_phone: '0912 000 111' }));
    const caseNumber = res.json().data.case_number as string;
    const task = await t.app.db
      .selectFrom('volunteer_tasks as t')
      .innerJoin('missing_person_reports as r', 'r.id', 't.report_id')
      .select(['t.id', 't.report_id'])
      .where('r.case_number', '=', caseNumber)
      .executeTakeFirstOrThrow();
    const responder = await makeVolunteer(t.app, { first_responder: true });
    const reviewer = await makeVolunteer(t.app, { lifetime: 1500 });
    await asVolunteer(t.app, responder).post(`/api/volunteer/tasks/${task.id}/claim`);
    const detail = taskDetailResponseSchema.parse(
      (await asVolunteer(t.app, responder).get(`/api/volunteer/tasks/${task.id}`)).json(),
    ).data;
    expect(detail.reporter_contact).toEqual({
      name: 'Contact Person',
      phone: '0912 000 111',
      email: 'binh.tran@example.com',
    });
    expect(detail.report).toMatchObject({ report_ref: caseNumber, missing_person_name: 'Nguyễn Văn An' });
    const logged = await t.app.db
      .selectFrom('volunteer_contact_access')
      .selectAll()
      .where('task_id', '=', task.id)
      .execute();
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ volunteer_id: responder.id, report_id: task.report_id });
    // A reviewer of the submission reads the report but never the contact, and nothing is logged for them.
    await asVolunteer(t.app, responder).post(`/api/volunteer/tasks/${task.id}/submit`, { note: 'Called.', hours: 1 });
    const asReviewer = taskDetailResponseSchema.parse(
      (await asVolunteer(t.app, reviewer).get(`/api/volunteer/tasks/${task.id}`)).json(),
    ).data;
    expect(asReviewer.reporter_contact).toBeNull();
    expect(asReviewer.report?.report_ref).toBe(caseNumber);
    // The holder, once submitted, no longer reads the contact either.
    const after = taskDetailResponseSchema.parse(
      (await asVolunteer(t.app, responder).get(`/api/volunteer/tasks/${task.id}`)).json(),
    ).data;
    expect(after.reporter_contact).toBeNull();
    expect(
      await t.app.db.selectFrom('volunteer_contact_access').selectAll().where('task_id', '=', task.id).execute(),
    ).toHaveLength(1);
    // A first responder holding a task that does not need the contact does not get it.
    const plainTask = await makeTask(t.app, { type: 'verification', report_id: task.report_id, needs_contact: false });
    const other = await makeVolunteer(t.app, { first_responder: true });
    await asVolunteer(t.app, other).post(`/api/volunteer/tasks/${plainTask}/claim`);
    const without = taskDetailResponseSchema.parse(
      (await asVolunteer(t.app, other).get(`/api/volunteer/tasks/${plainTask}`)).json(),
    ).data;
    expect(without.reporter_contact).toBeNull();
    const log = contactAccessListSchema.parse(
      (await t.app.inject({ url: '/api/admin/volunteer-contact-access', headers: owner })).json(),
    );
    expect(log.data.filter((entry) => entry.task_id === task.id)).toHaveLength(1);
    expect(log.data[0]).toMatchObject({ report_ref: caseNumber, volunteer: { id: responder.id } });
    expect(JSON.stringify(log)).not.toContain('@example.com');
    expect((await t.app.inject({ url: '/api/admin/volunteer-contact-access' })).statusCode).toBe(401);
  });

  it('ranks the week and all time: active volunteers only, ties by id, with the volunteer’s own place', async () => {
    const [a, b, c, suspended] = [
      await makeVolunteer(t.app, { name: 'Alpha' }),
      await makeVolunteer(t.app, { name: 'Bravo' }),
      await makeVolunteer(t.app, { name: 'Charlie' }),
      await makeVolunteer(t.app, { name: 'Suspended' }),
    ];
    const award = (id: number, amount: number, at = new Date()) =>
      appendToLedger(t.app.db, { volunteerId: id, amount, reason: 'adjustment', note: 'test' }, at);
    await award(a.id, 5000);
    await award(b.id, 5000);
    await award(c.id, 7000, new Date(Date.now() - 30 * 86_400_000));
    await award(suspended.id, 9000);
    await t.app.db.updateTable('volunteers').set({ status: 'suspended' }).where('id', '=', suspended.id).execute();
    const week = leaderboardResponseSchema.parse(
      (await asVolunteer(t.app, c).get('/api/volunteer/leaderboard?period=week&limit=2')).json(),
    );
    expect(week.since).not.toBeNull();
    expect(week.data.map((entry) => [entry.name, entry.rank, entry.points])).toEqual([
      ['Alpha', 1, 5000],
      ['Bravo', 2, 5000],
    ]);
    expect(week.me.points).toBe(0);
    expect(week.me.rank).toBeGreaterThan(2);
    const all = leaderboardResponseSchema.parse(
      (await asVolunteer(t.app, b).get('/api/volunteer/leaderboard?period=all&limit=3')).json(),
    );
    expect(all.data.map((entry) => entry.name)).toEqual(['Charlie', 'Alpha', 'Bravo']);
    expect(all.me).toEqual({ rank: 3, points: 5000 });
    expect(JSON.stringify(all)).not.toContain('@example.com');
    expect(all.data.map((entry) => entry.name)).not.toContain('Suspended');
    const ownWeek = leaderboardResponseSchema.parse(
      (await asVolunteer(t.app, b).get('/api/volunteer/leaderboard?period=week&limit=1')).json(),
    );
    expect(ownWeek.me).toEqual({ rank: 2, points: 5000 });
    expect((await asVolunteer(t.app, b).get('/api/volunteer/leaderboard?limit=0')).statusCode).toBe(422);
    expect((await t.app.inject({ url: '/api/volunteer/leaderboard' })).statusCode).toBe(401);
    const dashboard = volunteerDashboardResponseSchema.parse(
      (await asVolunteer(t.app, a).get('/api/volunteer/dashboard')).json(),
    ).data;
    expect(dashboard.leaderboards.week[0]!.name).toBe('Alpha');
    expect(dashboard.leaderboards.all.length).toBeLessThanOrEqual(5);
    expect(dashboard.spotlight).toMatchObject({ name: 'Alpha', points: 5000, tasks: 0 });
    expect(dashboard.volunteer.email).toContain('@example.com');
  });

  it('fills the dashboard from the database', async () => {
    const volunteer = await makeVolunteer(t.app, { province_id: '12' });
    const taskId = await makeTask(t.app, { difficulty: 'hard', bonus: 500, title: 'Big one' });
    await completeTask(t.app, volunteer, await makeTask(t.app), owner);
    const held = await makeTask(t.app);
    await asVolunteer(t.app, volunteer).post(`/api/volunteer/tasks/${held}/claim`);
    const data = volunteerDashboardResponseSchema.parse(
      (await asVolunteer(t.app, volunteer).get('/api/volunteer/dashboard')).json(),
    ).data;
    expect(data.volunteer).toMatchObject({ id: volunteer.id, usable_points: 10, stats: { tasks_completed: 1 } });
    expect(data.featured_task?.id).toBe(taskId);
    expect(data.my_tasks.map((task) => task.id)).toEqual([held]);
    expect(data.available_tasks.length).toBeGreaterThan(0);
    expect(data.available_tasks.map((task) => task.id)).not.toContain(held);
    expect(data.community.tasks_completed_week).toBeGreaterThanOrEqual(1);
    expect(data.community.volunteers).toBeGreaterThanOrEqual(1);
    expect(data.community.open_tasks).toBeGreaterThanOrEqual(1);
    expect(data.badges).toHaveLength(6);
    expect(data.missions.find((mission) => mission.id === 'weekly_tasks')).toMatchObject({ progress: 1 });
    expect(data.unread_notifications).toBe(1);
  });

  it('lists notifications newest first, counts the unread and marks them read', async () => {
    const volunteer = await makeVolunteer(t.app);
    const other = await makeVolunteer(t.app);
    for (let i = 0; i < 3; i++)
      await notifyVolunteers(t.app.db, [volunteer.id], 'badge_earned', { badge: 'search_hero', n: i });
    await notifyVolunteers(t.app.db, [other.id], 'level_up', { level: 2 });
    const as = asVolunteer(t.app, volunteer);
    const page = notificationListSchema.parse((await as.get('/api/volunteer/notifications')).json());
    expect(page.unread).toBe(3);
    expect(page.data.map((note) => note.params.n)).toEqual([2, 1, 0]);
    expect((await as.get('/api/volunteer/notifications/unread')).json()).toEqual({ unread: 3 });
    const othersId = (
      await t.app.db
        .selectFrom('volunteer_notifications')
        .select('id')
        .where('volunteer_id', '=', other.id)
        .executeTakeFirstOrThrow()
    ).id;
    const one = await as.post('/api/volunteer/notifications/read', { ids: [page.data[0]!.id, othersId] });
    expect(one.json()).toEqual({ unread: 2 });
    expect((await asVolunteer(t.app, other).get('/api/volunteer/notifications/unread')).json()).toEqual({ unread: 1 });
    expect((await as.post('/api/volunteer/notifications/read', { ids: [-1] })).statusCode).toBe(422);
    expect((await as.post('/api/volunteer/notifications/read', {})).json()).toEqual({ unread: 0 });
    const read = notificationListSchema.parse((await as.get('/api/volunteer/notifications')).json());
    expect(read.data.every((note) => note.read)).toBe(true);
  });
});
