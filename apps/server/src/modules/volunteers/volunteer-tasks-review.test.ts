import {
  adminTaskSavedSchema,
  adminVolunteerSavedSchema,
  ledgerResponseSchema,
  levelOf,
  notificationListSchema,
  TASK_POINTS,
  TASK_RULES,
  taskSubmissionListSchema,
  TRUSTED_LEVEL,
  VOLUNTEER_CODES,
  VOLUNTEER_LEVELS,
} from '@site/contracts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { suiteAdminHeaders, suiteApp, TEST_ADMIN, TEST_DIALECT } from '../../test/helpers.js';
import { asVolunteer, completeTask, makeTask, makeVolunteer, type TestVolunteer } from '../../test/volunteer-tasks.js';
import { ledgerTotals } from './ledger.js';
import { VolunteerTasksService } from './volunteer-tasks.service.js';

const HOUR = 3_600_000;
const trustedPoints = VOLUNTEER_LEVELS.find((level) => level.level === TRUSTED_LEVEL)!.min;

describe(`volunteer task review, ledger and levels (${TEST_DIALECT})`, () => {
  const t = suiteApp();
  const owner = suiteAdminHeaders(t);

  const submitted = async (volunteer: TestVolunteer, over: Parameters<typeof makeTask>[1] = {}) => {
    const id = await makeTask(t.app, over);
    const as = asVolunteer(t.app, volunteer);
    expect((await as.post(`/api/volunteer/tasks/${id}/claim`)).statusCode).toBe(200);
    expect((await as.post(`/api/volunteer/tasks/${id}/submit`, { note: 'Done it.', hours: 2 })).statusCode).toBe(200);
    return id;
  };
  const ownerReview = (id: number, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/admin/volunteer-tasks/${id}/review`, headers: owner, payload });
  const ledgerOf = async (volunteer: TestVolunteer) =>
    ledgerResponseSchema.parse((await asVolunteer(t.app, volunteer).get('/api/volunteer/points?per_page=100')).json());
  const notificationsOf = async (volunteer: TestVolunteer) =>
    notificationListSchema.parse(
      (await asVolunteer(t.app, volunteer).get('/api/volunteer/notifications?per_page=100')).json(),
    );

  it('approves: the task points and its bonus in the ledger, totals moved, the volunteer told, audited', async () => {
    const volunteer = await makeVolunteer(t.app);
    const id = await submitted(volunteer, { difficulty: 'medium', bonus: 15 });
    const res = await ownerReview(id, { decision: 'approve' });
    expect(res.statusCode, res.body).toBe(200);
    const task = adminTaskSavedSchema.parse(res.json()).data;
    expect(task).toMatchObject({ status: 'approved', reviewed_by: TEST_ADMIN.email, hours: 2 });
    const ledger = await ledgerOf(volunteer);
    expect(ledger.data.map((entry) => [entry.reason, entry.amount, entry.task_id])).toEqual([
      ['task_bonus', 15, id],
      ['task_approved', TASK_POINTS.medium, id],
    ]);
    expect(ledger).toMatchObject({ usable_points: 40, lifetime_points: 40 });
    expect(await ledgerTotals(t.app.db, volunteer.id)).toEqual({ usable: 40, lifetime: 40 });
    const notes = await notificationsOf(volunteer);
    expect(notes.data.map((note) => note.kind)).toEqual(['task_approved']);
    expect(notes.data[0]!.params).toMatchObject({ task_id: id, points: 40 });
    const audit = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'volunteer-task.reviewed')
      .execute();
    expect(audit.map((entry) => entry.subject)).toContain(`#${id}: approve`);
    const again = await ownerReview(id, { decision: 'approve' });
    expect(again.statusCode).toBe(409);
    expect((await ledgerOf(volunteer)).data).toHaveLength(2);
  });

  it('pays the urgent bonus only when the task was submitted within its golden hours', async () => {
    const [quick, slow] = [await makeVolunteer(t.app), await makeVolunteer(t.app)];
    const start = Date.now();
    const deadline = new Date(start + 2 * HOUR).toISOString();
    const urgent = { urgent: true, bonus: TASK_RULES.urgentBonus, deadline, difficulty: 'hard' as const };
    const inTime = await makeTask(t.app, urgent);
    const late = await makeTask(t.app, urgent);
    const at = (ms: number) => new VolunteerTasksService(t.app.db, () => new Date(ms));
    await at(start).claim({ volunteerId: quick.id, firstResponder: false }, inTime);
    await at(start + HOUR).submit(quick.id, inTime, { note: 'Shared.', hours: 1 });
    await at(start).claim({ volunteerId: slow.id, firstResponder: false }, late);
    await at(start + 3 * HOUR).submit(slow.id, late, { note: 'Shared late.', hours: 1 });
    expect((await ownerReview(inTime, { decision: 'approve' })).statusCode).toBe(200);
    expect((await ownerReview(late, { decision: 'approve' })).statusCode).toBe(200);
    expect((await ledgerOf(quick)).data.map((entry) => entry.reason).sort()).toEqual(['task_approved', 'urgent_bonus']);
    expect((await ledgerOf(quick)).lifetime_points).toBe(TASK_POINTS.hard + TASK_RULES.urgentBonus);
    expect((await ledgerOf(slow)).data.map((entry) => entry.reason)).toEqual(['task_approved']);
  });

  it('returns a task to open with the note for its volunteer only, and tells them', async () => {
    const [volunteer, other] = [await makeVolunteer(t.app), await makeVolunteer(t.app)];
    const id = await submitted(volunteer);
    const noNote = await ownerReview(id, { decision: 'return', note: '  ' });
    expect(noNote.statusCode).toBe(422);
    expect(noNote.json().codes.note).toEqual([VOLUNTEER_CODES.reviewNoteRequired]);
    const res = await ownerReview(id, { decision: 'return', note: 'Please add the links you shared.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(adminTaskSavedSchema.parse(res.json()).data).toMatchObject({ status: 'open', holder: null });
    const row = await t.app.db.selectFrom('volunteer_tasks').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ returned_to_id: volunteer.id, holder_id: null, reviewed_by: TEST_ADMIN.email });
    const service = new VolunteerTasksService(t.app.db);
    const forThem = (await service.list({ filter: 'all', page: 1, per_page: 50 }, volunteer.id)).data.find(
      (task) => task.id === id,
    );
    expect(forThem?.review_note).toBe('Please add the links you shared.');
    const forOthers = (await service.list({ filter: 'all', page: 1, per_page: 50 }, other.id)).data.find(
      (task) => task.id === id,
    );
    expect(forOthers?.review_note).toBeNull();
    const publicList = await t.app.inject({ url: '/api/volunteer/tasks?per_page=50' });
    expect(publicList.body).not.toContain('Please add the links');
    expect((await notificationsOf(volunteer)).data.map((note) => note.kind)).toEqual(['task_returned']);
    expect((await ledgerOf(volunteer)).data).toEqual([]);
    expect((await asVolunteer(t.app, other).post(`/api/volunteer/tasks/${id}/claim`)).statusCode).toBe(200);
  });

  it('lets a trusted volunteer review others’ submissions, never their own, and nobody below the level', async () => {
    const reviewer = await makeVolunteer(t.app, { lifetime: trustedPoints });
    const novice = await makeVolunteer(t.app, { lifetime: trustedPoints - 1 });
    const worker = await makeVolunteer(t.app);
    const theirs = await submitted(worker);
    const own = await submitted(reviewer);
    const low = await asVolunteer(t.app, novice).post(`/api/volunteer/tasks/${theirs}/review`, { decision: 'approve' });
    expect(low.statusCode).toBe(403);
    expect(low.json().code).toBe(VOLUNTEER_CODES.levelTooLow);
    expect((await asVolunteer(t.app, novice).get('/api/volunteer/reviews')).statusCode).toBe(403);
    const self = await asVolunteer(t.app, reviewer).post(`/api/volunteer/tasks/${own}/review`, { decision: 'approve' });
    expect(self.statusCode).toBe(403);
    expect(self.json().code).toBe(VOLUNTEER_CODES.ownSubmission);
    const queue = taskSubmissionListSchema.parse(
      (await asVolunteer(t.app, reviewer).get('/api/volunteer/reviews?per_page=100')).json(),
    );
    const ids = queue.data.map((item) => item.id);
    expect(ids).toContain(theirs);
    expect(ids).not.toContain(own);
    const item = queue.data.find((entry) => entry.id === theirs)!;
    expect(item).toMatchObject({ submission_note: 'Done it.', hours: 2, volunteer: { id: worker.id } });
    expect(JSON.stringify(item)).not.toContain('@example.com');
    const ok = await asVolunteer(t.app, reviewer).post(`/api/volunteer/tasks/${theirs}/review`, {
      decision: 'approve',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const row = await t.app.db
      .selectFrom('volunteer_tasks')
      .selectAll()
      .where('id', '=', theirs)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'approved', reviewed_by: `volunteer:${reviewer.id}` });
    // The reviewer may read the task they reviewed.
    expect((await asVolunteer(t.app, reviewer).get(`/api/volunteer/tasks/${theirs}`)).statusCode).toBe(200);
  });

  it('derives levels from lifetime points at each threshold and tells the volunteer of a new level', async () => {
    for (const level of VOLUNTEER_LEVELS) {
      expect(levelOf(level.min).level).toBe(level.level);
      if (level.min > 0) expect(levelOf(level.min - 1).level).toBe(level.level - 1);
    }
    expect(levelOf(6000).next_at).toBeNull();
    const below = await makeVolunteer(t.app, { lifetime: 100 - TASK_POINTS.easy - 1 });
    const reaching = await makeVolunteer(t.app, { lifetime: 100 - TASK_POINTS.easy });
    await completeTask(t.app, below, await makeTask(t.app), owner);
    await completeTask(t.app, reaching, await makeTask(t.app), owner);
    expect((await notificationsOf(below)).data.map((note) => note.kind)).toEqual(['task_approved']);
    const notes = (await notificationsOf(reaching)).data;
    expect(notes.map((note) => note.kind).sort()).toEqual(['level_up', 'task_approved']);
    expect(notes.find((note) => note.kind === 'level_up')!.params).toMatchObject({ level: 2, key: 'helper' });
    const me = await asVolunteer(t.app, reaching).get('/api/volunteer/dashboard');
    expect(me.json().data.volunteer.level).toEqual({ level: 2, key: 'helper', next_at: 300 });
  });

  it('keeps the ledger append-only: the database refuses UPDATE and DELETE', async () => {
    const volunteer = await makeVolunteer(t.app, { lifetime: 5 });
    await expect(
      t.app.db.updateTable('volunteer_points').set({ amount: 500 }).where('volunteer_id', '=', volunteer.id).execute(),
    ).rejects.toThrow(/append-only/);
    await expect(
      t.app.db.deleteFrom('volunteer_points').where('volunteer_id', '=', volunteer.id).execute(),
    ).rejects.toThrow(/append-only/);
    await expect(sql`delete from volunteer_points`.execute(t.app.db)).rejects.toThrow(/append-only/);
    expect(await ledgerTotals(t.app.db, volunteer.id)).toEqual({ usable: 5, lifetime: 5 });
  });

  it('records spends and corrections; never below zero usable points; totals equal the ledger', async () => {
    const volunteer = await makeVolunteer(t.app);
    const spend = (amount: number, note = 'Gift sent') =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/volunteers/${volunteer.id}/points`,
        headers: owner,
        payload: { amount, note },
      });
    await completeTask(t.app, volunteer, await makeTask(t.app, { difficulty: 'hard' }), owner);
    const add = await spend(30, 'Correction: a task approved twice by mistake was missing');
    expect(add.statusCode, add.body).toBe(200);
    expect(adminVolunteerSavedSchema.parse(add.json()).data).toMatchObject({ usable_points: 80, lifetime_points: 80 });
    expect((await spend(-60)).statusCode).toBe(200);
    const tooMuch = await spend(-21);
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().code).toBe(VOLUNTEER_CODES.notEnoughPoints);
    expect((await spend(0)).statusCode).toBe(422);
    expect((await spend(-20, '   ')).statusCode).toBe(422);
    expect((await spend(-20)).statusCode).toBe(200);
    const ledger = await ledgerOf(volunteer);
    expect(ledger.data.map((entry) => entry.reason)).toEqual([
      'redemption',
      'redemption',
      'adjustment',
      'task_approved',
    ]);
    expect(ledger).toMatchObject({ usable_points: 0, lifetime_points: 80 });
    expect(await ledgerTotals(t.app.db, volunteer.id)).toEqual({ usable: 0, lifetime: 80 });
    expect(levelOf(ledger.lifetime_points).level).toBe(1);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/admin/volunteers/999999/points',
      headers: owner,
      payload: { amount: 5, note: 'x' },
    });
    expect(unknown.statusCode).toBe(404);
    const audit = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'volunteer.points_recorded')
      .execute();
    expect(audit.length).toBeGreaterThanOrEqual(3);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/admin/volunteers/${volunteer.id}/points`,
          payload: { amount: 5, note: 'x' },
        })
      ).statusCode,
    ).toBe(401);
  });
});
