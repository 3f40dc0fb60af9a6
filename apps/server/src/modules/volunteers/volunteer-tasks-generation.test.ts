import { TASK_RULES, taskListResponseSchema } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { seedVolunteerTasks } from '../../db/seed-volunteer-tasks.js';
import { suiteAdminHeaders, suiteApp, TEST_DIALECT } from '../../test/helpers.js';
import { report, submit, todayVn } from '../../test/missing-reports.js';
import { asVolunteer, makeVolunteer } from '../../test/volunteer-tasks.js';
import { provinceIdOfName } from './provinces.js';

const DAY = 86_400_000;
const vnDate = (daysAgo: number) => new Date(Date.now() + 7 * 3_600_000 - daysAgo * DAY).toISOString().slice(0, 10);

const caseInput = (overrides: Record<string, unknown> = {}) => ({
  full_name: 'Đinh Thị Test',
  gender: 'female',
  birth_year: 1999,
  age_at_missing: null,
  height_cm: 160,
  photo_url: null,
  missing_since: vnDate(0),
  last_seen: { province: 'Đà Nẵng', commune: 'Phường Sơn Trà', latitude: 16.08765, longitude: 108.24321 },
  translations: {
    en: { clothing: 'Red coat.', distinguishing_features: '', description: 'Left work and did not arrive home.' },
    vi: { clothing: 'Áo khoác đỏ.', distinguishing_features: '', description: 'Rời chỗ làm và không về đến nhà.' },
  },
  contact: { reporter_name: 'Reporter Testperson', phone: '0900 000 099', email: '', relationship: 'sibling' },
  ...overrides,
});
const viOnly = {
  vi: { clothing: 'Áo khoác đỏ.', distinguishing_features: '', description: 'Rời chỗ làm và không về đến nhà.' },
};

describe('province names of cases', () => {
  it('maps names with or without diacritics and prefixes, and merged provinces, to today’s id', () => {
    const hcm = provinceIdOfName('Hồ Chí Minh');
    expect(hcm).not.toBeNull();
    expect(provinceIdOfName('TP. Hồ Chí Minh')).toBe(hcm);
    expect(provinceIdOfName('thanh pho ho chi minh')).toBe(hcm);
    expect(provinceIdOfName('Bình Dương')).toBe(hcm);
    expect(provinceIdOfName('Hà Nội')).toBe(provinceIdOfName('ha noi'));
    expect(provinceIdOfName('Đà Nẵng')).not.toBeNull();
    expect(provinceIdOfName('Atlantis')).toBeNull();
    expect(provinceIdOfName('')).toBeNull();
  });
});

describe(`volunteer tasks made from cases and reports (${TEST_DIALECT})`, () => {
  const t = suiteApp();
  const owner = suiteAdminHeaders(t);
  const daNang = provinceIdOfName('Đà Nẵng')!;

  const createCase = async (overrides: Record<string, unknown> = {}) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/reunion/cases',
      headers: owner,
      payload: caseInput(overrides),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { id: number; case_number: string };
  };
  const tasksOf = (caseId: number) =>
    t.app.db.selectFrom('volunteer_tasks').selectAll().where('case_id', '=', caseId).orderBy('id').execute();

  it('makes urgent tasks for a case in its golden hours and tells the volunteers of its province', async () => {
    const near = await makeVolunteer(t.app, { province_id: daNang });
    const responder = await makeVolunteer(t.app, { province_id: daNang, first_responder: true });
    const far = await makeVolunteer(t.app, { province_id: provinceIdOfName('Hà Nội') });
    const created = await createCase();
    const tasks = await tasksOf(created.id);
    expect(tasks.map((task) => [task.kind, task.type, task.mode, task.difficulty])).toEqual([
      ['share_case', 'social_media', 'online', 'easy'],
      ['search_area', 'field_search', 'offline', 'hard'],
      ['coordinate_search', 'coordination', 'offline', 'hard'],
    ]);
    const goldenEnd = Date.parse(`${vnDate(0)}T00:00:00+07:00`) + TASK_RULES.goldenHours * 3_600_000;
    for (const task of tasks) {
      expect(task).toMatchObject({
        urgent: 1,
        bonus: TASK_RULES.urgentBonus,
        province_id: daNang,
        created_by: 'system',
      });
      expect(Date.parse(task.deadline!)).toBe(goldenEnd);
    }
    expect(tasks.find((task) => task.kind === 'coordinate_search')!.first_responder_only).toBe(1);
    const kindsFor = async (id: number) =>
      (await t.app.db.selectFrom('volunteer_notifications').selectAll().where('volunteer_id', '=', id).execute()).map(
        (row) => [row.kind, JSON.parse(row.params).kind as string],
      );
    expect((await kindsFor(near.id)).sort()).toEqual([
      ['urgent_nearby', 'search_area'],
      ['urgent_nearby', 'share_case'],
    ]);
    expect(await kindsFor(responder.id)).toHaveLength(3);
    expect(await kindsFor(far.id)).toEqual([]);
    const list = taskListResponseSchema.parse(
      (await t.app.inject({ url: `/api/volunteer/tasks?per_page=50&province_id=${daNang}` })).json(),
    );
    expect(list.data[0]!.urgent).toBe(true);
    expect(
      list.data.find((task) => task.kind === 'share_case' && task.subject.case_number === created.case_number),
    ).toBeDefined();
  });

  it('asks for an English translation only when the case has none, and no field work for old cases', async () => {
    // The owner's form requires English; a case written in Vietnamese only (an older import) gets a translation task.
    const recent = await createCase({ missing_since: vnDate(10) });
    expect((await tasksOf(recent.id)).map((task) => task.kind)).toEqual(['share_case', 'search_area']);
    await t.app.db
      .updateTable('reunion_cases')
      .set({ translations: JSON.stringify(viOnly) })
      .where('id', '=', recent.id)
      .execute();
    await seedVolunteerTasks(t.app.db);
    expect((await tasksOf(recent.id)).map((task) => [task.kind, task.language, task.urgent])).toEqual([
      ['share_case', null, 0],
      ['search_area', null, 0],
      ['translate_case', 'en', 0],
    ]);
    const old = await createCase({ missing_since: vnDate(40) });
    expect((await tasksOf(old.id)).map((task) => task.kind)).toEqual(['share_case']);
    const threeDays = await createCase({ missing_since: vnDate(3) });
    expect((await tasksOf(threeDays.id)).map((task) => task.kind)).toEqual(['share_case', 'search_area']);
  });

  it('makes each task once: seeding again adds nothing', async () => {
    const before = await t.app.db.selectFrom('volunteer_tasks').select('id').execute();
    await seedVolunteerTasks(t.app.db);
    await seedVolunteerTasks(t.app.db);
    const after = await t.app.db.selectFrom('volunteer_tasks').select(['id', 'source_key']).execute();
    // Platform tasks carry a key, one per subject and kind; the demo's approved history tasks have none.
    const keys = after.flatMap((row) => (row.source_key === null ? [] : [row.source_key]));
    expect(new Set(keys).size).toBe(keys.length);
    // The cases the suite made had all their tasks already; demo cases (if any) got theirs once.
    expect(after.length).toBeGreaterThanOrEqual(before.length);
    const again = await t.app.db.selectFrom('volunteer_tasks').select('id').execute();
    await seedVolunteerTasks(t.app.db);
    expect((await t.app.db.selectFrom('volunteer_tasks').select('id').execute()).length).toBe(again.length);
  });

  it('cancels a found case’s open and claimed tasks, keeping submitted ones', async () => {
    const created = await createCase({ missing_since: vnDate(5) });
    const [share, search] = await tasksOf(created.id);
    const a = await makeVolunteer(t.app);
    const b = await makeVolunteer(t.app);
    expect((await asVolunteer(t.app, a).post(`/api/volunteer/tasks/${share!.id}/claim`)).statusCode).toBe(200);
    await asVolunteer(t.app, a).post(`/api/volunteer/tasks/${share!.id}/submit`, { note: 'Shared.', hours: 1 });
    expect((await asVolunteer(t.app, b).post(`/api/volunteer/tasks/${search!.id}/claim`)).statusCode).toBe(200);
    const found = await t.app.inject({
      method: 'POST',
      url: `/api/admin/reunion/cases/${created.id}/status`,
      headers: owner,
      payload: { status: 'found', note: { vi: 'Đã đoàn tụ.' } },
    });
    expect(found.statusCode, found.body).toBe(200);
    const after = await tasksOf(created.id);
    expect(after.map((task) => [task.kind, task.status])).toEqual([
      ['share_case', 'submitted'],
      ['search_area', 'cancelled'],
    ]);
    expect(after.find((task) => task.kind === 'search_area')!.holder_id).toBeNull();
  });

  it('makes a first-responder verification task from a new report, with nothing personal in the list', async () => {
    const responder = await makeVolunteer(t.app, { province_id: '12', first_responder: true });
    const plain = await makeVolunteer(t.app, { province_id: '12' });
    const res = await submit(t.app, report({ missing_date: todayVn(), missing_time: '00:00' }));
    expect(res.statusCode, res.body).toBe(201);
    const caseNumber = res.json().data.case_number as string;
    const row = await t.app.db
      .selectFrom('volunteer_tasks as t')
      .innerJoin('missing_person_reports as r', 'r.id', 't.report_id')
      .selectAll('t')
      .where('r.case_number', '=', caseNumber)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      kind: 'verify_report',
      type: 'verification',
      mode: 'online',
      difficulty: 'medium',
      first_responder_only: 1,
      needs_contact: 1,
      province_id: '12',
      urgent: 1,
      source_key: `verify_report:${row.report_id}`,
    });
    const told = await t.app.db
      .selectFrom('volunteer_notifications')
      .selectAll()
      .where('kind', '=', 'urgent_nearby')
      .execute();
    expect(told.filter((note) => note.volunteer_id === responder.id)).toHaveLength(1);
    expect(told.filter((note) => note.volunteer_id === plain.id)).toHaveLength(0);
    expect(JSON.parse(told.find((note) => note.volunteer_id === responder.id)!.params)).toMatchObject({
      report_ref: caseNumber,
      kind: 'verify_report',
    });
    const list = await t.app.inject({ url: '/api/volunteer/tasks?filter=verification&per_page=50' });
    const task = taskListResponseSchema.parse(list.json()).data.find((each) => each.id === row.id)!;
    expect(task.subject).toEqual({
      case_number: null,
      report_ref: caseNumber,
      province_id: '12',
      province_name: expect.any(String),
      language: null,
    });
    for (const secret of ['Nguyễn Văn An', 'Trần Thị Bình', '0912 345 678', 'binh.tran@example.com', 'Chợ Bến Thành'])
      expect(list.body).not.toContain(secret);
  });
});
