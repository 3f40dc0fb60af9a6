import { TASK_FILTERS, taskListResponseSchema, type TaskType, type VolunteerTask } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { DEMO_REPORT_SUBMISSION, seedVolunteerTasks } from '../../db/seed-volunteer-tasks.js';
import { SEED_CASE_FACTS, SEED_CASE_KEYS } from '../../db/seed-content/reunion/index.js';
import { suiteApp, TEST_DIALECT } from '../../test/helpers.js';

/** Every open task of the public list under `filter`, page by page. */
async function openTasks(
  t: ReturnType<typeof suiteApp>,
  filter: string,
): Promise<{ tasks: VolunteerTask[]; body: string }> {
  const tasks: VolunteerTask[] = [];
  let body = '';
  for (let page = 1; ; page++) {
    const res = await t.app.inject({ url: `/api/volunteer/tasks?filter=${filter}&per_page=50&page=${page}` });
    expect(res.statusCode, res.body).toBe(200);
    const list = taskListResponseSchema.parse(res.json());
    tasks.push(...list.data);
    body += res.body;
    if (page >= list.last_page) return { tasks, body };
  }
}

describe(`the demo's volunteer tasks (${TEST_DIALECT})`, () => {
  // The demo content is seeded when the app starts, as on a fresh site.
  const t = suiteApp();

  it('has open tasks under every filter of the public list, and of every type a volunteer can take', async () => {
    for (const filter of TASK_FILTERS) {
      const { tasks } = await openTasks(t, filter);
      expect(tasks.filter((task) => task.status === 'open').length, filter).toBeGreaterThan(0);
    }
    const { tasks } = await openTasks(t, 'all');
    const types = new Set(tasks.map((task) => task.type));
    // The types the platform's own work makes (training and leadership tasks are the owner's to write).
    const made: TaskType[] = ['verification', 'social_media', 'field_search', 'translation', 'coordination'];
    for (const type of made) expect(types, type).toContain(type);
    const offline = tasks.filter((task) => task.mode === 'offline').map((task) => task.type);
    expect(offline).toContain('field_search');
    expect(tasks.filter((task) => task.first_responder_only).map((task) => task.type)).toEqual(
      expect.arrayContaining(['verification', 'coordination']),
    );
  });

  it('makes the verification task from a demo report awaiting verification, for first responders with contact', async () => {
    const report = await t.app.db
      .selectFrom('missing_person_reports')
      .select(['id', 'status', 'case_number'])
      .where('submission_id', '=', DEMO_REPORT_SUBMISSION)
      .executeTakeFirstOrThrow();
    expect(report.status).toBe('pending');
    const task = await t.app.db
      .selectFrom('volunteer_tasks')
      .selectAll()
      .where('report_id', '=', report.id)
      .executeTakeFirstOrThrow();
    expect(task).toMatchObject({
      kind: 'verify_report',
      type: 'verification',
      status: 'open',
      first_responder_only: 1,
      needs_contact: 1,
      deadline: null,
    });
    const { tasks } = await openTasks(t, 'verification');
    expect(tasks.find((each) => each.id === task.id)?.subject.report_ref).toBe(report.case_number);
  });

  it('shows no reporter’s contact and nothing of the reported person in the public list', async () => {
    const { body } = await openTasks(t, 'all');
    const reports = await t.app.db
      .selectFrom('missing_person_reports')
      .select(['missing_person_name', 'reporter_name', 'reporter_phone', 'reporter_email'])
      .execute();
    expect(reports.length).toBeGreaterThan(0);
    const secrets = reports.flatMap((row) => [row.missing_person_name, row.reporter_name, row.reporter_phone]);
    for (const row of reports) if (row.reporter_email) secrets.push(row.reporter_email);
    for (const key of SEED_CASE_KEYS) {
      const { contact } = SEED_CASE_FACTS[key];
      secrets.push(contact.reporter_name, contact.phone, ...(contact.email ? [contact.email] : []));
    }
    for (const secret of secrets) expect(body).not.toContain(secret);
    expect(body).not.toMatch(/@example\.(com|org)|0900 000/);
  });

  it('makes nothing again when seeded on every start', async () => {
    const count = async (table: 'volunteer_tasks' | 'missing_person_reports') =>
      (await t.app.db.selectFrom(table).select('id').execute()).length;
    const [tasks, reports] = [await count('volunteer_tasks'), await count('missing_person_reports')];
    await seedVolunteerTasks(t.app.db);
    await seedVolunteerTasks(t.app.db);
    expect(await count('volunteer_tasks')).toBe(tasks);
    expect(await count('missing_person_reports')).toBe(reports);
  });
});
