import type { ReporterRelationship } from '@site/contracts';

/** One value found in the text, with how sure the rule that found it is (0..1) and the words it came from. */
export interface Extracted<T> {
  value: T;
  confidence: number;
  span?: string;
}

/** The quick-add keys of extra information, in the report form's order. */
export type ExtraKey =
  | 'height'
  | 'weight'
  | 'clothing'
  | 'physical_features'
  | 'personality'
  | 'hobbies'
  | 'medical_condition'
  | 'last_contact'
  | 'vehicle'
  | 'belongings';

export const EXTRA_KEYS: readonly ExtraKey[] = Object.freeze([
  'height',
  'weight',
  'clothing',
  'physical_features',
  'personality',
  'hobbies',
  'medical_condition',
  'last_contact',
  'vehicle',
  'belongings',
] as const);

export interface ReportFields {
  missing_person_name?: Extracted<string>;
  age?: Extracted<number>;
  birth_year?: Extracted<number>;
  date_of_birth?: Extracted<string>;
  gender_id?: Extracted<'male' | 'female'>;
  missing_date?: Extracted<string>;
  missing_time?: Extracted<string>;
  last_seen_location?: Extracted<string>;
  last_seen_province_id?: Extracted<string>;
  last_seen_ward_id?: Extracted<string>;
  last_seen_old_province_id?: Extracted<string>;
  last_seen_old_district_id?: Extracted<string>;
  last_seen_old_ward_id?: Extracted<string>;
  reporter_name?: Extracted<string>;
  reporter_phone?: Extracted<string>;
  reporter_email?: Extracted<string>;
  reporter_relationship_id?: Extracted<ReporterRelationship>;
  circumstances?: Extracted<string>;
}

/** Information outside the form's fields, offered as an extra field (key, Vietnamese label, value). */
export interface ExtraSuggestion {
  key: ExtraKey | string;
  label: string;
  value: string;
  confidence: number;
}

export interface ReportExtraction {
  fields: ReportFields;
  extras: ExtraSuggestion[];
  people: string[];
  confidence: number;
}

export interface ExtractOptions {
  /** The day the report is written (YYYY-MM-DD), against which "hôm qua" and the like are resolved. */
  today?: string;
}

export type ImprovementCode =
  | 'capitalised'
  | 'punctuated'
  | 'expandedAbbreviations'
  | 'restoredDiacritics'
  | 'normalisedPhone'
  | 'normalisedDates'
  | 'normalisedSpacing'
  | 'addedSummary';

export interface Reformatted {
  text: string;
  summary: string;
  improvements: { code: ImprovementCode; count: number }[];
}
