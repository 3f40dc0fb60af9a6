import { describe, expect, it } from 'vitest';
import { suiteAdminHeaders, suiteApp, TEST_DIALECT } from '../../test/helpers.js';
import { makeTask } from '../../test/volunteer-tasks.js';
import { registerVolunteer } from '../../test/volunteers.js';

describe(`volunteer accounts in the site admin (${TEST_DIALECT})`, () => {
  const t = suiteApp({ SEED_DEMO: 'false' });
  const admin = suiteAdminHeaders(t);
  const list = (query: string, headers = admin) =>
    t.app.inject({ method: 'GET', url: `/api/admin/volunteers${query}`, headers });
  const update = (id: number, payload: object) =>
    t.app.inject({ method: 'PATCH', url: `/api/admin/volunteers/${id}`, payload, headers: admin });

  it('lists volunteers with email, status, held tasks and last activity; searches name and email without diacritics', async () => {
    const hoa = await registerVolunteer(t.app, { name: 'Nguyễn Thị Hoà', email: 'hoa.admin@example.com' });
    const bao = await registerVolunteer(t.app, { name: 'Trần Bảo', email: 'bao.admin@example.org' });
    for (const status of ['claimed', 'submitted', 'approved'] as const)
      await makeTask(t.app, { holder_id: hoa.id, status, title: 'Share', description: 'Share it' });

    const all = await list('');
    expect(all.statusCode).toBe(200);
    expect(all.json().total).toBe(2);
    const first = all.json().data.find((v: { id: number }) => v.id === hoa.id);
    expect(first).toMatchObject({ email: 'hoa.admin@example.com', status: 'active', active_tasks: 2 });
    expect(first.last_active_at).not.toBeNull();
    expect(first.stats.tasks_completed).toBe(1);
    expect(all.body).not.toMatch(/password|argon2/);

    const byName = await list('?search=nguyen thi hoa');
    expect(byName.json().data.map((v: { id: number }) => v.id)).toEqual([hoa.id]);
    const byEmail = await list('?search=example.org');
    expect(byEmail.json().data.map((v: { id: number }) => v.id)).toEqual([bao.id]);
    const paged = await list('?per_page=1&page=2');
    expect(paged.json()).toMatchObject({ total: 2, current_page: 2, last_page: 2, per_page: 1 });
    expect(paged.json().data).toHaveLength(1);
  });

  it('filters by status and by the first-responder team, and records each change in the audit log', async () => {
    const volunteer = await registerVolunteer(t.app, { name: 'Phạm Ứng Cứu' });
    const appointed = await update(volunteer.id, { first_responder: true });
    expect(appointed.statusCode).toBe(200);
    expect(appointed.json().data.first_responder).toBe(true);
    const team = await list('?first_responder=true');
    expect(team.json().data.map((v: { id: number }) => v.id)).toEqual([volunteer.id]);
    expect((await list('?first_responder=false')).json().data.map((v: { id: number }) => v.id)).not.toContain(
      volunteer.id,
    );
    await update(volunteer.id, { status: 'suspended' });
    expect((await list('?status=suspended')).json().data.map((v: { id: number }) => v.id)).toEqual([volunteer.id]);
    expect((await list('?status=active')).json().data.map((v: { id: number }) => v.id)).not.toContain(volunteer.id);
    await update(volunteer.id, { status: 'active', first_responder: false });
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select(['action', 'subject', 'actor'])
      .where('action', 'like', 'volunteer.%')
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual([
      'volunteer.appointed',
      'volunteer.suspended',
      'volunteer.restored',
      'volunteer.dismissed',
    ]);
    expect(audit.every((row) => row.subject?.includes('Phạm Ứng Cứu') && row.actor === 'owner@example.com')).toBe(true);
  });

  it('refuses bad filters, unknown volunteers, a status of deleted, and anyone but the owner', async () => {
    expect((await list('?status=deleted')).statusCode).toBe(422);
    expect((await list('?per_page=100000')).statusCode).toBe(422);
    expect((await update(999_999, { status: 'suspended' })).statusCode).toBe(404);
    const volunteer = await registerVolunteer(t.app);
    expect((await update(volunteer.id, { status: 'deleted' })).statusCode).toBe(422);
    expect((await list('', {})).statusCode).toBe(401);
    expect((await list('', volunteer.headers)).statusCode).toBe(401);
  });
});
