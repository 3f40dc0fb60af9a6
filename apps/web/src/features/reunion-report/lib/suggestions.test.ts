import type { ReportAnalysis } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { EMPTY_FORM, type ReportForm } from './report-form';
import { applyAll, applySuggestion, suggestionsOf } from './suggestions';

const analysis = (fields: ReportAnalysis['extracted_fields'], extras: ReportAnalysis['extra_fields'] = []) =>
  ({
    analysis: { people: [], provider: 'offline', processing_time_ms: 3 },
    confidence_score: 0.7,
    extracted_fields: fields,
    extra_fields: extras,
  }) satisfies ReportAnalysis;

const empty = (): ReportForm => ({ ...EMPTY_FORM, medical_condition_ids: [] });

describe('suggestions', () => {
  it('keeps the known fields in the form order, values as text; drops unknown fields and empty values', () => {
    const found = suggestionsOf(
      analysis(
        {
          reporter_phone: { value: '0912345678', confidence: 0.9 },
          age: { value: 8, confidence: 0.85 },
          missing_person_name: { value: 'Nguyễn Văn An', confidence: 0.9 },
          favourite_colour: { value: 'xanh', confidence: 0.9 },
          circumstances: { value: '  ', confidence: 0.9 },
          address_period: { value: 'someday', confidence: 0.9 },
        },
        [
          { key: 'clothing', label: 'Quần áo', value: 'áo xanh', confidence: 0.6, source: 'ai' },
          { key: 'x', label: 'X', value: ' ', confidence: 0.6, source: 'ai' },
        ],
      ),
    );
    expect(found.standard).toEqual([
      { field: 'missing_person_name', value: 'Nguyễn Văn An', confidence: 0.9 },
      { field: 'age', value: '8', confidence: 0.85 },
      { field: 'reporter_phone', value: '0912345678', confidence: 0.9 },
    ]);
    expect(found.extras.map((extra) => extra.key)).toEqual(['clothing']);
  });

  it('applies one field', () => {
    const form = applySuggestion(empty(), { field: 'missing_person_name', value: 'Lan', confidence: 0.4 });
    expect(form.missing_person_name).toBe('Lan');
  });

  it('applies a place before the reform whole: the period and the three old ids, none cleared by the cascade', () => {
    const { standard } = suggestionsOf(
      analysis({
        address_period: { value: 'before_reform', confidence: 0.9 },
        last_seen_province_id: { value: 'old-01', confidence: 0.9 },
        last_seen_district_id: { value: 'old-001', confidence: 0.8 },
        last_seen_ward_id: { value: 'old-00001', confidence: 0.8 },
      }),
    );
    const ward = standard.find((suggestion) => suggestion.field === 'last_seen_ward_id')!;
    const form = applySuggestion({ ...empty(), last_seen_province_id: '01' }, ward, standard);
    expect(form).toMatchObject({
      address_period: 'before_reform',
      period_chosen: true,
      last_seen_province_id: 'old-01',
      last_seen_district_id: 'old-001',
      last_seen_ward_id: 'old-00001',
    });
  });

  it('applies all the suggestions above 0.5 only (0.5 itself is left), the place once', () => {
    const { standard } = suggestionsOf(
      analysis({
        missing_person_name: { value: 'Lan', confidence: 0.51 },
        age: { value: 7, confidence: 0.5 },
        gender_id: { value: 'female', confidence: 0.3 },
        missing_date: { value: '2020-05-01', confidence: 0.8 },
        last_seen_province_id: { value: 'old-79', confidence: 0.9 },
        last_seen_district_id: { value: 'old-760', confidence: 0.9 },
        last_seen_ward_id: { value: 'old-26734', confidence: 0.9 },
      }),
    );
    const form = applyAll(empty(), standard);
    expect(form.missing_person_name).toBe('Lan');
    expect(form.age).toBe('');
    expect(form.gender_id).toBe('');
    // The missing date before the reform moved the period to the old units, which the place then filled.
    expect(form).toMatchObject({
      missing_date: '2020-05-01',
      address_period: 'before_reform',
      last_seen_province_id: 'old-79',
      last_seen_district_id: 'old-760',
      last_seen_ward_id: 'old-26734',
    });
  });

  it("does not set a district for today's units", () => {
    const { standard } = suggestionsOf(
      analysis({
        address_period: { value: 'current', confidence: 0.9 },
        last_seen_province_id: { value: '79', confidence: 0.9 },
        last_seen_district_id: { value: 'old-760', confidence: 0.9 },
        last_seen_ward_id: { value: '26734', confidence: 0.9 },
      }),
    );
    expect(applyAll(empty(), standard)).toMatchObject({
      address_period: 'current',
      last_seen_province_id: '79',
      last_seen_district_id: '',
      last_seen_ward_id: '26734',
    });
  });
});
