import type { CaseContact, CaseGender, CaseStatus, CaseTranslation } from '@site/contracts';

/** Keys of the demo cases; each language file tells every one of them. */
export const SEED_CASE_KEYS = [
  'hung-hoan-kiem',
  'lan-le-chan',
  'tuan-bai-chay',
  'hoa-thanh-vinh',
  'bao-thuan-hoa',
  'trang-hai-chau',
  'lam-nha-trang',
  'linh-buon-ma-thuot',
  'khanh-ben-thanh',
  'ngan-ninh-kieu',
  'phuc-long-xuyen',
  'my-sa-pa',
] as const;
export type SeedCaseKey = (typeof SEED_CASE_KEYS)[number];

/** Notes the demo status changes carry, told in every language. */
export const SEED_NOTE_KEYS = ['sighting', 'tipChecked', 'foundSafe', 'foundHospital', 'foundVolunteers'] as const;
export type SeedNoteKey = (typeof SEED_NOTE_KEYS)[number];

/** A demo case's texts in one language. */
export type SeedCaseTexts = Record<SeedCaseKey, CaseTranslation>;

/** The demo cases in one language: each case's texts and the notes of the status changes. */
export interface ReunionSeedLanguage {
  cases: SeedCaseTexts;
  notes: Record<SeedNoteKey, string>;
}

/** A demo case's facts, the same in every language. All people and reporters are fictional. */
export interface SeedCaseFacts {
  case_number: string;
  full_name: string;
  gender: CaseGender;
  birth_year: number | null;
  age_at_missing: number | null;
  height_cm: number | null;
  missing_since: string;
  province: string;
  commune: string;
  /** The commune's (ward's) centre, approximate. */
  latitude: number;
  longitude: number;
  /** The history, oldest first: the first entry opens the case. */
  history: { status: CaseStatus; at: string; note?: SeedNoteKey }[];
  /** Fictional reporter: phone numbers in the unassigned 0900 000 0xx range, addresses at example.com. */
  contact: CaseContact;
}
