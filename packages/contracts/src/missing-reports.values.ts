import { messageCodes } from './messages.js';

// Plain values of the missing-person reports family, without zod: the report dialog imports these before it
// loads any schema.

/**
 * The reference lists of the report form, by id. The names, in every interface language, come from the server
 * (`GET /api/missing-person/form-data`); ids are stable and never translated.
 */
export const EDUCATION_LEVELS = [
  'none',
  'primary',
  'lower_secondary',
  'upper_secondary',
  'vocational',
  'college',
  'university',
  'postgraduate',
  'unknown',
] as const;
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];

export const MARITAL_STATUSES = ['single', 'married', 'divorced', 'widowed', 'separated', 'unknown'] as const;
export type MaritalStatus = (typeof MARITAL_STATUSES)[number];

/**
 * Occupations by group. An occupation whose group is not known goes in `other` (Khác), which is also the
 * group the form opens on.
 */
export const OCCUPATION_GROUPS = {
  study: ['preschool_child', 'pupil', 'university_student'],
  agriculture: ['farmer', 'fisher', 'forestry_worker'],
  industry: ['factory_worker', 'construction_worker', 'craftsperson'],
  trade: ['trader', 'street_vendor', 'shop_assistant'],
  services: ['driver', 'delivery_worker', 'domestic_worker', 'restaurant_worker', 'security_guard'],
  office: ['office_worker', 'civil_servant', 'teacher', 'health_worker', 'engineer'],
  other: ['homemaker', 'retired', 'unemployed', 'freelance', 'soldier_veteran', 'other'],
} as const;
export type OccupationGroup = keyof typeof OCCUPATION_GROUPS;
export type Occupation = (typeof OCCUPATION_GROUPS)[OccupationGroup][number];
export const OCCUPATION_GROUP_IDS = Object.keys(OCCUPATION_GROUPS) as OccupationGroup[];
export const OCCUPATIONS = Object.values(OCCUPATION_GROUPS).flat() as Occupation[];
/** The group the form opens on and where an occupation without a known group goes (Khác). */
export const DEFAULT_OCCUPATION_GROUP: OccupationGroup = 'other';

/** How urgent a report is, most urgent first, with the colour each is shown in. */
export const RISK_LEVELS = ['critical', 'high', 'medium', 'low'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];
export const RISK_LEVEL_COLOURS: Readonly<Record<RiskLevel, string>> = {
  critical: '#b91c1c',
  high: '#c2410c',
  medium: '#a16207',
  low: '#15803d',
};

export const MISSING_REASONS = [
  'unknown',
  'lost',
  'dementia_wandering',
  'ran_away',
  'family_conflict',
  'trafficking_suspected',
  'accident_or_disaster',
  'war_separation',
  'adoption_separation',
  'work_migration',
  'mental_health_crisis',
  'other',
] as const;
export type MissingReason = (typeof MISSING_REASONS)[number];

export const LOCATION_TYPES = [
  'home',
  'school',
  'market',
  'hospital',
  'bus_or_train_station',
  'workplace',
  'street',
  'park',
  'river_or_sea',
  'forest_or_mountain',
  'religious_site',
  'other',
] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];

export const MISSING_CONTEXTS = [
  'alone',
  'with_someone',
  'way_home',
  'way_to_school',
  'at_work',
  'travelling',
  'crowd_or_festival',
  'natural_disaster',
  'war',
  'other',
] as const;
export type MissingContext = (typeof MISSING_CONTEXTS)[number];

export const MEDICAL_CONDITIONS = [
  'dementia',
  'autism',
  'intellectual_disability',
  'epilepsy',
  'depression',
  'psychosis',
  'diabetes',
  'heart_disease',
  'hearing_impairment',
  'speech_impairment',
  'visual_impairment',
  'other',
] as const;
export type MedicalCondition = (typeof MEDICAL_CONDITIONS)[number];

/**
 * Where a report stands with the moderators: waiting, published as a public case, sent back to the family for
 * more information, or refused (a joke, a duplicate, not a missing person).
 */
export const REPORT_STATUSES = ['pending', 'verified', 'needs_info', 'rejected'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
/** The statuses a moderator may set by hand; `verified` comes only from publishing the report as a case. */
export const REPORT_REVIEW_STATUSES = ['pending', 'needs_info', 'rejected'] as const;
export type ReportReviewStatus = (typeof REPORT_REVIEW_STATUSES)[number];

/**
 * The day Vietnam's administrative units changed (two levels, 34 provinces). A disappearance before it may be
 * told with the address as it was then (province → district → ward); after it, with today's units.
 */
export const REFORM_DATE = '2025-07-01';
export const ADDRESS_PERIODS = ['current', 'before_reform'] as const;
export type AddressPeriod = (typeof ADDRESS_PERIODS)[number];

/** The keys the form offers as one-tap extra fields (height, clothing, …), in the order shown. */
export const QUICK_ADD_KEYS = [
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
] as const;
export type QuickAddKey = (typeof QUICK_ADD_KEYS)[number];

/** The form fields an analysis may suggest a value for. */
export const SUGGESTIBLE_FIELDS = [
  'missing_person_name',
  'age',
  'date_of_birth',
  'gender_id',
  'missing_date',
  'missing_time',
  'last_seen_location',
  'address_period',
  'last_seen_province_id',
  'last_seen_district_id',
  'last_seen_ward_id',
  'reporter_name',
  'reporter_phone',
  'reporter_email',
  'reporter_relationship_id',
  'circumstances',
] as const;
export type SuggestibleField = (typeof SUGGESTIBLE_FIELDS)[number];

/** What a reformat did, each with how many times (the dialog words them in the interface language). */
export const IMPROVEMENT_CODES = [
  'capitalised',
  'punctuated',
  'expandedAbbreviations',
  'restoredDiacritics',
  'normalisedPhone',
  'normalisedDates',
  'normalisedSpacing',
  'addedSummary',
] as const;
export type ImprovementCode = (typeof IMPROVEMENT_CODES)[number];

/** Confidence thresholds of a suggestion: high from 0.8, medium from 0.5; "apply all" takes those above 0.5. */
export const CONFIDENCE = { high: 0.8, medium: 0.5, applyAllAbove: 0.5, defaultObject: 0.5, defaultBare: 0.7 } as const;

export const REPORT_LIMITS = {
  nameMax: 120,
  ageMax: 120,
  locationMax: 300,
  reporterNameMax: 100,
  phoneMax: 20,
  emailMax: 254,
  addressMax: 300,
  textMax: 4000,
  /** The free text a family writes or dictates, and what analyze and reformat take. */
  inputMax: 10_000,
  extraFieldsMax: 20,
  extraNameMax: 60,
  extraValueMax: 1000,
  adminPerPage: 20,
  /** Candidates a moderator sees for one report. */
  matchesMax: 10,
  noteMax: 1000,
} as const;

/** Messages of the report form and the moderation, in English. */
export const REPORT_ERRORS = {
  nameRequired: "The missing person's full name is required.",
  ageRange: 'Enter an age from 0 to 120.',
  dateInvalid: 'Enter a date as YYYY-MM-DD.',
  dateFuture: 'The date cannot be in the future.',
  timeInvalid: 'Enter a time as HH:MM.',
  missingDateRequired: 'The date the person went missing is required.',
  discoveredBeforeMissing: 'The absence cannot have been noticed before the person went missing.',
  bornAfterMissing: 'The date of birth must be before the date the person went missing.',
  locationRequired: 'Say where the person was last seen.',
  provinceRequired: 'Choose the province.',
  districtRequired: 'Choose the district.',
  wardRequired: 'Choose the commune or ward.',
  placeUnknown: 'Choose a place from the list.',
  currentAfterReform: 'A disappearance after 1 July 2025 is told with the current provinces and communes.',
  outsideVietnam: 'The place must lie in Vietnam.',
  reporterNameRequired: 'Your name is required.',
  phoneRequired: 'Your phone number is required.',
  phoneInvalid: 'Enter a phone number of 9 to 15 digits.',
  emailInvalid: 'Enter a valid email address.',
  relationshipRequired: 'Say how you are related to the missing person.',
  textTooLong: 'The text is too long.',
  inputRequired: 'Write or dictate what happened first.',
  extraFieldInvalid: 'Each extra field needs a name and a value.',
  extraFieldDuplicate: 'Two extra fields have the same name.',
  tooManyExtraFields: 'Too many extra fields.',
  reportNotPending: 'This report has already been published.',
  unknownPlace: 'That place is not in the list.',
} as const;
export type ReportErrorKey = keyof typeof REPORT_ERRORS;
/** Their codes (`report.nameRequired`), as the schemas report them. */
export const REPORT_CODES = /* @__PURE__ */ messageCodes('report', REPORT_ERRORS);

/** The class of a suggestion's confidence: high (≥ 0.8), medium (≥ 0.5) or low. */
export function confidenceClass(confidence: number): 'high' | 'medium' | 'low' {
  if (confidence >= CONFIDENCE.high) return 'high';
  if (confidence >= CONFIDENCE.medium) return 'medium';
  return 'low';
}
