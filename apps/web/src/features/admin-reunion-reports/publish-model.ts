import {
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  type AdminReport,
  type CaseGender,
  type CaseInput,
  type LanguageCode,
} from '@site/contracts';
import type { ReportVerifyBody } from '../../api/admin-reunion-reports';

/** One language of the public case's texts in the publish form; every language is present, blank when unwritten. */
export interface PublishTexts {
  description: string;
  clothing: string;
  distinguishing_features: string;
  reward: string;
}

/**
 * The publish form: the public case (mirroring the case schema field by field, so that client and server field
 * errors land on the same paths, `case.translations.en.description`) and the moderator's note. Numbers are kept
 * as typed ('' for none). There is no contact: the report's reporter becomes the case's private contact.
 */
export interface PublishFormValues {
  case: {
    full_name: string;
    gender: CaseGender;
    birth_year: string;
    age_at_missing: string;
    height_cm: string;
    photo_url: string;
    missing_since: string;
    last_seen: { province: string; commune: string; latitude: string; longitude: string };
    translations: Record<LanguageCode, PublishTexts>;
  };
  note: string;
}

/** A province's seat, where a case without its own position is put on the map. */
export interface SeatPosition {
  lat: number;
  lng: number;
}

export function emptyPublishTexts(): PublishTexts {
  return { description: '', clothing: '', distinguishing_features: '', reward: '' };
}

/** The names an extra field of the report may carry for each thing the public case shows (keys and labels). */
const INFO_NAMES = {
  height: ['height', 'chiều cao', 'chieu cao'],
  clothing: ['clothing', 'quần áo', 'quan ao', 'trang phục', 'trang phuc', 'mặc', 'áo quần'],
  features: [
    'physical_features',
    'đặc điểm',
    'dac diem',
    'đặc điểm nhận dạng',
    'đặc điểm ngoại hình',
    'dấu hiệu nhận dạng',
    'features',
  ],
} as const;

const folded = (text: string) => text.trim().toLocaleLowerCase('vi').normalize('NFC');

/** The value of the first extra field whose name is one of `names` (case and spacing ignored), or ''. */
export function infoValue(info: Readonly<Record<string, string>>, names: readonly string[]): string {
  const wanted = new Set(names.map(folded));
  for (const [name, value] of Object.entries(info)) {
    if (wanted.has(folded(name))) return value.trim();
  }
  return '';
}

/**
 * A height in whole centimetres from how families write it: "160", "160 cm", "1m60", "1,6 m", "1.65m".
 * Anything else (or outside 40–250 cm) is none: the moderator types it.
 */
export function parseHeightCm(text: string): number | null {
  const value = text.trim().toLowerCase().replace(/\s+/g, '');
  if (value === '') return null;
  let cm: number | null = null;
  const metresAndCm = /^(\d)m(\d{1,2})$/.exec(value);
  const metres = /^(\d(?:[.,]\d{1,2})?)m$/.exec(value);
  const centimetres = /^(\d{2,3})(?:cm)?$/.exec(value);
  if (metresAndCm) {
    const rest = metresAndCm[2] ?? '0';
    cm = Number(metresAndCm[1]) * 100 + Number(rest.length === 1 ? `${rest}0` : rest);
  } else if (metres) {
    cm = Math.round(Number((metres[1] ?? '').replace(',', '.')) * 100);
  } else if (centimetres) {
    cm = Number(centimetres[1]);
  }
  return cm !== null && cm >= 40 && cm <= 250 ? cm : null;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A pattern that finds a phone number however it is written (spaces, dots, dashes between the digits, +84 for
 * the leading 0). Null for a number too short to look for safely.
 */
function phonePattern(phone: string): RegExp | null {
  let digits = phone.replace(/\D/g, '');
  if (digits.startsWith('84') && digits.length >= 11) digits = digits.slice(2);
  if (digits.startsWith('0')) digits = digits.slice(1);
  if (digits.length < 8) return null;
  const body = [...digits].map((digit) => escapeRegExp(digit)).join('[\\s.()-]*');
  return new RegExp(`(?:(?:\\+|00)?84[\\s.()-]*|0[\\s.()-]*)?${body}`, 'g');
}

/** The reporter's details a public text must not carry: the phone, the email and the full name (two words or more). */
function personalPatterns(report: Pick<AdminReport, 'reporter_name' | 'reporter_phone' | 'reporter_email'>) {
  const patterns: RegExp[] = [];
  const phone = phonePattern(report.reporter_phone);
  if (phone) patterns.push(phone);
  if (report.reporter_email) patterns.push(new RegExp(escapeRegExp(report.reporter_email.trim()), 'gi'));
  const name = report.reporter_name.trim();
  if (name.split(/\s+/).length >= 2) patterns.push(new RegExp(escapeRegExp(name), 'giu'));
  return patterns;
}

/** The text with the reporter's phone, email and full name taken out (a family's text often ends "call me on …"). */
export function withoutReporter(
  text: string,
  report: Pick<AdminReport, 'reporter_name' | 'reporter_phone' | 'reporter_email'>,
): string {
  let out = text;
  for (const pattern of personalPatterns(report)) out = out.replace(pattern, '…');
  return out;
}

/** The public texts' paths that still carry the reporter's phone, email or full name. */
export function reporterLeaks(
  values: PublishFormValues,
  report: Pick<AdminReport, 'reporter_name' | 'reporter_phone' | 'reporter_email'>,
): string[] {
  const patterns = personalPatterns(report);
  const found = (text: string) => patterns.some((pattern) => new RegExp(pattern.source, pattern.flags).test(text));
  const paths: string[] = [];
  if (found(values.case.full_name)) paths.push('case.full_name');
  for (const code of LANGUAGE_CODES) {
    const texts = values.case.translations[code];
    for (const field of ['description', 'clothing', 'distinguishing_features', 'reward'] as const) {
      if (found(texts[field])) paths.push(`case.translations.${code}.${field}`);
    }
  }
  return paths;
}

const numberText = (value: number | null | undefined): string =>
  value === null || value === undefined ? '' : String(value);

/**
 * The publish form prefilled from a report: the person, the date, today's province and commune, the position
 * (the report's own, else the province seat), and the texts in the report's language: circumstances (else the
 * family's original text), clothing and features from the extra fields, each without the reporter's contact
 * details. English stays blank when the report is in another language: the moderator writes it (the case needs it
 * and a machine translation of a family's words is not published unread).
 */
export function reportToPublishForm(report: AdminReport, seat: SeatPosition | null): PublishFormValues {
  const translations = Object.fromEntries(LANGUAGE_CODES.map((code) => [code, emptyPublishTexts()])) as Record<
    LanguageCode,
    PublishTexts
  >;
  const scrub = (text: string) => withoutReporter(text, report).trim();
  translations[report.language] = {
    description: scrub(report.circumstances ?? report.original_report_text ?? ''),
    clothing: scrub(infoValue(report.additional_info, INFO_NAMES.clothing)),
    distinguishing_features: scrub(infoValue(report.additional_info, INFO_NAMES.features)),
    reward: '',
  };
  const birthYear = report.date_of_birth ? Number(report.date_of_birth.slice(0, 4)) : null;
  const latitude = report.last_seen_latitude ?? seat?.lat ?? null;
  const longitude = report.last_seen_longitude ?? seat?.lng ?? null;
  return {
    case: {
      full_name: report.missing_person_name,
      gender: report.gender_id ?? 'other',
      birth_year: numberText(birthYear),
      age_at_missing: numberText(report.age),
      height_cm: numberText(parseHeightCm(infoValue(report.additional_info, INFO_NAMES.height))),
      photo_url: '',
      missing_since: report.missing_date,
      last_seen: {
        province: report.place.province,
        commune: report.place.communes[0] ?? '',
        latitude: numberText(latitude),
        longitude: numberText(longitude),
      },
      translations,
    },
    note: '',
  };
}

/** A typed number: '' is none; anything else is read as a number, and what is not one stays NaN (refused). */
export function parseNumberText(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  return Number(trimmed);
}

const isBlank = (texts: PublishTexts) => Object.values(texts).every((value) => value.trim() === '');

/** Whether a language's texts hold anything (a dot on its tab). */
export function hasTexts(texts: PublishTexts | undefined): boolean {
  return texts !== undefined && !isBlank(texts);
}

/**
 * The verify request's body: English always (the case schema requires it), other languages only when written
 * in; no contact (the server makes the report's reporter the case's private contact).
 */
export function buildPublishPayload(values: PublishFormValues): ReportVerifyBody {
  const form = values.case;
  const translations: Partial<Record<LanguageCode, PublishTexts>> = {};
  for (const code of LANGUAGE_CODES) {
    const texts = form.translations[code];
    if (code !== DEFAULT_LANGUAGE && isBlank(texts)) continue;
    translations[code] = texts;
  }
  const required = (text: string) => parseNumberText(text) ?? Number.NaN;
  const body: CaseInput = {
    full_name: form.full_name,
    gender: form.gender,
    birth_year: parseNumberText(form.birth_year),
    age_at_missing: parseNumberText(form.age_at_missing),
    height_cm: parseNumberText(form.height_cm),
    photo_url: form.photo_url.trim() === '' ? null : form.photo_url,
    missing_since: form.missing_since,
    last_seen: {
      province: form.last_seen.province,
      commune: form.last_seen.commune,
      latitude: required(form.last_seen.latitude),
      longitude: required(form.last_seen.longitude),
    },
    translations: translations as CaseInput['translations'],
    contact: null,
  };
  return { case: body, note: values.note };
}
