// Precision, recall and F1 of the extractor on a labelled set, per field and micro-averaged. Shared by the
// benchmark (scripts/bench.mjs) and the accuracy test, so that both count the same way:
// names case- and diacritics-insensitive, phones by digits, dates and ids exact, numbers exact (height ±1 cm),
// free texts (location, clothing, features, medical, belongings) right when one folded phrase contains the other.
// A value found where the label has none is a false positive; a wrong value is a false positive and a miss.
import { foldForSearch } from '@site/contracts';
import type { ExpectedReport, LabelledReport } from './types.ts';

export const SCORED_FIELDS = [
  'missing_person_name',
  'age',
  'birth_year',
  'date_of_birth',
  'gender_id',
  'missing_date',
  'missing_time',
  'last_seen_location',
  'last_seen_province_id',
  'last_seen_ward_id',
  'last_seen_old_province_id',
  'last_seen_old_district_id',
  'reporter_name',
  'reporter_phone',
  'reporter_email',
  'reporter_relationship_id',
  'height',
  'weight',
  'clothing',
  'physical_features',
  'medical_condition',
  'belongings',
] as const satisfies readonly (keyof ExpectedReport)[];

export type ScoredField = (typeof SCORED_FIELDS)[number];

const EXTRA_FIELDS = new Set<string>([
  'height',
  'weight',
  'clothing',
  'physical_features',
  'medical_condition',
  'belongings',
]);
const FREE_TEXT = new Set<string>([
  'last_seen_location',
  'clothing',
  'physical_features',
  'medical_condition',
  'belongings',
]);

/** The part of an extraction the score reads (the package's ReportExtraction has this shape). */
export interface ScoredExtraction {
  fields: Record<string, { value: unknown } | undefined>;
  extras: { key: string; value: string }[];
}

function folded(value: unknown): string {
  return foldForSearch(String(value)).trim();
}

/** The extracted value of a field, as the label writes it (height and weight as numbers). */
export function predicted(extraction: ScoredExtraction, field: ScoredField): string | number | undefined {
  if (EXTRA_FIELDS.has(field)) {
    const extra = extraction.extras.find((e) => e.key === field);
    if (!extra) return undefined;
    if (field === 'height' || field === 'weight') {
      const n = Number(/\d+/.exec(extra.value)?.[0]);
      return Number.isFinite(n) ? n : undefined;
    }
    return extra.value;
  }
  const value = extraction.fields[field]?.value;
  return value === undefined || value === null ? undefined : (value as string | number);
}

export function matches(field: ScoredField, got: string | number, want: string | number): boolean {
  if (field === 'height') return Math.abs(Number(got) - Number(want)) <= 1;
  if (field === 'reporter_phone') return String(got).replace(/\D/g, '') === String(want).replace(/\D/g, '');
  if (field === 'missing_person_name' || field === 'reporter_name' || field === 'reporter_email')
    return folded(got) === folded(want);
  if (FREE_TEXT.has(field)) {
    const a = folded(got);
    const b = folded(want);
    return a.length > 0 && b.length > 0 && (a.includes(b) || b.includes(a));
  }
  return String(got) === String(want);
}

export interface FieldScore {
  tp: number;
  fp: number;
  fn: number;
  precision: number;
  recall: number;
  f1: number;
}

export interface SetScore {
  fields: Record<ScoredField, FieldScore>;
  micro: FieldScore;
  /** Per report, the fields it got wrong: [field, got, want]. */
  errors: { id: string; field: ScoredField; got: unknown; want: unknown }[];
}

function finish(tp: number, fp: number, fn: number): FieldScore {
  const precision = tp + fp === 0 ? 1 : tp / (tp + fp);
  const recall = tp + fn === 0 ? 1 : tp / (tp + fn);
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { tp, fp, fn, precision, recall, f1 };
}

export function scoreSet(
  reports: readonly LabelledReport[],
  extract: (text: string, options: { today: string }) => ScoredExtraction,
): SetScore {
  const counts = new Map<ScoredField, [number, number, number]>(SCORED_FIELDS.map((f) => [f, [0, 0, 0]]));
  const errors: SetScore['errors'] = [];
  for (const report of reports) {
    const extraction = extract(report.text, { today: report.today });
    for (const field of SCORED_FIELDS) {
      const c = counts.get(field)!;
      const got = predicted(extraction, field);
      const want = report.expected[field];
      if (got === undefined && want === undefined) continue;
      if (got !== undefined && want !== undefined && matches(field, got, want)) c[0]++;
      else {
        if (got !== undefined) c[1]++;
        if (want !== undefined) c[2]++;
        errors.push({ id: report.id, field, got, want });
      }
    }
  }
  let tp = 0;
  let fp = 0;
  let fn = 0;
  const fields = {} as Record<ScoredField, FieldScore>;
  for (const [field, [t, p, n]] of counts) {
    fields[field] = finish(t, p, n);
    tp += t;
    fp += p;
    fn += n;
  }
  return { fields, micro: finish(tp, fp, fn), errors };
}
