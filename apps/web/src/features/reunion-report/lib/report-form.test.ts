import { REPORT_CODES } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_FORM,
  errorKey,
  periodOfDate,
  setField,
  toReportInput,
  withPeriod,
  type ReportForm,
} from './report-form';
import { checkReport } from './report-validity';

const empty = (): ReportForm => ({ ...EMPTY_FORM, medical_condition_ids: [] });

/** A complete report with today's units. */
const complete = (): ReportForm => ({
  ...empty(),
  missing_person_name: 'Nguyễn Văn An',
  age: '8',
  missing_date: '2026-01-10',
  last_seen_location: 'Chợ Bến Thành',
  last_seen_province_id: '79',
  last_seen_ward_id: '26734',
  reporter_name: 'Nguyễn Thị Bình',
  reporter_phone: '0912 345 678',
  reporter_relationship_id: 'parent',
});

const meta = { originalText: ' Con tôi đi lạc ', submissionId: '5b2f1c7e-8f7a-4a51-9d3e-0c1f2a3b4c5d', language: 'vi' };

describe('the report form', () => {
  it('defaults the period from the missing date against 1 July 2025', () => {
    expect(periodOfDate('2025-06-30')).toBe('before_reform');
    expect(periodOfDate('2025-07-01')).toBe('current');
    expect(periodOfDate('')).toBe('current');
    expect(periodOfDate('garbage')).toBe('current');
  });

  it('moves the period with the missing date until the family chooses one', () => {
    let form = setField(empty(), 'missing_date', '2010-03-01');
    expect(form.address_period).toBe('before_reform');
    form = withPeriod(form, 'current');
    expect(form.period_chosen).toBe(true);
    form = setField(form, 'missing_date', '2011-03-01');
    expect(form.address_period).toBe('current');
  });

  it('clears the children of a changed parent, and all place ids when the period changes', () => {
    let form: ReportForm = {
      ...empty(),
      address_period: 'before_reform',
      last_seen_province_id: 'old-01',
      last_seen_district_id: 'old-001',
      last_seen_ward_id: 'old-00001',
    };
    expect(setField(form, 'last_seen_district_id', 'old-002')).toMatchObject({
      last_seen_province_id: 'old-01',
      last_seen_district_id: 'old-002',
      last_seen_ward_id: '',
    });
    expect(setField(form, 'last_seen_province_id', 'old-02')).toMatchObject({
      last_seen_district_id: '',
      last_seen_ward_id: '',
    });
    // Choosing the same province again keeps the rest.
    expect(setField(form, 'last_seen_province_id', 'old-01').last_seen_ward_id).toBe('old-00001');
    form = withPeriod(form, 'current');
    expect(form).toMatchObject({ last_seen_province_id: '', last_seen_district_id: '', last_seen_ward_id: '' });
  });

  it("builds the body: numbers, nulls, the quick text, the extra fields, no district for today's units", () => {
    const body = toReportInput(
      { ...complete(), last_seen_district_id: 'stale' },
      [{ id: 'a', name: ' Chiều cao ', value: ' 1m20 ' }],
      meta,
    );
    expect(body).toMatchObject({
      age: 8,
      date_of_birth: null,
      last_seen_district_id: null,
      additional_info: { 'Chiều cao': '1m20' },
      original_report_text: 'Con tôi đi lạc',
      submission_id: meta.submissionId,
      language: 'vi',
    });
    expect(body).not.toHaveProperty('period_chosen');
  });

  it("is valid only when complete, by the server's own schema", () => {
    expect(checkReport(toReportInput(complete(), [], meta)).valid).toBe(true);
    const { valid, errors } = checkReport(toReportInput(empty(), [], meta));
    expect(valid).toBe(false);
    expect(errors).toMatchObject({
      missing_person_name: REPORT_CODES.nameRequired,
      last_seen_location: REPORT_CODES.locationRequired,
      last_seen_province_id: REPORT_CODES.provinceRequired,
      last_seen_ward_id: REPORT_CODES.wardRequired,
      reporter_name: REPORT_CODES.reporterNameRequired,
      reporter_phone: REPORT_CODES.phoneRequired,
      reporter_relationship_id: REPORT_CODES.relationshipRequired,
    });
  });

  it('needs the district for the old units, and refuses blank names, bad ages, phones and future dates', () => {
    const before = { ...complete(), missing_date: '2020-01-01', address_period: 'before_reform' as const };
    expect(checkReport(toReportInput(before, [], meta)).errors.last_seen_district_id).toBe(
      REPORT_CODES.districtRequired,
    );
    const cases: [Partial<ReportForm>, string, string][] = [
      [{ missing_person_name: '   ' }, 'missing_person_name', REPORT_CODES.nameRequired],
      [{ age: '121' }, 'age', REPORT_CODES.ageRange],
      [{ age: 'tám' }, 'age', REPORT_CODES.ageRange],
      [{ age: '-1' }, 'age', REPORT_CODES.ageRange],
      [{ reporter_phone: '12345' }, 'reporter_phone', REPORT_CODES.phoneInvalid],
      [{ reporter_phone: '<script>' }, 'reporter_phone', REPORT_CODES.phoneInvalid],
      [{ discovered_missing_date: '2999-01-01' }, 'discovered_missing_date', REPORT_CODES.dateFuture],
      [{ reporter_email: 'not an email' }, 'reporter_email', REPORT_CODES.emailInvalid],
    ];
    for (const [change, field, code] of cases) {
      const result = checkReport(toReportInput({ ...complete(), ...change }, [], meta));
      expect(result.valid, field).toBe(false);
      expect(result.errors[field], JSON.stringify(change)).toBe(code);
    }
  });

  it('translates a known code back to its key, and leaves unknown messages alone', () => {
    expect(errorKey(REPORT_CODES.wardRequired)).toBe('wardRequired');
    expect(errorKey('Something the server said')).toBeUndefined();
    expect(errorKey(undefined)).toBeUndefined();
  });
});
