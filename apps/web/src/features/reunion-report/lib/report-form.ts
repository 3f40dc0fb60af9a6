import {
  REFORM_DATE,
  REPORT_CODES,
  keyOfCode,
  type AddressPeriod,
  type ReportErrorKey,
  type ReportInput,
} from '@site/contracts';
import type { ExtraField } from './extra-fields';

/** The detailed form as its controls hold it: text for every input, ids ('' for none), the period, conditions. */
export interface ReportForm {
  missing_person_name: string;
  age: string;
  date_of_birth: string;
  gender_id: string;
  education_level_id: string;
  marital_status_id: string;
  occupation_id: string;
  missing_date: string;
  missing_time: string;
  discovered_missing_date: string;
  last_seen_location: string;
  address_period: AddressPeriod;
  /** Whether the family chose the period (then the missing date no longer sets it). */
  period_chosen: boolean;
  last_seen_province_id: string;
  last_seen_district_id: string;
  last_seen_ward_id: string;
  risk_level_id: string;
  missing_reason_id: string;
  location_type_id: string;
  missing_context_id: string;
  medical_condition_ids: string[];
  reporter_name: string;
  reporter_phone: string;
  reporter_email: string;
  reporter_address: string;
  reporter_relationship_id: string;
  circumstances: string;
  additional_notes: string;
}

export type TextField = Exclude<keyof ReportForm, 'address_period' | 'period_chosen' | 'medical_condition_ids'>;

export const EMPTY_FORM: ReportForm = {
  missing_person_name: '',
  age: '',
  date_of_birth: '',
  gender_id: '',
  education_level_id: '',
  marital_status_id: '',
  occupation_id: '',
  missing_date: '',
  missing_time: '',
  discovered_missing_date: '',
  last_seen_location: '',
  address_period: 'current',
  period_chosen: false,
  last_seen_province_id: '',
  last_seen_district_id: '',
  last_seen_ward_id: '',
  risk_level_id: '',
  missing_reason_id: '',
  location_type_id: '',
  missing_context_id: '',
  medical_condition_ids: [],
  reporter_name: '',
  reporter_phone: '',
  reporter_email: '',
  reporter_address: '',
  reporter_relationship_id: '',
  circumstances: '',
  additional_notes: '',
};

/** The units a place is told in by default: before the reform's day, the old ones; else today's. */
export function periodOfDate(missingDate: string): AddressPeriod {
  return /^\d{4}-\d{2}-\d{2}$/.test(missingDate) && missingDate < REFORM_DATE ? 'before_reform' : 'current';
}

/**
 * Sets one field, with the place cascade: changing the period clears the three place ids (they belong to
 * another set of units); changing the province clears the district and ward; changing the district clears the
 * ward. A new missing date moves the period with it until the family chose one themselves.
 */
export function setField(form: ReportForm, field: TextField, value: string): ReportForm {
  const next: ReportForm = { ...form, [field]: value };
  if (field === 'last_seen_province_id' && value !== form.last_seen_province_id) {
    next.last_seen_district_id = '';
    next.last_seen_ward_id = '';
  }
  if (field === 'last_seen_district_id' && value !== form.last_seen_district_id) next.last_seen_ward_id = '';
  if (field === 'missing_date' && !form.period_chosen) return withPeriod(next, periodOfDate(value), false);
  return next;
}

/** Sets the address period; the place ids go when it changes. */
export function withPeriod(form: ReportForm, period: AddressPeriod, chosen = true): ReportForm {
  if (period === form.address_period) return { ...form, period_chosen: form.period_chosen || chosen };
  return {
    ...form,
    address_period: period,
    period_chosen: form.period_chosen || chosen,
    last_seen_province_id: '',
    last_seen_district_id: '',
    last_seen_ward_id: '',
  };
}

export function toggleCondition(form: ReportForm, id: string, on: boolean): ReportForm {
  const rest = form.medical_condition_ids.filter((value) => value !== id);
  return { ...form, medical_condition_ids: on ? [...rest, id] : rest };
}

/** The age as the schema takes it: a number, null when empty, NaN (refused) when not a number. */
function ageOf(text: string): number | null {
  const clean = text.trim();
  if (!clean) return null;
  return /^\d+$/.test(clean) ? Number(clean) : Number.NaN;
}

/** The body of a report from the form, the extra fields and the quick text (the family's own words). */
export function toReportInput(
  form: ReportForm,
  extras: readonly ExtraField[],
  meta: { originalText: string; submissionId: string; language: string },
): ReportInput {
  const { period_chosen: _chosen, age, ...fields } = form;
  const before = form.address_period === 'before_reform';
  return {
    ...fields,
    age: ageOf(age),
    date_of_birth: form.date_of_birth || null,
    last_seen_district_id: before ? form.last_seen_district_id || null : null,
    reporter_relationship_id: form.reporter_relationship_id as ReportInput['reporter_relationship_id'],
    medical_condition_ids: form.medical_condition_ids as ReportInput['medical_condition_ids'],
    additional_info: Object.fromEntries(extras.map((extra) => [extra.name.trim(), extra.value.trim()])),
    original_report_text: meta.originalText.trim() || null,
    submission_id: meta.submissionId,
    language: meta.language as ReportInput['language'],
  } as ReportInput;
}

/** The first message code per field of a failed check (`report.nameRequired`), as the form shows them. */
export type FieldErrors = Partial<Record<string, string>>;

/** The key of a report message (`nameRequired`) from its code, or undefined for a message the site does not know. */
export function errorKey(code: string | undefined): ReportErrorKey | undefined {
  return keyOfCode(REPORT_CODES, code);
}
