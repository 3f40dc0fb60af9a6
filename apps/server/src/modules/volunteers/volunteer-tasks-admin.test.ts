import {
  adminTaskListSchema,
  adminTaskSavedSchema,
  TASK_POINTS,
  taskSavedSchema,
  VOLUNTEER_CODES,
} from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { suiteAdminHeaders, suiteApp, TEST_ADMIN, TEST_DIALECT } from '../../test/helpers.js';
import { asVolunteer, makeTask, makeVolunteer } from '../../test/volunteer-tasks.js';

const future = () => new Date(Date.now() + 86_400_000).toISOString();
const task = (over: Record<string, unknown> = {}) => ({
  title: 'Print posters for the market',
  description: 'Print 20 posters and put them up at the market gates.',
  mode: 'offline',
  difficulty: 'medium',
  type: 'field_search',
  province_id: '12',
  case_number: null,
  deadline: future(),
  bonus: 5,
  urgent: false,
  first_responder_only: false,
  ...over,
});

describe(`volunteer tasks in the site admin (${TEST_DIALECT})`, () => {
  const t = suiteApp();
  const owner = suiteAdminHeaders(t);
  const create = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/admin/volunteer-tasks', headers: owner, payload });

  it('requires the admin token on every admin task route', async () => {
    const routes = t.app.routeList.filter(
      (route) => route.url.startsWith('/api/admin/volunteer-') && route.method !== 'HEAD',
    );
    expect(routes.length).toBeGreaterThanOrEqual(6);
    const volunteer = await makeVolunteer(t.app);
    for (const route of routes) {
      const url = route.url.replace(':id', '1');
      const anonymous = await t.app.inject({ method: route.method as 'GET', url, payload: {} });
      expect(anonymous.statusCode, url).toBe(401);
      const asVolunteerToken = await t.app.inject({
        method: route.method as 'GET',
        url,
        headers: volunteer.headers,
        payload: {},
      });
      expect(asVolunteerToken.statusCode, url).toBe(401);
    }
  });

  it('creates any task with points by difficulty; refuses a past deadline, an unknown case or province', async () => {
    const res = await create(task());
    expect(res.statusCode, res.body).toBe(201);
    const created = adminTaskSavedSchema.parse(res.json()).data;
    expect(created).toMatchObject({
      kind: 'custom',
      type: 'field_search',
      points: TASK_POINTS.medium,
      bonus: 5,
      status: 'open',
      created_by: TEST_ADMIN.email,
    });
    const past = await create(task({ deadline: new Date(Date.now() - 60_000).toISOString() }));
    expect(past.statusCode).toBe(422);
    expect(past.json().code).toBe(VOLUNTEER_CODES.deadlinePast);
    const unknown = await create(task({ case_number: 'VN-1999-99999' }));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().code).toBe(VOLUNTEER_CODES.caseUnknown);
    const province = await create(task({ province_id: 'nowhere' }));
    expect(province.statusCode).toBe(422);
    expect(province.json().code).toBe(VOLUNTEER_CODES.provinceUnknown);
    expect((await create(task({ title: '  ' }))).statusCode).toBe(422);
    expect((await create(task({ title: 'x'.repeat(500) }))).statusCode).toBe(422);
    expect((await create(task({ type: 'sabotage' }))).statusCode).toBe(422);
    expect((await create(task({ deadline: 'tomorrow' }))).statusCode).toBe(422);
    const hostile = await create(task({ title: '<script>alert(1)</script>' }));
    expect(adminTaskSavedSchema.parse(hostile.json()).data.title).toBe('<script>alert(1)</script>');
  });

  it('lets a trusted volunteer create verification tasks only, never reserved to the team', async () => {
    const trusted = await makeVolunteer(t.app, { lifetime: 1500 });
    const novice = await makeVolunteer(t.app, { lifetime: 1499 });
    const body = { ...task(), type: 'social_media', first_responder_only: true, bonus: 900 };
    const low = await asVolunteer(t.app, novice).post('/api/volunteer/tasks', body);
    expect(low.statusCode).toBe(403);
    expect(low.json().code).toBe(VOLUNTEER_CODES.levelTooLow);
    const res = await asVolunteer(t.app, trusted).post('/api/volunteer/tasks', body);
    expect(res.statusCode, res.body).toBe(201);
    const created = taskSavedSchema.parse(res.json()).data;
    expect(created).toMatchObject({
      type: 'verification',
      first_responder_only: false,
      bonus: 0,
      points: TASK_POINTS.medium,
    });
    const row = await t.app.db
      .selectFrom('volunteer_tasks')
      .selectAll()
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(row.created_by).toBe(`volunteer:${trusted.id}`);
    const past = await asVolunteer(t.app, trusted).post('/api/volunteer/tasks', {
      ...body,
      deadline: '2000-01-01T00:00:00Z',
    });
    expect(past.json().code).toBe(VOLUNTEER_CODES.deadlinePast);
  });

  it('cancels open and claimed tasks, not submitted ones, and lists the review queue', async () => {
    const volunteer = await makeVolunteer(t.app);
    const open = await makeTask(t.app);
    const claimed = await makeTask(t.app);
    const submitted = await makeTask(t.app, { title: 'Queue item' });
    const as = asVolunteer(t.app, volunteer);
    await as.post(`/api/volunteer/tasks/${claimed}/claim`);
    await as.post(`/api/volunteer/tasks/${submitted}/claim`);
    await as.post(`/api/volunteer/tasks/${submitted}/submit`, { note: 'Posted it.', hours: 0.5 });
    const cancel = (id: number) =>
      t.app.inject({ method: 'POST', url: `/api/admin/volunteer-tasks/${id}/cancel`, headers: owner });
    expect(adminTaskSavedSchema.parse((await cancel(open)).json()).data.status).toBe('cancelled');
    const wasClaimed = adminTaskSavedSchema.parse((await cancel(claimed)).json()).data;
    expect(wasClaimed).toMatchObject({ status: 'cancelled', holder: null });
    const refused = await cancel(submitted);
    expect(refused.statusCode).toBe(409);
    expect((await cancel(999999)).statusCode).toBe(404);
    const queue = adminTaskListSchema.parse(
      (await t.app.inject({ url: '/api/admin/volunteer-tasks?status=submitted', headers: owner })).json(),
    );
    expect(queue.data.every((item) => item.status === 'submitted')).toBe(true);
    const item = queue.data.find((entry) => entry.id === submitted)!;
    expect(item).toMatchObject({ submission_note: 'Posted it.', hours: 0.5, holder: { id: volunteer.id } });
    const search = adminTaskListSchema.parse(
      (await t.app.inject({ url: '/api/admin/volunteer-tasks?search=Queue%20item', headers: owner })).json(),
    );
    expect(search.data.map((entry) => entry.id)).toEqual([submitted]);
    const wild = adminTaskListSchema.parse(
      (await t.app.inject({ url: '/api/admin/volunteer-tasks?search=%25_', headers: owner })).json(),
    );
    expect(wild.data).toEqual([]);
    const folded = adminTaskListSchema.parse(
      (await t.app.inject({ url: '/api/admin/volunteer-tasks?search=QUEUE', headers: owner })).json(),
    );
    expect(folded.data.map((entry) => entry.id)).toEqual([submitted]);
    expect((await t.app.inject({ url: '/api/admin/volunteer-tasks?status=nope', headers: owner })).statusCode).toBe(
      422,
    );
  });
});
