import {
  adminReunionCaseSchema,
  CASE_CODES,
  CASE_NUMBER_PATTERN,
  caseResponseSchema,
  pagedSchema,
  savedResponseSchema,
  type AdminReunionCase,
} from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { suiteAdminHeaders, suiteApp, TEST_DIALECT } from '../../test/helpers.js';

const page = pagedSchema(adminReunionCaseSchema);
const saved = savedResponseSchema(adminReunionCaseSchema);

const caseInput = (overrides: Record<string, unknown> = {}) => ({
  full_name: 'Đinh Thị Test',
  gender: 'female',
  birth_year: 1999,
  age_at_missing: null,
  height_cm: 160,
  photo_url: null,
  missing_since: '2026-02-10',
  last_seen: { province: 'Đà Nẵng', commune: 'Phường Sơn Trà', latitude: 16.08765, longitude: 108.24321 },
  translations: {
    en: { clothing: 'Red coat.', distinguishing_features: '', description: 'Left work and did not arrive home.' },
    vi: {
      clothing: 'Áo khoác đỏ.',
      distinguishing_features: '',
      description: 'Rời chỗ làm và không về đến nhà.',
      reward: '3.000.000 ₫',
    },
  },
  contact: { reporter_name: 'Reporter Testperson', phone: '0900 000 099', email: '', relationship: 'sibling' },
  ...overrides,
});

describe(`reunion admin cases (${TEST_DIALECT})`, () => {
  const t = suiteApp();
  const headers = suiteAdminHeaders(t);

  const search = async (query: string) => {
    const res = await t.app.inject({ url: `/api/admin/reunion/cases?${query}`, headers });
    expect(res.statusCode, query).toBe(200);
    return page.parse(res.json());
  };
  const create = async (overrides: Record<string, unknown> = {}) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/reunion/cases',
      headers,
      payload: caseInput(overrides),
    });
    expect(res.statusCode, res.body).toBe(201);
    return saved.parse(res.json()).data;
  };

  it('requires the admin token on every admin route', async () => {
    const routes = t.app.routeList.filter((route) => route.url.startsWith('/api/admin/reunion/cases'));
    expect(routes.length).toBe(6);
    for (const route of routes) {
      const url = route.url.replace(':id', '1');
      const anonymous = await t.app.inject({ method: route.method as 'GET', url, payload: {} });
      expect(anonymous.statusCode, `${route.method} ${url}`).toBe(401);
      const forged = await t.app.inject({
        method: route.method as 'GET',
        url,
        payload: {},
        headers: { authorization: 'Bearer not-a-token' },
      });
      expect(forged.statusCode, `${route.method} ${url}`).toBe(401);
    }
  });

  describe('list and search', () => {
    it('lists every case with its private contact and history, newest-updated first, paged', async () => {
      const all = await search('per_page=5');
      expect(all).toMatchObject({ total: 12, per_page: 5, last_page: 3 });
      const first = all.data[0]!;
      expect(first.contact?.phone).toMatch(/^0900 000 0\d\d$/);
      expect(first.status_history.length).toBeGreaterThan(0);
      expect((await search('per_page=20')).per_page).toBe(20);
      const status = await search('status=found');
      expect(status.total).toBe(3);
    });

    it('finds cases without diacritics: "da nang" finds Đà Nẵng, by name, commune and case number', async () => {
      const daNang = await search('search=da%20nang');
      expect(daNang.data.map((item) => item.last_seen.province)).toContain('Đà Nẵng');
      expect(daNang.data.every((item) => item.last_seen.province === 'Đà Nẵng')).toBe(true);
      expect((await search('search=NGUYEN%20VAN%20HUNG')).data.map((item) => item.full_name)).toEqual([
        'Nguyễn Văn Hùng',
      ]);
      expect((await search('search=hoan%20kiem')).total).toBe(1);
      expect((await search('search=VN-2026-00052')).data[0]!.full_name).toBe('Sùng Thị Mỷ');
      expect((await search('search=ho%20chi%20minh&status=found')).total).toBe(1);
      // Hostile and odd input finds nothing and breaks nothing.
      for (const text of ["' or 1=1 --", '%', '_', '%25%25', '<script>alert(1)</script>', 'zzzz-nobody']) {
        expect((await search(`search=${encodeURIComponent(text)}`)).total, text).toBe(0);
      }
      expect((await search('search=%20%20')).total).toBe(12);
      const tooLong = await t.app.inject({ url: `/api/admin/reunion/cases?search=${'a'.repeat(201)}`, headers });
      expect(tooLong.statusCode).toBe(422);
    });
  });

  describe('create, update, status, delete', () => {
    let created: AdminReunionCase;

    it('creates a case with the next number of the year, missing, coarse position, audited', async () => {
      created = await create();
      const year = new Date().getUTCFullYear();
      expect(created.case_number).toMatch(CASE_NUMBER_PATTERN);
      expect(created.case_number.startsWith(`VN-${year}-`)).toBe(true);
      expect(created).toMatchObject({ status: 'missing', is_sample: false, full_name: 'Đinh Thị Test' });
      expect(created.last_seen).toMatchObject({ latitude: 16.09, longitude: 108.24 });
      expect(created.contact).toEqual({
        reporter_name: 'Reporter Testperson',
        phone: '0900 000 099',
        email: null,
        relationship: 'sibling',
      });
      expect(created.translations.vi?.reward).toBe('3.000.000 ₫');
      expect(created.translations.en?.reward).toBeNull();
      expect(created.translations.fr).toBeUndefined();
      expect(created.status_history).toEqual([{ status: 'missing', changed_at: created.created_at, note: {} }]);

      const next = await create({ full_name: 'Second Test' });
      expect(Number(next.case_number.slice(-5))).toBe(Number(created.case_number.slice(-5)) + 1);
      expect(
        (await t.app.inject({ method: 'DELETE', url: `/api/admin/reunion/cases/${next.id}`, headers })).statusCode,
      ).toBe(200);

      const audit = await t.app.db
        .selectFrom('audit_log')
        .select(['action', 'subject'])
        .where('action', '=', 'reunion-case.created')
        .execute();
      expect(audit.map((entry) => entry.subject)).toContain(created.case_number);

      // The public page shows it (in French, English texts), without its contact.
      const pub = await t.app.inject({ url: `/api/reunion/cases/${created.case_number}?lang=fr` });
      expect(pub.statusCode).toBe(200);
      const data = caseResponseSchema.parse(pub.json()).data;
      expect(data.description).toBe('Left work and did not arrive home.');
      expect(data.reward).toBeNull();
      expect(pub.body).not.toContain('Reporter Testperson');
      expect(pub.body).not.toContain('0900 000 099');
    });

    it('validates every field and answers per-field messages with codes', async () => {
      const cases: [Record<string, unknown>, string, string?][] = [
        [{ full_name: '' }, 'full_name', CASE_CODES.nameRequired],
        [{ full_name: '   ' }, 'full_name', CASE_CODES.nameRequired],
        [{ full_name: 'x'.repeat(121) }, 'full_name'],
        [{ gender: 'robot' }, 'gender'],
        [{ birth_year: null, age_at_missing: null }, 'age_at_missing', CASE_CODES.ageRequired],
        [{ birth_year: null, age_at_missing: 121 }, 'age_at_missing'],
        [{ birth_year: null, age_at_missing: -1 }, 'age_at_missing'],
        [{ birth_year: null, age_at_missing: 3.5 }, 'age_at_missing'],
        [{ birth_year: 3000 }, 'birth_year', CASE_CODES.birthYearFuture],
        [{ birth_year: 2026, missing_since: '2025-01-01' }, 'birth_year', CASE_CODES.bornAfterMissing],
        [{ birth_year: 1800 }, 'birth_year'],
        [{ height_cm: 5 }, 'height_cm'],
        [{ missing_since: '2026-02-30' }, 'missing_since', CASE_CODES.dateInvalid],
        [{ missing_since: '10/02/2026' }, 'missing_since', CASE_CODES.dateInvalid],
        [{ missing_since: '2999-01-01' }, 'missing_since', CASE_CODES.dateFuture],
        [{ photo_url: 'javascript:alert(1)' }, 'photo_url'],
        [{ photo_url: '//evil.example/x.png' }, 'photo_url'],
        [
          { last_seen: { province: '', commune: 'Phường Sơn Trà', latitude: 16, longitude: 108 } },
          'last_seen.province',
          CASE_CODES.placeRequired,
        ],
        [
          { last_seen: { province: 'Paris', commune: 'Louvre', latitude: 48.86, longitude: 2.34 } },
          'last_seen.latitude',
          CASE_CODES.outsideVietnam,
        ],
        [{ last_seen: { province: 'X', commune: 'Y', latitude: 'north', longitude: 108 } }, 'last_seen.latitude'],
        [{ translations: { vi: { clothing: '', distinguishing_features: '', description: 'x' } } }, 'translations.en'],
        [
          { translations: { en: { clothing: '', distinguishing_features: '', description: '' } } },
          'translations.en.description',
          CASE_CODES.descriptionRequired,
        ],
        [
          { translations: { en: { clothing: '', distinguishing_features: '', description: 'x'.repeat(4001) } } },
          'translations.en.description',
        ],
        [{ contact: { reporter_name: '', phone: '0900000099', relationship: 'parent' } }, 'contact.reporter_name'],
        [
          { contact: { reporter_name: 'A', phone: '12', relationship: 'parent' } },
          'contact.phone',
          CASE_CODES.phoneInvalid,
        ],
        [{ contact: { reporter_name: 'A', phone: 'call me', relationship: 'parent' } }, 'contact.phone'],
        [
          { contact: { reporter_name: 'A', phone: '0900000099', email: 'not-an-email', relationship: 'parent' } },
          'contact.email',
        ],
        [{ contact: { reporter_name: 'A', phone: '0900000099', relationship: 'boss' } }, 'contact.relationship'],
      ];
      for (const [override, field, code] of cases) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/admin/reunion/cases',
          headers,
          payload: caseInput(override),
        });
        expect(res.statusCode, field).toBe(422);
        const body = res.json();
        expect(Object.keys(body.errors), `${field}: ${JSON.stringify(body.errors)}`).toContain(field);
        if (code) expect(body.codes?.[field], field).toContain(code);
      }
      for (const payload of ['', 'null', '[]', '{"full_name":', '"text"']) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/admin/reunion/cases',
          headers: { ...headers, 'content-type': 'application/json' },
          payload,
        });
        expect([400, 422], payload).toContain(res.statusCode);
        expect(res.json().success, payload).toBe(false);
      }
      const huge = await t.app.inject({
        method: 'POST',
        url: '/api/admin/reunion/cases',
        headers,
        payload: caseInput({ full_name: 'x'.repeat(3_000_000) }),
      });
      expect([413, 422]).toContain(huge.statusCode);
      // Nothing of the refused requests was stored.
      expect((await search('per_page=100')).total).toBe(13);
    });

    it('stores hostile text as text', async () => {
      const hostile = '<img src=x onerror=alert(1)> "; drop table reunion_cases; --';
      const item = await create({
        full_name: hostile.slice(0, 100),
        translations: { en: { clothing: hostile, distinguishing_features: hostile, description: hostile } },
      });
      const pub = caseResponseSchema.parse(
        (await t.app.inject({ url: `/api/reunion/cases/${item.case_number}` })).json(),
      ).data;
      expect(pub.description).toBe(hostile);
      expect((await search('per_page=100')).total).toBe(14);
      await t.app.inject({ method: 'DELETE', url: `/api/admin/reunion/cases/${item.id}`, headers });
    });

    it('updates texts and contact, keeps the number, and removes the contact when none is sent', async () => {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/reunion/cases/${created.id}`,
        headers,
        payload: caseInput({
          full_name: 'Đinh Thị Renamed',
          translations: {
            en: { clothing: 'Blue coat.', distinguishing_features: 'Scar.', description: 'Updated.' },
            ja: { clothing: '青いコート。', distinguishing_features: '傷。', description: '更新。' },
          },
          contact: {
            reporter_name: 'Other Reporter',
            phone: '+84 900 000 098',
            email: 'x@example.com',
            relationship: 'friend',
          },
        }),
      });
      expect(res.statusCode).toBe(200);
      const updated = saved.parse(res.json()).data;
      expect(updated).toMatchObject({ case_number: created.case_number, full_name: 'Đinh Thị Renamed' });
      expect(updated.translations.vi).toBeUndefined();
      expect(updated.contact).toMatchObject({ reporter_name: 'Other Reporter', email: 'x@example.com' });

      const without = saved.parse(
        (
          await t.app.inject({
            method: 'PUT',
            url: `/api/admin/reunion/cases/${created.id}`,
            headers,
            payload: caseInput({ contact: null }),
          })
        ).json(),
      ).data;
      expect(without.contact).toBeNull();
      const contacts = await t.app.db
        .selectFrom('reunion_case_contacts')
        .select('id')
        .where('case_id', '=', created.id)
        .execute();
      expect(contacts).toEqual([]);

      // A sample case stays a sample after an edit.
      const sample = (await search('search=VN-2025-00018')).data[0]!;
      const edited = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/reunion/cases/${sample.id}`,
        headers,
        payload: caseInput(),
      });
      expect(saved.parse(edited.json()).data.is_sample).toBe(true);

      const missing = await t.app.inject({
        method: 'PUT',
        url: '/api/admin/reunion/cases/99999',
        headers,
        payload: caseInput(),
      });
      expect(missing.statusCode).toBe(404);
    });

    it('changes the status: the history grows with notes per language, the change is audited', async () => {
      const investigate = await t.app.inject({
        method: 'POST',
        url: `/api/admin/reunion/cases/${created.id}/status`,
        headers,
        payload: {
          status: 'investigating',
          note: { vi: 'Có người báo đã gặp.', en: 'Someone reported a sighting.', fr: '  ' },
        },
      });
      expect(investigate.statusCode).toBe(200);
      const found = saved.parse(
        (
          await t.app.inject({
            method: 'POST',
            url: `/api/admin/reunion/cases/${created.id}/status`,
            headers,
            payload: { status: 'found', note: { vi: 'Đã đoàn tụ.' } },
          })
        ).json(),
      ).data;
      expect(found.status).toBe('found');
      expect(found.status_history.map((change) => change.status)).toEqual(['missing', 'investigating', 'found']);
      expect(found.status_history[1]!.note).toEqual({ vi: 'Có người báo đã gặp.', en: 'Someone reported a sighting.' });

      const pub = caseResponseSchema.parse(
        (await t.app.inject({ url: `/api/reunion/cases/${found.case_number}?lang=de` })).json(),
      ).data;
      expect(pub.status).toBe('found');
      // German falls back to English, then to Vietnamese when only Vietnamese was written.
      expect(pub.status_history.map((change) => change.note)).toEqual([
        null,
        'Someone reported a sighting.',
        'Đã đoàn tụ.',
      ]);

      const audit = await t.app.db
        .selectFrom('audit_log')
        .select(['subject'])
        .where('action', '=', 'reunion-case.status_changed')
        .execute();
      expect(audit.map((entry) => entry.subject)).toContain(`${found.case_number}: investigating → found`);
      const dashboard = await t.app.inject({ url: '/api/admin/dashboard', headers });
      expect(dashboard.json().data.recent_activity[0].action).toBe('reunion-case.status_changed');

      for (const payload of [
        { status: 'dead' },
        {},
        { status: 'found', note: { en: 'x'.repeat(501) } },
        { status: 'found', note: 'text' },
      ]) {
        const bad = await t.app.inject({
          method: 'POST',
          url: `/api/admin/reunion/cases/${created.id}/status`,
          headers,
          payload,
        });
        expect(bad.statusCode, JSON.stringify(payload)).toBe(422);
      }
      const unknown = await t.app.inject({
        method: 'POST',
        url: '/api/admin/reunion/cases/99999/status',
        headers,
        payload: { status: 'found' },
      });
      expect(unknown.statusCode).toBe(404);
    });

    it('deletes a case with its history and contact; then it is gone everywhere', async () => {
      const res = await t.app.inject({ method: 'DELETE', url: `/api/admin/reunion/cases/${created.id}`, headers });
      expect(res.json()).toEqual({ success: true, message: 'Case deleted.' });
      expect((await t.app.inject({ url: `/api/admin/reunion/cases/${created.id}`, headers })).statusCode).toBe(404);
      expect((await t.app.inject({ url: `/api/reunion/cases/${created.case_number}` })).statusCode).toBe(404);
      expect(
        (await t.app.inject({ method: 'DELETE', url: `/api/admin/reunion/cases/${created.id}`, headers })).statusCode,
      ).toBe(404);
      const history = await t.app.db
        .selectFrom('reunion_case_status_history')
        .select('id')
        .where('case_id', '=', created.id)
        .execute();
      expect(history).toEqual([]);
      expect((await t.app.inject({ url: '/api/admin/reunion/cases/abc', headers })).statusCode).toBe(422);
      const audit = await t.app.db
        .selectFrom('audit_log')
        .select('subject')
        .where('action', '=', 'reunion-case.deleted')
        .execute();
      expect(audit.map((entry) => entry.subject)).toContain(created.case_number);
      expect((await t.app.inject({ url: '/api/reunion/figures' })).json().data.total).toBe(12);
    });

    it('gives cases created at the same moment distinct, consecutive numbers', async () => {
      const made = await Promise.all(
        ['Một', 'Hai', 'Ba', 'Bốn'].map((name) => create({ full_name: `Concurrent ${name}`, contact: null })),
      );
      const sequences = made.map((item) => Number(item.case_number.slice(-5))).sort((a, b) => a - b);
      expect(new Set(sequences).size).toBe(4);
      expect(sequences.at(-1)! - sequences[0]!).toBe(3);
      for (const item of made) {
        const res = await t.app.inject({ method: 'DELETE', url: `/api/admin/reunion/cases/${item.id}`, headers });
        expect(res.statusCode).toBe(200);
      }
    });
  });
});
