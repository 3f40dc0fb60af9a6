import {
  ERROR_CODES,
  REPORT_CODES,
  REPORT_ERRORS,
  REPORT_LIMITS,
  reportSubmittedResponseSchema,
} from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { postJsonText, suiteAdminHeaders, suiteApp, TEST_DIALECT } from '../../test/helpers.js';
import { freshIp, oldReport, PLACES, report, submit, todayVn } from '../../test/missing-reports.js';

const REPORT_URL = '/api/missing-person/reports';

describe(`sending a missing-person report (${TEST_DIALECT})`, () => {
  const t = suiteApp();
  const headers = suiteAdminHeaders(t);
  const reports = () => t.app.db.selectFrom('missing_person_reports').selectAll().orderBy('id').execute();
  const adminGet = async (caseNumber: string) => {
    const list = await t.app.inject({ url: `/api/admin/reunion/reports?search=${caseNumber}`, headers });
    const id = (list.json() as { data: { id: number }[] }).data[0]!.id;
    return (await t.app.inject({ url: `/api/admin/reunion/reports/${id}`, headers })).json().data;
  };

  it('stores a report as pending and answers its case number', async () => {
    const res = await submit(t.app, report());
    expect(res.statusCode).toBe(201);
    const body = reportSubmittedResponseSchema.parse(res.json());
    expect(body.data.status).toBe('pending');
    expect(body.data.case_number).toMatch(new RegExp(`^VN-${new Date().getUTCFullYear()}-\\d{5}$`));
    // The answer carries the number and nothing else of the report.
    expect(Object.keys(body.data).sort()).toEqual(['case_number', 'status']);
    const stored = await adminGet(body.data.case_number);
    expect(stored).toMatchObject({
      missing_person_name: 'Nguyễn Văn An',
      age: 8,
      missing_time: '17:30',
      reporter_phone: '0912 345 678',
      reporter_email: 'binh.tran@example.com',
      additional_info: { 'Chiều cao': '1m20' },
      language: 'vi',
      place: {
        period: 'current',
        province_id: PLACES.current.province,
        province: 'Thành Phố Hồ Chí Minh',
        commune_ids: [PLACES.current.commune],
        communes: [PLACES.current.communeName],
        old: null,
      },
    });
    expect(stored.history).toEqual([{ status: 'pending', note: null, actor: null, changed_at: expect.any(String) }]);
  });

  it('stores both addresses for a place told with the units before the reform', async () => {
    const res = await submit(
      t.app,
      oldReport({
        last_seen_province_id: PLACES.merged.province,
        last_seen_district_id: PLACES.merged.district,
        last_seen_ward_id: PLACES.merged.ward,
      }),
    );
    expect(res.statusCode).toBe(201);
    const stored = await adminGet(res.json().data.case_number);
    expect(stored.place).toEqual({
      period: 'before_reform',
      province_id: PLACES.merged.currentProvince,
      province: 'Thành Phố Hồ Chí Minh',
      commune_ids: [PLACES.merged.currentCommune],
      communes: [expect.any(String)],
      old: {
        province_id: PLACES.merged.province,
        province: 'Tỉnh Bình Dương',
        district_id: PLACES.merged.district,
        district: 'Huyện Bàu Bàng',
        ward_id: PLACES.merged.ward,
        ward: 'Xã Cây Trường 2',
      },
    });
    // A ward split by the reform lies in each of today's wards that took part of it.
    const split = await submit(
      t.app,
      oldReport({
        last_seen_province_id: PLACES.split.province,
        last_seen_district_id: PLACES.split.district,
        last_seen_ward_id: PLACES.split.ward,
      }),
    );
    expect((await adminGet(split.json().data.case_number)).place.commune_ids).toEqual(PLACES.split.communes);
  });

  it('gives each report the next number of the year, shared with the cases', async () => {
    const year = new Date().getUTCFullYear();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/reunion/cases',
      headers,
      payload: {
        full_name: 'Lê Văn Cường',
        gender: 'male',
        birth_year: 1990,
        missing_since: '2024-01-02',
        last_seen: { province: 'Hà Nội', commune: 'Phường Ba Đình', latitude: 21.03, longitude: 105.83 },
        translations: { en: { clothing: '', distinguishing_features: '', description: 'Seen last at home.' } },
        contact: null,
      },
    });
    expect(created.statusCode).toBe(201);
    const caseNumber = created.json().data.case_number as string;
    const after = (await submit(t.app, report())).json().data.case_number as string;
    expect(Number(after.slice(-5))).toBe(Number(caseNumber.slice(-5)) + 1);
    const next = await t.app.inject({
      method: 'POST',
      url: '/api/admin/reunion/cases',
      headers,
      payload: { ...created.json().data, contact: null },
    });
    // A case made after the report does not take the report's number.
    expect(Number((next.json().data.case_number as string).slice(-5))).toBe(Number(after.slice(-5)) + 1);
    expect(after.startsWith(`VN-${year}-`)).toBe(true);
  });

  it('refuses each broken rule with its message under its field, and stores nothing', async () => {
    const tomorrow = new Date(Date.now() + 7 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ missing_person_name: undefined }, 'missing_person_name', REPORT_ERRORS.nameRequired],
      [{ missing_person_name: '   ' }, 'missing_person_name', REPORT_ERRORS.nameRequired],
      [{ missing_person_name: 'x'.repeat(121) }, 'missing_person_name', REPORT_ERRORS.textTooLong],
      [{ age: -1 }, 'age', REPORT_ERRORS.ageRange],
      [{ age: 121 }, 'age', REPORT_ERRORS.ageRange],
      [{ age: 7.5 }, 'age', REPORT_ERRORS.ageRange],
      [{ age: '8' }, 'age', REPORT_ERRORS.ageRange],
      [{ missing_date: undefined }, 'missing_date', REPORT_ERRORS.missingDateRequired],
      [{ missing_date: '14/09/2025' }, 'missing_date', REPORT_ERRORS.dateInvalid],
      [{ missing_date: '2025-02-30' }, 'missing_date', REPORT_ERRORS.dateInvalid],
      [{ missing_date: tomorrow }, 'missing_date', REPORT_ERRORS.dateFuture],
      [{ date_of_birth: tomorrow }, 'date_of_birth', REPORT_ERRORS.dateFuture],
      [{ missing_time: '25:00' }, 'missing_time', REPORT_ERRORS.timeInvalid],
      [{ discovered_missing_date: '2025-09-13' }, 'discovered_missing_date', REPORT_ERRORS.discoveredBeforeMissing],
      [{ date_of_birth: '2025-09-15' }, 'date_of_birth', REPORT_ERRORS.bornAfterMissing],
      [{ last_seen_location: '' }, 'last_seen_location', REPORT_ERRORS.locationRequired],
      [{ last_seen_province_id: '' }, 'last_seen_province_id', REPORT_ERRORS.provinceRequired],
      [{ last_seen_ward_id: undefined }, 'last_seen_ward_id', REPORT_ERRORS.wardRequired],
      [{ last_seen_latitude: 48.85 }, 'last_seen_latitude', REPORT_ERRORS.outsideVietnam],
      [{ reporter_name: '' }, 'reporter_name', REPORT_ERRORS.reporterNameRequired],
      [{ reporter_phone: '' }, 'reporter_phone', REPORT_ERRORS.phoneRequired],
      [{ reporter_phone: '12345' }, 'reporter_phone', REPORT_ERRORS.phoneInvalid],
      [{ reporter_phone: '0912abc678' }, 'reporter_phone', REPORT_ERRORS.phoneInvalid],
      [{ reporter_phone: '+84 1234 5678 9012 34' }, 'reporter_phone', REPORT_ERRORS.phoneInvalid],
      [{ reporter_email: 'binh@example' }, 'reporter_email', REPORT_ERRORS.emailInvalid],
      [{ reporter_email: 'binh @example.com' }, 'reporter_email', REPORT_ERRORS.emailInvalid],
      [{ reporter_relationship_id: 'boss' }, 'reporter_relationship_id', REPORT_ERRORS.relationshipRequired],
      // A bad extra field is reported under its own name.
      [{ additional_info: { ' ': 'x' } }, 'additional_info. ', REPORT_ERRORS.extraFieldInvalid],
      [{ additional_info: { Height: '  ' } }, 'additional_info.Height', REPORT_ERRORS.extraFieldInvalid],
      [{ additional_info: { ['x'.repeat(61)]: 'v' } }, `additional_info.${'x'.repeat(61)}`, REPORT_ERRORS.textTooLong],
      [{ additional_info: { Height: '1m2', height: '1m3' } }, 'additional_info', REPORT_ERRORS.extraFieldDuplicate],
      [
        {
          additional_info: Object.fromEntries(
            Array.from({ length: REPORT_LIMITS.extraFieldsMax + 1 }, (_, i) => [`f${i}`, 'v']),
          ),
        },
        'additional_info',
        REPORT_ERRORS.tooManyExtraFields,
      ],
      [
        { original_report_text: 'x'.repeat(REPORT_LIMITS.inputMax + 1) },
        'original_report_text',
        REPORT_ERRORS.textTooLong,
      ],
      [oldReport({ last_seen_district_id: null }), 'last_seen_district_id', REPORT_ERRORS.districtRequired],
    ];
    const before = (await reports()).length;
    for (const [override, field, message] of cases) {
      const res = await submit(t.app, { ...report(), ...override });
      expect(res.statusCode, JSON.stringify(override).slice(0, 80)).toBe(422);
      const body = res.json();
      expect(body.errors[field]?.[0], `${field}: ${JSON.stringify(body.errors)}`).toBe(message);
      expect(body.code).toBe(ERROR_CODES.validation);
    }
    expect((await submit(t.app, {})).statusCode).toBe(422);
    expect((await postJsonText(t.app, REPORT_URL, '{"missing_person_name": "An",')).statusCode).toBe(400);
    expect((await reports()).length).toBe(before);
  });

  it('accepts phones in the usual forms and an empty email', async () => {
    for (const phone of [
      '0912345678',
      '+84 912 345 678',
      '84912345678',
      '0912.345.678',
      '0912-345-678',
      '(028) 3829 1234',
    ]) {
      const res = await submit(t.app, report({ reporter_phone: phone, reporter_email: '' }));
      expect(res.statusCode, phone).toBe(201);
    }
  });

  it('checks that the places exist and belong together', async () => {
    const refused: [Record<string, unknown>, string, string][] = [
      // A commune of another province.
      [{ last_seen_province_id: PLACES.otherProvince }, 'last_seen_ward_id', REPORT_ERRORS.placeUnknown],
      [{ last_seen_province_id: '99999' }, 'last_seen_province_id', REPORT_ERRORS.placeUnknown],
      [{ last_seen_ward_id: '99999' }, 'last_seen_ward_id', REPORT_ERRORS.placeUnknown],
      // Today's units have no district.
      [{ last_seen_district_id: PLACES.old.district }, 'last_seen_district_id', REPORT_ERRORS.placeUnknown],
      // An old chain whose district is of another province, or whose ward is of another district.
      [
        oldReport({ last_seen_province_id: PLACES.merged.province }),
        'last_seen_district_id',
        REPORT_ERRORS.placeUnknown,
      ],
      [oldReport({ last_seen_ward_id: PLACES.merged.ward }), 'last_seen_ward_id', REPORT_ERRORS.placeUnknown],
      // Today's commune id given as an old ward.
      [oldReport({ last_seen_ward_id: PLACES.current.commune }), 'last_seen_ward_id', REPORT_ERRORS.placeUnknown],
      // A disappearance after the reform is told with today's units.
      [oldReport({ missing_date: '2025-07-01' }), 'address_period', REPORT_ERRORS.currentAfterReform],
      [oldReport({ missing_date: '2025-08-20' }), 'address_period', REPORT_ERRORS.currentAfterReform],
    ];
    for (const [override, field, message] of refused) {
      const res = await submit(t.app, { ...report(), ...override });
      expect(res.statusCode, JSON.stringify(override).slice(0, 120)).toBe(422);
      expect(res.json().errors, JSON.stringify(override).slice(0, 120)).toEqual({ [field]: [message] });
      expect(res.json().codes[field]).toEqual([
        field === 'address_period' ? REPORT_CODES.currentAfterReform : REPORT_CODES.placeUnknown,
      ]);
    }
    // Today's units for a disappearance before the reform are fine too (families often know only those).
    expect((await submit(t.app, report({ missing_date: '2010-05-01' }))).statusCode).toBe(201);
    expect((await submit(t.app, oldReport({ missing_date: '2025-06-30' }))).statusCode).toBe(201);
  });

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const before = (await reports()).length;
    const res = await submit(t.app, report({ website: 'http://spam.example' }));
    expect(res.statusCode).toBe(201);
    expect(reportSubmittedResponseSchema.parse(res.json()).data.case_number).toMatch(/^VN-\d{4}-\d{5}$/);
    expect((await reports()).length).toBe(before);
  });

  it('answers a submission id sent again with the first report and stores nothing new', async () => {
    const submissionId = '3f1c2a8e-9b7d-4c5e-8f6a-1b2c3d4e5f60';
    const first = await submit(t.app, report({ submission_id: submissionId }));
    expect(first.statusCode).toBe(201);
    const count = (await reports()).length;
    // The offline queue sends again after a dropped answer, perhaps with a corrected field: same report.
    const again = await submit(t.app, report({ submission_id: submissionId, age: 9 }));
    expect(again.statusCode).toBe(201);
    expect(again.json().data).toEqual(first.json().data);
    // Two sends at once.
    const racing = '7a1c2a8e-9b7d-4c5e-8f6a-1b2c3d4e5f61';
    const both = await Promise.all([
      submit(t.app, report({ submission_id: racing })),
      submit(t.app, report({ submission_id: racing })),
    ]);
    expect(both.map((res) => res.statusCode)).toEqual([201, 201]);
    expect(both[0]!.json().data).toEqual(both[1]!.json().data);
    expect((await reports()).length).toBe(count + 1);
    expect((await submit(t.app, report({ submission_id: 'not-a-uuid' }))).statusCode).toBe(422);
  });

  it('stores the server’s own analysis of the original text, not one sent by the client', async () => {
    const text = 'Con tôi tên Nguyễn Văn An, 8 tuổi, đi lạc ở chợ Bến Thành chiều qua. Liên hệ 0912 345 678.';
    const res = await submit(
      t.app,
      report({ original_report_text: text, analysis: { confidence_score: 1, extracted_fields: { age: 99 } } }),
    );
    expect(res.statusCode).toBe(201);
    const stored = await adminGet(res.json().data.case_number);
    expect(stored.original_report_text).toBe(text);
    expect(stored.analysis.analysis.provider).toBe('offline');
    expect(stored.analysis.extracted_fields.missing_person_name?.value).toMatch(/Nguyễn Văn An/);
    expect(stored.analysis.extracted_fields.age?.value).not.toBe(99);
  });

  it('keeps hostile text as text', async () => {
    const hostile = '<script>alert(1)</script> Nguyễn Văn An 🙏';
    const res = await submit(
      t.app,
      report({ missing_person_name: hostile, circumstances: "'; drop table reports; --" }),
    );
    expect(res.statusCode).toBe(201);
    const stored = await adminGet(res.json().data.case_number);
    expect(stored.missing_person_name).toBe(hostile);
    expect(stored.circumstances).toBe("'; drop table reports; --");
  });

  it('takes 5 reports per 10 minutes from one address', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await submit(t.app, report(), ip)).statusCode).toBe(201);
    const limited = await submit(t.app, report(), ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeTruthy();
    expect((await submit(t.app, report())).statusCode).toBe(201);
  });

  it('refuses a date after today in Vietnam', async () => {
    expect((await submit(t.app, report({ missing_date: todayVn() }))).statusCode).toBe(201);
  });
});
