import { REFORM_DATE } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { mergeModelAnalysis, toAnalysis, todayInVietnam } from './analyser.js';
import type { ReportExtraction } from './extractor.js';

const sure = <T>(value: T, confidence = 0.9) => ({ value, confidence });

/** An extraction as the offline extractor answers it, for a place named with pre-2025 units. */
function extraction(missingDate: string | undefined): ReportExtraction {
  return {
    fields: {
      missing_person_name: sure('Nguyễn Văn An'),
      birth_year: sure(2011, 0.8),
      ...(missingDate ? { missing_date: sure(missingDate) } : {}),
      last_seen_location: sure('chợ Bến Thành, Quận 1'),
      last_seen_province_id: sure('12', 0.85),
      last_seen_ward_id: sure('7948', 0.7),
      last_seen_old_province_id: sure('12', 0.85),
      last_seen_old_district_id: sure('268', 0.8),
      last_seen_old_ward_id: sure('393484', 0.7),
      reporter_phone: sure('0912345678', 0.95),
      reporter_relationship_id: sure('parent', 0.123456),
    },
    extras: [{ key: 'height', label: 'Chiều cao', value: '120 cm', confidence: 0.9 }],
    people: ['Nguyễn Văn An', 'Trần Thị Bình'],
    confidence: 0.77,
  };
}

describe('toAnalysis', () => {
  it('suggests the old ids for a pre-2025 place and a disappearance before the reform', () => {
    const analysis = toAnalysis(extraction('2019-03-02'), 4);
    expect(analysis.extracted_fields).toMatchObject({
      address_period: { value: 'before_reform', confidence: 0.85 },
      last_seen_province_id: { value: '12' },
      last_seen_district_id: { value: '268' },
      last_seen_ward_id: { value: '393484' },
    });
    expect(analysis.analysis).toEqual({
      people: ['Nguyễn Văn An', 'Trần Thị Bình'],
      provider: 'offline',
      processing_time_ms: 4,
    });
    expect(analysis.extra_fields).toEqual([
      { key: 'height', label: 'Chiều cao', value: '120 cm', confidence: 0.9, source: 'ai' },
    ]);
    expect(analysis.extracted_fields.reporter_relationship_id?.confidence).toBe(0.12);
    expect(analysis.confidence_score).toBe(0.77);
  });

  it('suggests today’s ids after the reform, or when the date is not known', () => {
    for (const date of [REFORM_DATE, '2025-09-01', undefined]) {
      const fields = toAnalysis(extraction(date), 1).extracted_fields;
      expect(fields.address_period?.value, date).toBe('current');
      expect(fields.last_seen_ward_id?.value, date).toBe('7948');
      expect(fields, date).not.toHaveProperty('last_seen_district_id');
    }
  });

  it('gives the age on the missing date from a birth year, a little less sure', () => {
    const fields = toAnalysis(extraction('2019-03-02'), 1).extracted_fields;
    expect(fields.age).toEqual({ value: 8, confidence: 0.72 });
    // No date: no age can be told from the year.
    expect(toAnalysis(extraction(undefined), 1).extracted_fields).not.toHaveProperty('age');
    // Only the form's fields are suggested.
    expect(fields).not.toHaveProperty('birth_year');
  });
});

describe('mergeModelAnalysis', () => {
  const offline = toAnalysis(extraction('2019-03-02'), 3);

  it('takes the model’s valid values and keeps the offline ones it got wrong or left out', () => {
    const merged = mergeModelAnalysis(offline, {
      extracted_fields: {
        age: { value: 9, confidence: 0.6 },
        missing_date: { value: '2 March 2019', confidence: 0.9 },
        reporter_email: { value: 'binh@example.com', confidence: 0.9 },
        last_seen_district_id: { value: '99999', confidence: 0.9 },
        reporter_relationship_id: { value: 'boss', confidence: 0.9 },
      },
      extra_fields: [{ key: 'height', label: 'Chiều cao', value: '1m21', confidence: 0.95 }],
    })!;
    expect(merged.analysis.provider).toBe('model');
    expect(merged.extracted_fields.age).toEqual({ value: 9, confidence: 0.6 });
    expect(merged.extracted_fields.reporter_email?.value).toBe('binh@example.com');
    expect(merged.extracted_fields.missing_date).toEqual(offline.extracted_fields.missing_date);
    expect(merged.extracted_fields.last_seen_district_id).toEqual(offline.extracted_fields.last_seen_district_id);
    expect(merged.extracted_fields.reporter_relationship_id).toEqual(offline.extracted_fields.reporter_relationship_id);
    expect(merged.extra_fields).toEqual([
      { key: 'height', label: 'Chiều cao', value: '1m21', confidence: 0.95, source: 'ai' },
    ]);
    expect(merged.analysis.people).toEqual(offline.analysis.people);
  });

  it('refuses an answer that is not the expected shape', () => {
    for (const answer of [
      null,
      'text',
      [],
      { extracted_fields: { age: { value: 9, confidence: 3 } } },
      { extra_fields: [{}] },
    ]) {
      expect(mergeModelAnalysis(offline, answer), JSON.stringify(answer)).toBeNull();
    }
  });
});

describe('todayInVietnam', () => {
  it('is the date at UTC+7', () => {
    expect(todayInVietnam(Date.parse('2025-06-30T16:59:59Z'))).toBe('2025-06-30');
    expect(todayInVietnam(Date.parse('2025-06-30T17:00:00Z'))).toBe('2025-07-01');
  });
});
