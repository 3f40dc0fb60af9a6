import {
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  type AdminReunionCase,
  type CaseGender,
  type CaseInput,
  type LanguageCode,
  type ReporterRelationship,
} from '@site/contracts';

/** One language of a case's texts in the form; every language is present, blank when not translated. */
export interface CaseTextsForm {
  clothing: string;
  distinguishing_features: string;
  description: string;
  reward: string;
}

/**
 * The case form's values. They mirror `CaseInput` field by field, so that client and server field errors
 * (`translations.en.description`, `last_seen.latitude`…) land on the same paths; numbers are kept as the
 * text typed ('' for none) and all ten languages are always present.
 */
export interface CaseFormValues {
  full_name: string;
  gender: CaseGender;
  birth_year: string;
  age_at_missing: string;
  height_cm: string;
  photo_url: string;
  missing_since: string;
  last_seen: { province: string; commune: string; latitude: string; longitude: string };
  translations: Record<LanguageCode, CaseTextsForm>;
  contact: { reporter_name: string; phone: string; email: string; relationship: ReporterRelationship };
}

export function emptyCaseTexts(): CaseTextsForm {
  return { clothing: '', distinguishing_features: '', description: '', reward: '' };
}

export function emptyCaseForm(): CaseFormValues {
  return {
    full_name: '',
    gender: 'female',
    birth_year: '',
    age_at_missing: '',
    height_cm: '',
    photo_url: '',
    missing_since: '',
    last_seen: { province: '', commune: '', latitude: '', longitude: '' },
    translations: Object.fromEntries(LANGUAGE_CODES.map((code) => [code, emptyCaseTexts()])) as Record<
      LanguageCode,
      CaseTextsForm
    >,
    contact: { reporter_name: '', phone: '', email: '', relationship: 'parent' },
  };
}

const numberText = (value: number | null): string => (value === null ? '' : String(value));

/** The form values of a stored case. */
export function caseToForm(record: AdminReunionCase): CaseFormValues {
  const form = emptyCaseForm();
  for (const code of LANGUAGE_CODES) {
    const stored = record.translations[code];
    if (stored) {
      form.translations[code] = {
        clothing: stored.clothing,
        distinguishing_features: stored.distinguishing_features,
        description: stored.description,
        reward: stored.reward ?? '',
      };
    }
  }
  return {
    ...form,
    full_name: record.full_name,
    gender: record.gender,
    birth_year: numberText(record.birth_year),
    age_at_missing: numberText(record.age_at_missing),
    height_cm: numberText(record.height_cm),
    photo_url: record.photo_url ?? '',
    missing_since: record.missing_since,
    last_seen: {
      province: record.last_seen.province,
      commune: record.last_seen.commune,
      latitude: String(record.last_seen.latitude),
      longitude: String(record.last_seen.longitude),
    },
    contact: record.contact
      ? {
          reporter_name: record.contact.reporter_name,
          phone: record.contact.phone,
          email: record.contact.email ?? '',
          relationship: record.contact.relationship,
        }
      : form.contact,
  };
}

/** True when a language holds nothing at all. */
export function isCaseTextsEmpty(texts: CaseTextsForm | undefined): boolean {
  if (!texts) return true;
  return Object.values(texts).every((value) => value.trim() === '');
}

/**
 * A typed number: '' is none (null); anything else is read as a number, and what is not one stays NaN so
 * that the schema refuses it under its field instead of it silently becoming "none".
 */
export function parseNumberText(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  return Number(trimmed);
}

/** A required number: blank is NaN, which the schema refuses as "not a number" under its field. */
function requiredNumber(text: string): number {
  return parseNumberText(text) ?? Number.NaN;
}

/**
 * The request body of the form: English always, other languages only when something was written in them
 * (an untouched language falls back to English on the site); the contact only when its name or phone was
 * given (a case entered without a reporter has none).
 */
export function buildCasePayload(values: CaseFormValues): CaseInput {
  const translations: Partial<Record<LanguageCode, CaseTextsForm>> = {};
  for (const code of LANGUAGE_CODES) {
    const texts = values.translations[code];
    if (code !== DEFAULT_LANGUAGE && isCaseTextsEmpty(texts)) continue;
    translations[code] = texts ?? emptyCaseTexts();
  }
  const { contact } = values;
  const hasContact = contact.reporter_name.trim() !== '' || contact.phone.trim() !== '' || contact.email.trim() !== '';
  return {
    full_name: values.full_name,
    gender: values.gender,
    birth_year: parseNumberText(values.birth_year),
    age_at_missing: parseNumberText(values.age_at_missing),
    height_cm: parseNumberText(values.height_cm),
    photo_url: values.photo_url.trim() === '' ? null : values.photo_url,
    missing_since: values.missing_since,
    last_seen: {
      province: values.last_seen.province,
      commune: values.last_seen.commune,
      latitude: requiredNumber(values.last_seen.latitude),
      longitude: requiredNumber(values.last_seen.longitude),
    },
    translations: translations as CaseInput['translations'],
    contact: hasContact ? { ...contact } : null,
  };
}

/** A status note per language as the form holds it: every language, blank when not written. */
export type StatusNoteForm = Record<LanguageCode, string>;

export function emptyStatusNote(): StatusNoteForm {
  return Object.fromEntries(LANGUAGE_CODES.map((code) => [code, ''])) as StatusNoteForm;
}

/** The note of a status change to send: only the languages written in (blank ones fall back when read). */
export function statusNotePayload(note: StatusNoteForm): Partial<Record<LanguageCode, string>> {
  return Object.fromEntries(
    LANGUAGE_CODES.flatMap((code) => (note[code].trim() === '' ? [] : [[code, note[code].trim()]])),
  ) as Partial<Record<LanguageCode, string>>;
}

/** A history note in the admin's language, else English, else Vietnamese, else any written one. */
export function noteInLanguage(note: Record<string, string>, language: LanguageCode): string | null {
  return note[language] ?? note.en ?? note.vi ?? Object.values(note)[0] ?? null;
}
