import {
  adminReportListResponseSchema,
  adminReportResponseSchema,
  REPORT_CODES,
  REPORT_ERRORS,
  reportOverviewSchema,
} from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { suiteAdminHeaders, suiteApp, TEST_DIALECT } from '../../test/helpers.js';
import { oldReport, PLACES, report, submit } from '../../test/missing-reports.js';
import { ReunionRepository } from '../reunion/reunion.repository.js';
import { CASE_NUMBER_TAKEN } from './missing-reports.service.js';

const BASE = '/api/admin/reunion/reports';
type Mail = { to: string; replyTo: string; subject: string; text: string };

/** The public case a moderator makes of a report: what the case form sends. */
const publicCase = (name = 'Nguyễn Văn An') => ({
  full_name: name,
  gender: 'male',
  birth_year: null,
  age_at_missing: 8,
  missing_since: '2025-09-14',
  last_seen: { province: 'Thành Phố Hồ Chí Minh', commune: 'Phường Bến Thành', latitude: 10.77, longitude: 106.69 },
  translations: {
    en: { clothing: 'Blue shirt', distinguishing_features: '', description: 'Lost at Ben Thanh market.' },
    vi: { clothing: 'Áo xanh', distinguishing_features: '', description: 'Lạc ở chợ Bến Thành.' },
  },
  // Not read: the report's reporter becomes the contact.
  contact: { reporter_name: 'Someone Else', phone: '0900000000', email: null, relationship: 'friend' },
});

describe(`moderating missing-person reports (${TEST_DIALECT})`, () => {
  const sent: Mail[] = [];
  const t = suiteApp({}, { worker: false, sendMail: async (mail) => void sent.push(mail) });
  const headers = suiteAdminHeaders(t);

  /** Makes every pending job due now and runs the queue once. */
  const runJobs = async () => {
    await t.app.db
      .updateTable('jobs')
      .set({ run_at: new Date(0).toISOString() })
      .where('status', '=', 'pending')
      .execute();
    await t.app.queue.drain();
  };
  const send = async (body: Record<string, unknown>) => {
    const res = await submit(t.app, body);
    expect(res.statusCode).toBe(201);
    const caseNumber = res.json().data.case_number as string;
    const list = adminReportListResponseSchema.parse(
      (await t.app.inject({ url: `${BASE}?search=${caseNumber}`, headers })).json(),
    );
    return { caseNumber, id: list.data[0]!.id };
  };
  const get = async (id: number) =>
    adminReportResponseSchema.parse((await t.app.inject({ url: `${BASE}/${id}`, headers })).json()).data;
  const post = (url: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url, headers, payload: payload as object });

  it('answers 401 to every moderation endpoint without an admin session', async () => {
    const { id } = await send(report());
    for (const [method, url] of [
      ['GET', BASE],
      ['GET', `${BASE}/overview`],
      ['GET', `${BASE}/${id}`],
      ['POST', `${BASE}/${id}/review`],
      ['POST', `${BASE}/${id}/verify`],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: method === 'POST' ? { status: 'rejected' } : undefined });
      expect(res.statusCode, url).toBe(401);
      expect(res.body).not.toContain('Trần Thị Bình');
      const bad = await t.app.inject({ method, url, headers: { authorization: 'Bearer nope' } });
      expect(bad.statusCode, url).toBe(401);
    }
  });

  it('lists reports newest first, filtered by status and by a search over names, number and phone', async () => {
    const a = await send(
      report({ missing_person_name: 'Phạm Thị Hoa', reporter_name: 'Phạm Văn Đức', reporter_phone: '0987 111 222' }),
    );
    const b = await send(report({ missing_person_name: 'Đỗ Minh Khôi' }));
    const list = async (query: string) =>
      adminReportListResponseSchema.parse((await t.app.inject({ url: `${BASE}?${query}`, headers })).json());
    const all = await list('per_page=100');
    expect(all.data[0]!.id).toBe(b.id);
    expect(all.data[1]!.id).toBe(a.id);
    expect(all.data[0]).toMatchObject({ reporter_name: 'Trần Thị Bình', reporter_phone: '0912 345 678' });
    // Diacritics fold both ways: "hoa" finds "Hoa", "duc" finds the reporter "Đức", "do minh" finds "Đỗ Minh".
    expect((await list('search=pham%20thi%20hoa')).data.map((item) => item.id)).toEqual([a.id]);
    expect((await list('search=duc')).data.map((item) => item.id)).toEqual([a.id]);
    expect((await list('search=do%20minh')).data.map((item) => item.id)).toEqual([b.id]);
    expect((await list('search=0987%20111')).data.map((item) => item.id)).toEqual([a.id]);
    expect((await list(`search=${a.caseNumber}`)).data.map((item) => item.id)).toEqual([a.id]);
    expect((await list('search=%25')).total).toBe(0);
    expect((await list('status=rejected')).total).toBe(0);
    expect((await list('status=pending&per_page=1')).last_page).toBe(all.total);
    expect((await t.app.inject({ url: `${BASE}?status=published`, headers })).statusCode).toBe(422);
  });

  it('reviews a report with a note into its history, and mails the family in its language', async () => {
    await runJobs();
    sent.length = 0;
    const { id, caseNumber } = await send(report({ language: 'fr', reporter_email: 'famille@example.com' }));
    await runJobs();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: 'famille@example.com' });
    expect(sent[0]!.subject).toBe(`Nous avons reçu votre signalement ${caseNumber}`);

    const res = await post(`${BASE}/${id}/review`, { status: 'needs_info', note: 'Une photo récente ?' });
    expect(res.statusCode).toBe(200);
    const reviewed = adminReportResponseSchema.parse({ data: res.json().data }).data;
    expect(reviewed.status).toBe('needs_info');
    expect(reviewed.history.map((entry) => [entry.status, entry.note, entry.actor])).toEqual([
      ['pending', null, null],
      ['needs_info', 'Une photo récente ?', 'owner@example.com'],
    ]);
    await runJobs();
    expect(sent[1]!.subject).toContain(caseNumber);
    expect(sent[1]!.text).toContain('Une photo récente ?');

    expect((await post(`${BASE}/${id}/review`, { status: 'rejected', note: 'Doublon.' })).statusCode).toBe(200);
    await runJobs();
    expect(sent[2]!.subject).toBe(`Votre signalement ${caseNumber} n’a pas été publié`);
    expect(sent[2]!.text).toContain('Doublon.');
    // Back to pending: no mail.
    expect((await post(`${BASE}/${id}/review`, { status: 'pending' })).statusCode).toBe(200);
    await runJobs();
    expect(sent).toHaveLength(3);

    expect((await post(`${BASE}/${id}/review`, { status: 'verified' })).statusCode).toBe(422);
    expect((await post(`${BASE}/${id}/review`, { status: 'rejected', note: 'x'.repeat(1001) })).statusCode).toBe(422);
    expect((await post(`${BASE}/999999/review`, { status: 'rejected' })).statusCode).toBe(404);
    const audit = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'missing-report.reviewed')
      .execute();
    expect(audit.map((entry) => entry.subject)).toContain(`${caseNumber}: needs_info → rejected`);
  });

  it('mails nobody when the family gave no email', async () => {
    await runJobs();
    sent.length = 0;
    const { id } = await send(report({ reporter_email: '' }));
    await post(`${BASE}/${id}/review`, { status: 'needs_info', note: 'Call us.' });
    await runJobs();
    expect(sent).toHaveLength(0);
  });

  it('publishes a report as a case with the family’s number and the reporter as its private contact', async () => {
    await runJobs();
    sent.length = 0;
    const { id, caseNumber } = await send(
      oldReport({ language: 'vi', reporter_email: 'me.an@example.com', reporter_name: 'Trần Thị Bình' }),
    );
    const res = await post(`${BASE}/${id}/verify`, { case: publicCase(), note: 'Đã gọi điện xác minh.' });
    expect(res.statusCode, res.body).toBe(200);
    const verified = adminReportResponseSchema.parse({ data: res.json().data }).data;
    expect(verified.status).toBe('verified');
    expect(verified.published_case_number).toBe(caseNumber);
    expect(verified.published_case_id).toEqual(expect.any(Number));
    expect(verified.history.at(-1)).toMatchObject({ status: 'verified', note: 'Đã gọi điện xác minh.' });

    const publicPage = await t.app.inject({ url: `/api/reunion/cases/${caseNumber}?lang=vi` });
    expect(publicPage.statusCode).toBe(200);
    expect(publicPage.json().data).toMatchObject({
      case_number: caseNumber,
      full_name: 'Nguyễn Văn An',
      status: 'missing',
    });
    const adminCase = await t.app.inject({ url: `/api/admin/reunion/cases/${verified.published_case_id}`, headers });
    expect(adminCase.json().data.contact).toEqual({
      reporter_name: 'Trần Thị Bình',
      phone: '0912 345 678',
      email: 'me.an@example.com',
      relationship: 'parent',
    });

    // Published once only.
    const again = await post(`${BASE}/${id}/verify`, { case: publicCase(), note: null });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      message: REPORT_ERRORS.reportNotPending,
      code: REPORT_CODES.reportNotPending,
    });
    expect((await post(`${BASE}/${id}/review`, { status: 'rejected' })).statusCode).toBe(409);
    const cases = await t.app.db
      .selectFrom('reunion_cases')
      .select('id')
      .where('case_number', '=', caseNumber)
      .execute();
    expect(cases).toHaveLength(1);

    await runJobs();
    expect(sent.map((mail) => mail.subject)).toEqual([
      `Chúng tôi đã nhận được báo cáo ${caseNumber} của bạn`,
      `Báo cáo ${caseNumber} của bạn đã được đăng`,
    ]);
    expect(sent[1]!.text).toContain(`/reunion/cases/${caseNumber}`);

    // The case's status changes are mailed to the family too.
    for (const status of ['investigating', 'found'] as const) {
      const changed = await post(`/api/admin/reunion/cases/${verified.published_case_id}/status`, { status });
      expect(changed.statusCode).toBe(200);
    }
    await runJobs();
    expect(sent.slice(2).map((mail) => mail.subject)).toEqual([
      `Hồ sơ ${caseNumber}: đang xác minh`,
      `Hồ sơ ${caseNumber}: đã tìm thấy`,
    ]);
    expect(sent.every((mail) => mail.to === 'me.an@example.com')).toBe(true);
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select(['action', 'subject'])
      .where('subject', '=', caseNumber)
      .execute();
    expect(audit.map((entry) => entry.action).sort()).toEqual(['missing-report.verified', 'reunion-case.created']);
  });

  it('leaves the report pending when the case cannot be made (all or nothing)', async () => {
    const { id, caseNumber } = await send(report());
    const bad = await post(`${BASE}/${id}/verify`, { case: { ...publicCase(), full_name: '' } });
    expect(bad.statusCode).toBe(422);
    expect((await get(id)).status).toBe('pending');
    // A case that took the number at the same instant: the case insert fails inside the transaction.
    await new ReunionRepository(t.app.db).create(
      {
        is_sample: false,
        full_name: 'Other',
        gender: 'male',
        birth_year: 1990,
        age_at_missing: null,
        height_cm: null,
        photo_url: null,
        missing_since: '2024-01-01',
        last_seen: { province: 'Hà Nội', commune: 'Ba Đình', latitude: 21, longitude: 105.8 },
        translations: {},
      },
      null,
      { status: 'missing', case_number: caseNumber },
    );
    const jobs = async () => (await t.app.db.selectFrom('jobs').select('id').execute()).length;
    const jobsBefore = await jobs();
    const taken = await post(`${BASE}/${id}/verify`, { case: publicCase() });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(CASE_NUMBER_TAKEN);
    const after = await get(id);
    expect([after.status, after.published_case_id, after.history.length]).toEqual(['pending', null, 1]);
    expect(await jobs()).toBe(jobsBefore);
    expect((await post(`${BASE}/999999/verify`, { case: publicCase() })).statusCode).toBe(404);
  });

  it('ranks cases and other reports that may be about the same person', async () => {
    const first = await send(report({ missing_person_name: 'Hoàng Thị Mai', age: 30, gender_id: 'female' }));
    const second = await send(report({ missing_person_name: 'Hoang Thi Mai', age: 30, gender_id: 'female' }));
    const other = await send(report({ missing_person_name: 'Võ Văn Tám', age: 60 }));
    const matches = (await get(second.id)).matches;
    expect(matches[0]).toMatchObject({
      kind: 'report',
      id: first.id,
      case_number: first.caseNumber,
      status: 'pending',
    });
    expect(matches.some((match) => match.id === other.id && match.kind === 'report')).toBe(false);
    expect(matches.some((match) => match.id === second.id && match.kind === 'report')).toBe(false);
    expect(matches.length).toBeLessThanOrEqual(10);
    expect((await get(first.id)).matches.map((match) => match.id)).toContain(second.id);
  });

  it('ranks a case about the same person, compared by its place names', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/reunion/cases',
      headers,
      payload: { ...publicCase('Dương Thị Lan'), gender: 'female', age_at_missing: 41, contact: null },
    });
    expect(created.statusCode).toBe(201);
    const { id } = await send(report({ missing_person_name: 'Duong Thi Lan', age: 41, gender_id: 'female' }));
    const match = (await get(id)).matches.find((item) => item.kind === 'case');
    expect(match).toMatchObject({
      id: created.json().data.id,
      case_number: created.json().data.case_number,
      full_name: 'Dương Thị Lan',
      status: 'missing',
      direction: 'same_person',
    });
    expect(match!.reasons.map((reason) => reason.code)).toContain('same_name');
    // The report's place (ids) is compared with the case's (names) through the report's place names too.
    expect(match!.reasons).toContainEqual({ code: 'same_commune', detail: 'same commune name "Phường Bến Thành"' });
  });

  it('finds the two sides of a reverse search, decades apart', async () => {
    // A mother looked for her son in 1998; the grown son now looks for his mother.
    const mother = await send(
      oldReport({
        missing_person_name: 'Lý Văn Tài',
        age: 6,
        gender_id: 'male',
        missing_date: '1998-04-10',
        reporter_name: 'Lý Thị Ngọc',
        reporter_relationship_id: 'parent',
      }),
    );
    const son = await send(
      report({
        missing_person_name: 'Lý Thị Ngọc',
        age: 62,
        gender_id: 'female',
        reporter_name: 'Lý Văn Tài',
        reporter_relationship_id: 'child',
      }),
    );
    const match = (await get(son.id)).matches.find((item) => item.id === mother.id);
    expect(match).toMatchObject({ kind: 'report', direction: 'reverse', case_number: mother.caseNumber });
    expect(match!.reasons.map((reason) => reason.code)).toContain('reverse_search');
    // The reasons name no reporter: a moderator reads them, but they are kept as plain facts.
    expect(JSON.stringify(match!.reasons)).not.toContain('Ngọc');
  });

  it('counts reports by status and says where texts are analysed', async () => {
    const res = await t.app.inject({ url: `${BASE}/overview`, headers });
    const overview = reportOverviewSchema.parse(res.json().data);
    expect(overview.counts.verified).toBe(1);
    expect(overview.counts.pending).toBeGreaterThan(3);
    expect(overview.analysis).toEqual({ provider: 'offline', model_host: null });
  });

  it('answers 404 for an unknown report and 422 for a malformed id', async () => {
    expect((await t.app.inject({ url: `${BASE}/999999`, headers })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `${BASE}/abc`, headers })).statusCode).toBe(422);
    expect(PLACES.current.province).toBe('12');
  });
});
