import {
  ADDRESS_PERIODS,
  CONFIDENCE,
  SUGGESTIBLE_FIELDS,
  type AddressPeriod,
  type ExtraSuggestion,
  type ReportAnalysis,
  type SuggestibleField,
} from '@site/contracts';
import { setField, withPeriod, type ReportForm, type TextField } from './report-form';

/** A suggested value for one form field. */
export interface FieldSuggestion {
  field: SuggestibleField;
  value: string;
  confidence: number;
}

export interface Suggestions {
  standard: FieldSuggestion[];
  extras: ExtraSuggestion[];
}

/** The fields that make one place: applied together, so that the cascade does not clear what comes with it. */
export const PLACE_FIELDS: readonly SuggestibleField[] = [
  'address_period',
  'last_seen_province_id',
  'last_seen_district_id',
  'last_seen_ward_id',
];

/** An analysis's suggestions in the form's order; unknown fields and empty values are left out. */
export function suggestionsOf(analysis: ReportAnalysis): Suggestions {
  const standard: FieldSuggestion[] = [];
  for (const field of SUGGESTIBLE_FIELDS) {
    const suggestion = analysis.extracted_fields[field];
    if (!suggestion) continue;
    const value = String(suggestion.value).trim();
    if (!value) continue;
    if (field === 'address_period' && !ADDRESS_PERIODS.includes(value as AddressPeriod)) continue;
    standard.push({ field, value, confidence: suggestion.confidence });
  }
  const extras = analysis.extra_fields.filter((extra) => extra.key.trim() && extra.value.trim());
  return { standard, extras };
}

/**
 * Applies a place: its period (today's units or the old ones) and the ids that came with it, province
 * before district before ward. Without a suggested period the place is read in the form's current one.
 */
function applyPlace(form: ReportForm, place: readonly FieldSuggestion[]): ReportForm {
  const get = (field: SuggestibleField) => place.find((suggestion) => suggestion.field === field)?.value;
  const period = get('address_period') as AddressPeriod | undefined;
  let next = period ? withPeriod(form, period) : form;
  const province = get('last_seen_province_id');
  if (province) next = setField(next, 'last_seen_province_id', province);
  const district = get('last_seen_district_id');
  if (district && next.address_period === 'before_reform') next = setField(next, 'last_seen_district_id', district);
  const ward = get('last_seen_ward_id');
  if (ward) next = setField(next, 'last_seen_ward_id', ward);
  return next;
}

/** Applies one suggestion; a place suggestion brings the rest of its place (`all`) with it. */
export function applySuggestion(
  form: ReportForm,
  suggestion: FieldSuggestion,
  all: readonly FieldSuggestion[] = [suggestion],
): ReportForm {
  if (PLACE_FIELDS.includes(suggestion.field)) {
    return applyPlace(
      form,
      all.filter((other) => PLACE_FIELDS.includes(other.field)),
    );
  }
  return setField(form, suggestion.field as TextField, suggestion.value);
}

/** Whether "apply all" takes a suggestion: confidence above 0.5. */
export const appliedByAll = (suggestion: FieldSuggestion) => suggestion.confidence > CONFIDENCE.applyAllAbove;

/** Applies every suggestion above 0.5, in the form's order (the place once, whole). */
export function applyAll(form: ReportForm, suggestions: readonly FieldSuggestion[]): ReportForm {
  const taken = suggestions.filter(appliedByAll);
  let next = form;
  let placeDone = false;
  for (const suggestion of taken) {
    if (PLACE_FIELDS.includes(suggestion.field)) {
      if (placeDone) continue;
      placeDone = true;
    }
    next = applySuggestion(next, suggestion, taken);
  }
  return next;
}
