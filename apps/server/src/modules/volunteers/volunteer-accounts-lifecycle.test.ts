import { Writable } from 'node:stream';
import { VOLUNTEER_CODES, VOLUNTEER_MESSAGES, type TaskStatus } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { suiteAdminHeaders, suiteApp, TEST_DIALECT } from '../../test/helpers.js';
import { makeTask } from '../../test/volunteer-tasks.js';
import { registerVolunteer, type TestVolunteer } from '../../test/volunteers.js';
import { appendToLedger, ledgerTotals } from './ledger.js';
import { notifyVolunteers } from './notifications.js';
import { VolunteerViews } from './volunteer-view.js';

/** Every log line the app writes, kept for the privacy test to read. */
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(chunk.toString('utf8'));
    done();
  },
});

describe(`volunteer accounts: suspension, password change, deletion (${TEST_DIALECT})`, () => {
  const t = suiteApp({ SEED_DEMO: 'false' }, { logger: { level: 'trace', stream: logStream } });
  const admin = suiteAdminHeaders(t);
  let ip = 0;
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress: `10.80.0.${++ip}` });
  const me = (volunteer: { headers: Record<string, string> }) =>
    t.app.inject({ method: 'GET', url: '/api/volunteer/me', headers: volunteer.headers });
  const login = (volunteer: TestVolunteer, password = volunteer.password) =>
    post('/api/volunteer/auth/login', { email: volunteer.email, password });
  const update = (id: number, payload: object) =>
    t.app.inject({ method: 'PATCH', url: `/api/admin/volunteers/${id}`, payload, headers: admin });

  const insertTask = (holderId: number, status: TaskStatus) =>
    makeTask(t.app, { type: 'verification', title: 'Check a report', holder_id: holderId, status });
  const taskOf = (id: number) =>
    t.app.db.selectFrom('volunteer_tasks').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('suspending ends the sessions, gives claimed tasks back and refuses sign-in with 403 suspended; restoring lets them in', async () => {
    const volunteer = await registerVolunteer(t.app);
    const claimed = await insertTask(volunteer.id, 'claimed');
    const res = await update(volunteer.id, { status: 'suspended' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'suspended', active_tasks: 0 });
    expect((await me(volunteer)).statusCode).toBe(401);
    expect(await taskOf(claimed)).toMatchObject({ status: 'open', holder_id: null, lock_expires_at: null });
    const refused = await login(volunteer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe(VOLUNTEER_CODES.suspended);
    // A wrong password on a suspended account says nothing about the suspension.
    expect((await login(volunteer, 'wrong password')).statusCode).toBe(422);
    expect((await update(volunteer.id, { status: 'active' })).json().data.status).toBe('active');
    expect((await login(volunteer)).statusCode).toBe(200);
  });

  it('a session of a volunteer suspended meanwhile is refused with 403 on every volunteer route', async () => {
    const volunteer = await registerVolunteer(t.app);
    await t.app.db.updateTable('volunteers').set({ status: 'suspended' }).where('id', '=', volunteer.id).execute();
    const res = await me(volunteer);
    expect(res.statusCode).toBe(403);
  });

  it('changes the password after checking the current one, and ends every other session', async () => {
    const volunteer = await registerVolunteer(t.app);
    const other = await login(volunteer);
    const otherHeaders = { authorization: `Bearer ${other.json().token}` };
    const change = (payload: object) => post('/api/volunteer/me/password', payload, volunteer.headers);
    const wrong = await change({ current_password: 'not the password', new_password: 'a brand new password' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().codes.current_password).toEqual([VOLUNTEER_CODES.passwordWrong]);
    const short = await change({ current_password: volunteer.password, new_password: 'short' });
    expect(short.json().codes.new_password).toEqual([VOLUNTEER_CODES.passwordTooShort]);
    const ok = await change({ current_password: volunteer.password, new_password: 'a brand new password' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe(VOLUNTEER_MESSAGES.passwordChanged);
    expect((await me(volunteer)).statusCode).toBe(200);
    expect((await me({ headers: otherHeaders })).statusCode).toBe(401);
    expect((await login(volunteer)).statusCode).toBe(422);
    expect((await login(volunteer, 'a brand new password')).statusCode).toBe(200);
  });

  it('deletes the account: personal data gone, ledger kept with the same sum, tasks released, no sign-in, email free again', async () => {
    const volunteer = await registerVolunteer(t.app, { name: 'Quockleberry Xylander' });
    await t.app.inject({
      method: 'PUT',
      url: '/api/volunteer/me',
      payload: { name: 'Quockleberry Xylander', province_id: '12' },
      headers: volunteer.headers,
    });
    await appendToLedger(t.app.db, { volunteerId: volunteer.id, amount: 25, reason: 'task_approved' });
    await notifyVolunteers(t.app.db, [volunteer.id], 'task_approved', { task: 1 });
    const claimed = await insertTask(volunteer.id, 'claimed');
    const submitted = await insertTask(volunteer.id, 'submitted');
    const approved = await insertTask(volunteer.id, 'approved');
    const before = await ledgerTotals(t.app.db, volunteer.id);
    const ledgerRows = async () =>
      t.app.db.selectFrom('volunteer_points').selectAll().where('volunteer_id', '=', volunteer.id).execute();
    const rowsBefore = await ledgerRows();

    const wrong = await post('/api/volunteer/me/delete', { password: 'not it' }, volunteer.headers);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().codes.password).toEqual([VOLUNTEER_CODES.passwordWrong]);
    const res = await post('/api/volunteer/me/delete', { password: volunteer.password }, volunteer.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(VOLUNTEER_MESSAGES.accountDeleted);

    const row = await t.app.db
      .selectFrom('volunteers')
      .selectAll()
      .where('id', '=', volunteer.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      email: null,
      name: 'Deleted volunteer',
      password_hash: null,
      province_id: null,
      avatar_media_id: null,
      status: 'deleted',
    });
    expect(row.deleted_at).not.toBeNull();
    expect(await ledgerRows()).toEqual(rowsBefore);
    expect(await ledgerTotals(t.app.db, volunteer.id)).toEqual(before);
    const left = async (table: 'volunteer_sessions' | 'volunteer_notifications') =>
      (await t.app.db.selectFrom(table).select('id').where('volunteer_id', '=', volunteer.id).execute()).length;
    expect(await left('volunteer_sessions')).toBe(0);
    expect(await left('volunteer_notifications')).toBe(0);
    expect(await taskOf(claimed)).toMatchObject({ status: 'open', holder_id: null });
    expect(await taskOf(submitted)).toMatchObject({ status: 'open', holder_id: null, submission_note: null });
    expect(await taskOf(approved)).toMatchObject({ status: 'approved', holder_id: volunteer.id });

    expect((await me(volunteer)).statusCode).toBe(401);
    expect((await login(volunteer)).statusCode).toBe(422);
    expect(await new VolunteerViews(t.app.db, t.app.storage).publicOf([volunteer.id])).toEqual([]);
    const listed = await t.app.inject({ method: 'GET', url: '/api/admin/volunteers?per_page=100', headers: admin });
    expect(listed.json().data.map((v: { id: number }) => v.id)).not.toContain(volunteer.id);
    expect((await update(volunteer.id, { status: 'active' })).statusCode).toBe(404);

    const again = await registerVolunteer(t.app, { email: volunteer.email });
    expect(again.id).not.toBe(volunteer.id);
    expect((await me(again)).json().volunteer.usable_points).toBe(10);
  });

  it('writes no email, password or name of a volunteer to the log', async () => {
    const secretEmail = 'xylander.secret@example.com';
    const secretPassword = 'Quockleberry-password-77';
    const volunteer = await registerVolunteer(t.app, { email: secretEmail, password: secretPassword });
    await login(volunteer);
    await login(volunteer, 'Quockleberry-wrong-guess');
    await post(
      '/api/volunteer/me/password',
      { current_password: secretPassword, new_password: secretPassword + '!' },
      volunteer.headers,
    );
    await post('/api/volunteer/me/delete', { password: secretPassword + '!' }, volunteer.headers);
    const log = logLines.join('\n');
    expect(log.length).toBeGreaterThan(0);
    expect(log).toContain('/api/volunteer/auth/login');
    for (const secret of [secretEmail, 'xylander.secret', 'Quockleberry', secretPassword]) {
      expect(log).not.toContain(secret);
    }
  });
});
