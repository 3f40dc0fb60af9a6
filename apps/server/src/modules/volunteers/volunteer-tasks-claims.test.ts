import { TASK_RULES, taskSavedSchema, VOLUNTEER_CODES } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { createTestApp, suiteApp, TEST_DIALECT } from '../../test/helpers.js';
import { asVolunteer, makeTask, makeVolunteer } from '../../test/volunteer-tasks.js';
import { VolunteerTasksService } from './volunteer-tasks.service.js';

const HOUR = 3_600_000;

describe(`volunteer task claims (${TEST_DIALECT})`, () => {
  const t = suiteApp();

  it('locks an open task to its claimer for the online or offline lock length', async () => {
    const volunteer = await makeVolunteer(t.app);
    const online = await makeTask(t.app, { mode: 'online' });
    const offline = await makeTask(t.app, { mode: 'offline', type: 'field_search' });
    const before = Date.now();
    const res = await asVolunteer(t.app, volunteer).post(`/api/volunteer/tasks/${online}/claim`);
    expect(res.statusCode, res.body).toBe(200);
    const task = taskSavedSchema.parse(res.json()).data;
    expect(task).toMatchObject({ status: 'claimed', mine: true });
    const lock = Date.parse(task.lock_expires_at!) - before;
    expect(lock).toBeGreaterThanOrEqual(TASK_RULES.lockHoursOnline * HOUR - 1000);
    expect(lock).toBeLessThanOrEqual(TASK_RULES.lockHoursOnline * HOUR + 5000);
    const off = taskSavedSchema.parse(
      (await asVolunteer(t.app, volunteer).post(`/api/volunteer/tasks/${offline}/claim`)).json(),
    );
    expect(Date.parse(off.data.lock_expires_at!) - before).toBeGreaterThanOrEqual(
      TASK_RULES.lockHoursOffline * HOUR - 1000,
    );
  });

  it('answers 409 taskTaken to a second claimer, 401 without a session, 404 for an unknown task', async () => {
    const [first, second] = [await makeVolunteer(t.app), await makeVolunteer(t.app)];
    const id = await makeTask(t.app);
    expect((await asVolunteer(t.app, first).post(`/api/volunteer/tasks/${id}/claim`)).statusCode).toBe(200);
    const taken = await asVolunteer(t.app, second).post(`/api/volunteer/tasks/${id}/claim`);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe(VOLUNTEER_CODES.taskTaken);
    expect((await t.app.inject({ method: 'POST', url: `/api/volunteer/tasks/${id}/claim` })).statusCode).toBe(401);
    const missing = await asVolunteer(t.app, second).post('/api/volunteer/tasks/999999/claim');
    expect(missing.statusCode).toBe(404);
    expect((await asVolunteer(t.app, second).post('/api/volunteer/tasks/abc/claim')).statusCode).toBe(422);
  });

  it('lets exactly one of many volunteers claiming at once win', async () => {
    const volunteers = await Promise.all(Array.from({ length: 8 }, () => makeVolunteer(t.app)));
    const id = await makeTask(t.app);
    const answers = await Promise.all(
      volunteers.map((volunteer) => asVolunteer(t.app, volunteer).post(`/api/volunteer/tasks/${id}/claim`)),
    );
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(7);
    const row = await t.app.db.selectFrom('volunteer_tasks').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const winner = volunteers[answers.findIndex((res) => res.statusCode === 200)]!;
    expect(row.holder_id).toBe(winner.id);
  });

  it('lets exactly one win when two app instances on the same database claim at once', async () => {
    const database = t.config.database;
    const url = database.dialect === 'sqlite' ? `sqlite:${database.file}` : database.url;
    const other = await createTestApp({ DATABASE_URL: url });
    try {
      await other.app.ready();
      const volunteers = await Promise.all(Array.from({ length: 6 }, () => makeVolunteer(t.app)));
      const id = await makeTask(t.app);
      const answers = await Promise.all(
        volunteers.map((volunteer, i) =>
          asVolunteer(i % 2 === 0 ? t.app : other.app, volunteer).post(`/api/volunteer/tasks/${id}/claim`),
        ),
      );
      expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
      expect(answers.filter((res) => res.statusCode === 409)).toHaveLength(5);
    } finally {
      await other.close();
    }
  });

  it('refuses a fourth active claim (tooManyClaims) and lets the holder release a task', async () => {
    const volunteer = await makeVolunteer(t.app);
    const as = asVolunteer(t.app, volunteer);
    const ids = await Promise.all(Array.from({ length: TASK_RULES.maxActiveClaims + 1 }, () => makeTask(t.app)));
    for (const id of ids.slice(0, TASK_RULES.maxActiveClaims))
      expect((await as.post(`/api/volunteer/tasks/${id}/claim`)).statusCode).toBe(200);
    const refused = await as.post(`/api/volunteer/tasks/${ids.at(-1)}/claim`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe(VOLUNTEER_CODES.tooManyClaims);
    const other = await makeVolunteer(t.app);
    const notYours = await asVolunteer(t.app, other).post(`/api/volunteer/tasks/${ids[0]}/release`);
    expect(notYours.statusCode).toBe(409);
    expect(notYours.json().code).toBe(VOLUNTEER_CODES.notYourTask);
    const released = await as.post(`/api/volunteer/tasks/${ids[0]}/release`);
    expect(taskSavedSchema.parse(released.json()).data).toMatchObject({ status: 'open', mine: false });
    expect((await as.post(`/api/volunteer/tasks/${ids.at(-1)}/claim`)).statusCode).toBe(200);
    expect((await asVolunteer(t.app, other).post(`/api/volunteer/tasks/${ids[0]}/claim`)).statusCode).toBe(200);
  });

  it('reserves first-responder tasks to the team and refuses tasks past their deadline', async () => {
    const plain = await makeVolunteer(t.app);
    const responder = await makeVolunteer(t.app, { first_responder: true });
    const reserved = await makeTask(t.app, { first_responder_only: true, type: 'verification' });
    const refused = await asVolunteer(t.app, plain).post(`/api/volunteer/tasks/${reserved}/claim`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe(VOLUNTEER_CODES.firstResponderOnly);
    expect((await asVolunteer(t.app, responder).post(`/api/volunteer/tasks/${reserved}/claim`)).statusCode).toBe(200);
    const late = await makeTask(t.app, { deadline: new Date(Date.now() - 60_000).toISOString() });
    const past = await asVolunteer(t.app, responder).post(`/api/volunteer/tasks/${late}/claim`);
    expect(past.statusCode).toBe(409);
    expect(past.json().code).toBe(VOLUNTEER_CODES.taskNotOpen);
  });

  it('submits with a note and hours: only the holder, the lock then no longer runs out', async () => {
    const [holder, other] = [await makeVolunteer(t.app), await makeVolunteer(t.app)];
    const id = await makeTask(t.app);
    await asVolunteer(t.app, holder).post(`/api/volunteer/tasks/${id}/claim`);
    const empty = await asVolunteer(t.app, holder).post(`/api/volunteer/tasks/${id}/submit`, { note: '   ', hours: 1 });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().codes.note).toEqual([VOLUNTEER_CODES.noteRequired]);
    const huge = await asVolunteer(t.app, holder).post(`/api/volunteer/tasks/${id}/submit`, {
      note: 'x'.repeat(TASK_RULES.noteMax + 1),
      hours: 1,
    });
    expect(huge.statusCode).toBe(422);
    const tooLong = await asVolunteer(t.app, holder).post(`/api/volunteer/tasks/${id}/submit`, {
      note: 'ok',
      hours: 99,
    });
    expect(tooLong.statusCode).toBe(422);
    const stranger = await asVolunteer(t.app, other).post(`/api/volunteer/tasks/${id}/submit`, {
      note: 'Me!',
      hours: 1,
    });
    expect(stranger.statusCode).toBe(409);
    const done = await asVolunteer(t.app, holder).post(`/api/volunteer/tasks/${id}/submit`, {
      note: 'Shared in two groups.',
      hours: 1.5,
    });
    expect(done.statusCode).toBe(200);
    expect(taskSavedSchema.parse(done.json()).data).toMatchObject({ status: 'submitted', lock_expires_at: null });
    const later = new VolunteerTasksService(t.app.db, () => new Date(Date.now() + 48 * HOUR));
    await later.sweep();
    const row = await t.app.db.selectFrom('volunteer_tasks').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'submitted', holder_id: holder.id, hours: 1.5 });
  });

  it('opens a task again for everyone once its lock has run out (injected clock)', async () => {
    const [first, second] = [await makeVolunteer(t.app), await makeVolunteer(t.app)];
    const id = await makeTask(t.app, { mode: 'online' });
    let now = Date.now();
    const service = new VolunteerTasksService(t.app.db, () => new Date(now));
    await service.claim({ volunteerId: first.id, firstResponder: false }, id);
    await expect(service.claim({ volunteerId: second.id, firstResponder: false }, id)).rejects.toMatchObject({
      statusCode: 409,
    });
    now += TASK_RULES.lockHoursOnline * HOUR - 1000;
    await expect(service.claim({ volunteerId: second.id, firstResponder: false }, id)).rejects.toMatchObject({
      statusCode: 409,
    });
    now += 2000;
    const listed = await service.list({ filter: 'all', page: 1, per_page: 50 });
    expect(listed.data.find((task) => task.id === id)).toMatchObject({ status: 'open', mine: false });
    // The first holder can no longer submit or release it.
    await expect(service.submit(first.id, id, { note: 'late', hours: 1 })).rejects.toMatchObject({ statusCode: 409 });
    const claimed = await service.claim({ volunteerId: second.id, firstResponder: false }, id);
    expect(claimed).toMatchObject({ status: 'claimed', mine: true });
    expect(await service.mine(first.id)).toEqual([]);
  });

  it('keeps the lock when expired lazily too: a claimed task past its lock is claimable without a sweep', async () => {
    const [first, second] = [await makeVolunteer(t.app), await makeVolunteer(t.app)];
    const id = await makeTask(t.app, { mode: 'offline' });
    const start = Date.now();
    await new VolunteerTasksService(t.app.db, () => new Date(start)).claim(
      { volunteerId: first.id, firstResponder: false },
      id,
    );
    const later = new VolunteerTasksService(t.app.db, () => new Date(start + (TASK_RULES.lockHoursOffline + 1) * HOUR));
    expect(await later.claim({ volunteerId: second.id, firstResponder: false }, id)).toMatchObject({ mine: true });
  });
});
