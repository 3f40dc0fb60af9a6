import type { ReportFormData } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { suggestionValue } from './report-names';
import { testReport } from './test-report';

const lists = {
  genders: [{ id: 'female', name: 'Nữ' }],
  reporterRelationships: [{ id: 'parent', name: 'Cha/Mẹ' }],
  provinces: [{ id: '13', name: 'Thành phố Đà Nẵng' }],
  old_provinces: [{ id: 'o48', name: 'Thành phố Đà Nẵng (trước 2025)' }],
} as unknown as ReportFormData;
const period = (value: string) => `period:${value}`;

describe('suggestionValue', () => {
  const report = testReport();
  const old = report.place.old!;

  it('names list ids, and the period the analysis chose', () => {
    expect(suggestionValue(report, lists, 'gender_id', 'female', period)).toBe('Nữ');
    expect(suggestionValue(report, lists, 'reporter_relationship_id', 'parent', period)).toBe('Cha/Mẹ');
    expect(suggestionValue(report, lists, 'address_period', 'before_reform', period)).toBe('period:before_reform');
  });

  it("names today's province and commune for a current place", () => {
    const current = testReport({
      analysis: { ...report.analysis!, extracted_fields: { address_period: { value: 'current', confidence: 0.9 } } },
    });
    expect(suggestionValue(current, lists, 'last_seen_province_id', '13', period)).toBe('Thành phố Đà Nẵng');
    expect(suggestionValue(current, lists, 'last_seen_ward_id', 'c1', period)).toBe('Phường Hải Châu');
  });

  it('names an old province, district and ward when the analysis read the address before the reform', () => {
    const before = testReport({
      analysis: {
        ...report.analysis!,
        extracted_fields: { address_period: { value: 'before_reform', confidence: 0.9 } },
      },
    });
    expect(suggestionValue(before, lists, 'last_seen_province_id', 'o48', period)).toBe(
      'Thành phố Đà Nẵng (trước 2025)',
    );
    expect(suggestionValue(before, lists, 'last_seen_district_id', old.district_id, period)).toBe(old.district);
    expect(suggestionValue(before, lists, 'last_seen_ward_id', old.ward_id, period)).toBe(old.ward);
  });

  it('shows an id it cannot name, and any other value as it is', () => {
    expect(suggestionValue(report, lists, 'last_seen_district_id', 'elsewhere', period)).toBe('elsewhere');
    expect(suggestionValue(report, undefined, 'gender_id', 'female', period)).toBe('female');
    expect(suggestionValue(report, lists, 'age', 8, period)).toBe('8');
  });
});
