import { describe, expect, it } from 'vitest';
import { caseInputSchema, caseStatusInputSchema } from './reunion-cases.js';
import { caseAge, CASE_CODES } from './reunion-cases.values.js';

describe('caseAge', () => {
  const today = new Date('2026-11-26T10:00:00Z');

  it('counts from the birth year when it is known', () => {
    expect(caseAge({ birth_year: 1953, age_at_missing: 72, missing_since: '2025-09-14' }, today)).toBe(73);
  });

  it('otherwise adds the whole years since the disappearance to the age then', () => {
    expect(caseAge({ birth_year: null, age_at_missing: 45, missing_since: '2024-11-27' }, today)).toBe(46);
    expect(caseAge({ birth_year: null, age_at_missing: 45, missing_since: '2024-11-26' }, today)).toBe(47);
    expect(caseAge({ birth_year: null, age_at_missing: 45, missing_since: '2026-11-01' }, today)).toBe(45);
  });

  it('is null when neither is known, and never negative', () => {
    expect(caseAge({ birth_year: null, age_at_missing: null, missing_since: '2020-01-01' }, today)).toBeNull();
    expect(caseAge({ birth_year: 2030, age_at_missing: null, missing_since: '2026-01-01' }, today)).toBe(0);
  });
});

describe('case schemas', () => {
  const valid = {
    full_name: '  Lê Thị Test  ',
    gender: 'female',
    birth_year: null,
    age_at_missing: 30,
    missing_since: '2026-01-02',
    last_seen: { province: 'Huế', commune: 'Phường Thuận Hóa', latitude: 16.46, longitude: 107.59 },
    translations: { en: { clothing: '', distinguishing_features: '', description: 'Seen at the market.' } },
    contact: null,
  };

  it('trims text, makes absent optional values null, and keeps only the declared fields', () => {
    const parsed = caseInputSchema.parse({ ...valid, street: '12 Lê Lợi', extra: true });
    expect(parsed.full_name).toBe('Lê Thị Test');
    expect(parsed.height_cm).toBeNull();
    expect(parsed.photo_url).toBeNull();
    expect(parsed.translations.en.reward).toBeNull();
    expect('street' in parsed).toBe(false);
    expect('street' in parsed.last_seen).toBe(false);
  });

  it('reports its rules as message codes', () => {
    const result = caseInputSchema.safeParse({ ...valid, age_at_missing: null });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(CASE_CODES.ageRequired);
  });

  it('drops empty status notes', () => {
    expect(caseStatusInputSchema.parse({ status: 'found', note: { vi: ' Đã tìm thấy ', en: '  ' } })).toEqual({
      status: 'found',
      note: { vi: 'Đã tìm thấy' },
    });
    expect(caseStatusInputSchema.parse({ status: 'missing' }).note).toEqual({});
  });
});
