import { describe, expect, it } from 'vitest';
import { additionalInfoSchema, analyzeInputSchema, reportInputSchema } from './missing-reports.js';
import { confidenceClass, OCCUPATION_GROUPS, OCCUPATIONS, REPORT_CODES } from './missing-reports.values.js';

const valid = {
  missing_person_name: '  Nguyễn Văn An ',
  age: 7,
  missing_date: '2026-03-15',
  last_seen_location: 'Chợ Bến Thành',
  address_period: 'current',
  last_seen_province_id: 'p1',
  last_seen_ward_id: 'c1',
  reporter_name: 'Trần Thị Hoa',
  reporter_phone: '0912 345 678',
  reporter_relationship_id: 'parent',
};

/** The codes of a failed parse, by field path. */
function codes(input: unknown): Record<string, string[]> {
  const result = reportInputSchema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
}

describe('reportInputSchema', () => {
  it('accepts the required fields, trims them and makes what was left out null or empty', () => {
    const parsed = reportInputSchema.parse({ ...valid, reporter_email: '', occupation_id: '', website: '' });
    expect(parsed.missing_person_name).toBe('Nguyễn Văn An');
    expect(parsed.reporter_email).toBeNull();
    expect(parsed.occupation_id).toBeNull();
    expect(parsed.last_seen_district_id).toBeNull();
    expect(parsed.additional_info).toEqual({});
    expect(parsed.medical_condition_ids).toEqual([]);
    expect(parsed.language).toBe('vi');
  });

  it('names every required field that is missing or blank', () => {
    const found = codes({ address_period: 'current' });
    expect(found.missing_person_name).toEqual([REPORT_CODES.nameRequired]);
    expect(found.missing_date).toEqual([REPORT_CODES.missingDateRequired]);
    expect(found.last_seen_location).toEqual([REPORT_CODES.locationRequired]);
    expect(found.last_seen_province_id).toEqual([REPORT_CODES.provinceRequired]);
    expect(found.last_seen_ward_id).toEqual([REPORT_CODES.wardRequired]);
    expect(found.reporter_name).toEqual([REPORT_CODES.reporterNameRequired]);
    expect(found.reporter_phone).toEqual([REPORT_CODES.phoneRequired]);
    expect(found.reporter_relationship_id).toEqual([REPORT_CODES.relationshipRequired]);
    expect(codes({ ...valid, missing_person_name: '   ', reporter_name: '' })).toMatchObject({
      missing_person_name: [REPORT_CODES.nameRequired],
      reporter_name: [REPORT_CODES.reporterNameRequired],
    });
  });

  it('keeps an age between 0 and 120', () => {
    expect(codes({ ...valid, age: 121 }).age).toEqual([REPORT_CODES.ageRange]);
    expect(codes({ ...valid, age: -1 }).age).toEqual([REPORT_CODES.ageRange]);
    expect(codes({ ...valid, age: 2.5 }).age).toEqual([REPORT_CODES.ageRange]);
    expect(reportInputSchema.parse({ ...valid, age: 0 }).age).toBe(0);
    expect(reportInputSchema.parse({ ...valid, age: null }).age).toBeNull();
  });

  it('refuses dates that do not exist or lie in the future, and a notice before the disappearance', () => {
    expect(codes({ ...valid, missing_date: '2026-02-30' }).missing_date).toEqual([REPORT_CODES.dateInvalid]);
    expect(codes({ ...valid, missing_date: '2999-01-01' }).missing_date).toEqual([REPORT_CODES.dateFuture]);
    expect(codes({ ...valid, discovered_missing_date: '2999-01-01' }).discovered_missing_date).toEqual([
      REPORT_CODES.dateFuture,
    ]);
    expect(codes({ ...valid, discovered_missing_date: '2026-03-14' }).discovered_missing_date).toEqual([
      REPORT_CODES.discoveredBeforeMissing,
    ]);
    expect(codes({ ...valid, date_of_birth: '2026-04-01' }).date_of_birth).toEqual([REPORT_CODES.bornAfterMissing]);
    expect(codes({ ...valid, missing_time: '25:00' }).missing_time).toEqual([REPORT_CODES.timeInvalid]);
    expect(reportInputSchema.parse({ ...valid, missing_time: '20:30' }).missing_time).toBe('20:30');
  });

  it('needs the district for an address before the reform', () => {
    expect(codes({ ...valid, address_period: 'before_reform' }).last_seen_district_id).toEqual([
      REPORT_CODES.districtRequired,
    ]);
    expect(
      reportInputSchema.safeParse({ ...valid, address_period: 'before_reform', last_seen_district_id: 'd1' }).success,
    ).toBe(true);
  });

  it('reads phones written the usual ways and refuses what is not a phone', () => {
    for (const phone of ['+84 912 345 678', '84912345678', '0912.345.678', '0912-345-678', '(028) 3829 1234']) {
      expect(reportInputSchema.safeParse({ ...valid, reporter_phone: phone }).success).toBe(true);
    }
    for (const phone of ['12345', 'call me', '0912345678901234567', '<script>']) {
      expect(new Set(codes({ ...valid, reporter_phone: phone }).reporter_phone)).toEqual(
        new Set([REPORT_CODES.phoneInvalid]),
      );
    }
    expect(codes({ ...valid, reporter_email: 'not-an-email' }).reporter_email).toEqual([REPORT_CODES.emailInvalid]);
  });

  it('keeps a place inside Vietnam', () => {
    expect(codes({ ...valid, last_seen_latitude: 48.85, last_seen_longitude: 2.35 })).toMatchObject({
      last_seen_latitude: [REPORT_CODES.outsideVietnam],
      last_seen_longitude: [REPORT_CODES.outsideVietnam],
    });
  });

  it('refuses ids that are not in the lists', () => {
    expect(codes({ ...valid, gender_id: 'robot' }).gender_id).toBeDefined();
    expect(codes({ ...valid, reporter_relationship_id: 'boss' }).reporter_relationship_id).toEqual([
      REPORT_CODES.relationshipRequired,
    ]);
  });

  it('caps the free texts', () => {
    expect(codes({ ...valid, circumstances: 'a'.repeat(4001) }).circumstances).toEqual([REPORT_CODES.textTooLong]);
    expect(codes({ ...valid, original_report_text: 'a'.repeat(10_001) }).original_report_text).toEqual([
      REPORT_CODES.textTooLong,
    ]);
  });
});

describe('additionalInfoSchema', () => {
  it('needs a name and a value for each field, and unique names whatever their case', () => {
    expect(additionalInfoSchema.safeParse({ 'Chiều cao': '1m45' }).success).toBe(true);
    expect(additionalInfoSchema.safeParse({ 'Chiều cao': '  ' }).success).toBe(false);
    const duplicate = additionalInfoSchema.safeParse({ 'Chiều cao': '1m45', ' chiều cao': '145 cm' });
    expect(duplicate.success).toBe(false);
    expect(duplicate.error?.issues[0]?.message).toBe(REPORT_CODES.extraFieldDuplicate);
    const many = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`f${i}`, 'x']));
    expect(additionalInfoSchema.safeParse(many).error?.issues[0]?.message).toBe(REPORT_CODES.tooManyExtraFields);
  });
});

describe('analyzeInputSchema', () => {
  it('needs text that is not blank and not too long', () => {
    expect(analyzeInputSchema.safeParse({ input_text: '   ' }).error?.issues[0]?.message).toBe(
      REPORT_CODES.inputRequired,
    );
    expect(analyzeInputSchema.safeParse({ input_text: 'a'.repeat(10_001) }).error?.issues[0]?.message).toBe(
      REPORT_CODES.textTooLong,
    );
    expect(analyzeInputSchema.parse({ input_text: ' con tôi mất tích ' })).toEqual({
      input_text: 'con tôi mất tích',
      context: 'missing_person_report',
    });
  });
});

describe('values', () => {
  it('classes a confidence as the thresholds say', () => {
    expect(confidenceClass(0.8)).toBe('high');
    expect(confidenceClass(0.79)).toBe('medium');
    expect(confidenceClass(0.5)).toBe('medium');
    expect(confidenceClass(0.49)).toBe('low');
  });

  it('lists each occupation once, the default group last', () => {
    expect(new Set(OCCUPATIONS).size).toBe(OCCUPATIONS.length);
    expect(Object.keys(OCCUPATION_GROUPS).at(-1)).toBe('other');
  });
});
