import { messageCodes } from './messages.js';

// Plain values of the reunion cases family, without zod: the map, the cards and the admin import these
// without loading the schemas.

/** Where a case stands: still missing, being followed up (a lead, a sighting), or found. */
export const CASE_STATUSES = ['missing', 'investigating', 'found'] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];

export const CASE_GENDERS = ['male', 'female', 'other'] as const;
export type CaseGender = (typeof CASE_GENDERS)[number];

/** How the person who reported a case is related to the missing person (private, admin only). */
export const REPORTER_RELATIONSHIPS = [
  'parent',
  'child',
  'spouse',
  'sibling',
  'grandparent',
  'grandchild',
  'relative',
  'friend',
  'neighbour',
  'other',
] as const;
export type ReporterRelationship = (typeof REPORTER_RELATIONSHIPS)[number];

/**
 * A case number: `VN-`, the year the case was opened, and a five-digit sequence within that year
 * (`VN-2026-00012`). The server gives the next free number; it never changes afterwards.
 */
export const CASE_NUMBER_PATTERN = /^VN-\d{4}-\d{5}$/;

/**
 * The area a last-seen place may lie in: Vietnam's mainland and its islands, the Hoàng Sa and Trường Sa
 * archipelagos included.
 */
export const VIETNAM_BOUNDS = { minLat: 6, maxLat: 23.5, minLng: 102, maxLng: 118 } as const;

/**
 * Decimal places a stored last-seen position keeps: two (about a kilometre), so that a public marker shows a
 * commune's centre and can never point at a house.
 */
export const COORDINATE_DECIMALS = 2;

export const CASE_LIMITS = {
  nameMax: 120,
  placeMax: 100,
  clothingMax: 500,
  featuresMax: 1000,
  descriptionMax: 4000,
  rewardMax: 100,
  noteMax: 500,
  heightMin: 30,
  heightMax: 250,
  ageMax: 120,
  birthYearMin: 1900,
  reporterNameMax: 100,
  phoneMax: 20,
  emailMax: 254,
  /** The map shows every marker at once: a public page may hold up to this many cases. */
  publicPerPageMax: 100,
  publicPerPage: 20,
  /** The map's markers come in one answer of at most this many cases, newest change first. */
  mapMarkersMax: 5000,
  /** A marker's popup shows the circumstances cut to this many characters; the case page has them whole. */
  markerSummaryMax: 160,
  adminPerPage: 20,
} as const;

/** Messages of the case forms, in English. */
export const CASE_ERRORS = {
  nameRequired: 'The name is required.',
  ageRequired: 'Give the birth year or the age when the person went missing.',
  birthYearFuture: 'The birth year cannot be in the future.',
  dateInvalid: 'Enter a date as YYYY-MM-DD.',
  dateFuture: 'The date cannot be in the future.',
  bornAfterMissing: 'The person cannot have gone missing before being born.',
  placeRequired: 'The province and the commune are required.',
  outsideVietnam: 'The place must lie in Vietnam.',
  descriptionRequired: 'The description is required.',
  reporterNameRequired: "The reporter's name is required.",
  phoneInvalid: 'Enter a phone number of 9 to 15 digits.',
  emailInvalid: 'Enter a valid email address.',
} as const;
export type CaseErrorKey = keyof typeof CASE_ERRORS;
/** Their codes (`reunion.nameRequired`), as the schemas report them. */
export const CASE_CODES = /* @__PURE__ */ messageCodes('reunion', CASE_ERRORS);

/**
 * The person's approximate age on `today`: from the birth year when known, otherwise the age when they went
 * missing plus the whole years since. Null when neither is known.
 */
export function caseAge(
  person: { birth_year: number | null; age_at_missing: number | null; missing_since: string },
  today: Date = new Date(),
): number | null {
  const year = today.getUTCFullYear();
  if (person.birth_year !== null) return Math.max(0, year - person.birth_year);
  if (person.age_at_missing === null) return null;
  const since = new Date(`${person.missing_since}T00:00:00Z`);
  if (Number.isNaN(since.getTime())) return person.age_at_missing;
  let years = year - since.getUTCFullYear();
  const beforeAnniversary =
    today.getUTCMonth() < since.getUTCMonth() ||
    (today.getUTCMonth() === since.getUTCMonth() && today.getUTCDate() < since.getUTCDate());
  if (beforeAnniversary) years -= 1;
  return person.age_at_missing + Math.max(0, years);
}
