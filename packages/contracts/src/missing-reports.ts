import { z } from 'zod';
import { SIMPLE_EMAIL } from './contact.values.js';
import { itemResponseSchema, pagedSchema } from './envelopes.js';
import { languageCodeSchema } from './language-schemas.js';
import { listQueryFields } from './query.js';
import { honeypotSchema } from './schema-parts.js';
import { CASE_GENDERS, REPORTER_RELATIONSHIPS, VIETNAM_BOUNDS } from './reunion-cases.values.js';
import { caseInputSchema } from './reunion-cases.js';
import {
  ADDRESS_PERIODS,
  EDUCATION_LEVELS,
  IMPROVEMENT_CODES,
  LOCATION_TYPES,
  MARITAL_STATUSES,
  MEDICAL_CONDITIONS,
  MISSING_CONTEXTS,
  MISSING_REASONS,
  OCCUPATIONS,
  REPORT_CODES,
  REPORT_LIMITS,
  REPORT_REVIEW_STATUSES,
  REPORT_STATUSES,
  RISK_LEVELS,
} from './missing-reports.values.js';

/**
 * Missing-person reports: what a family sends from the report dialog, the reference lists the form offers, the
 * offline analysis of their free text, and the moderation that turns a report into a public case. A report is
 * private from end to end: no public answer carries any of it but the case number given to the family.
 */

// ── Reference lists ────────────────────────────────────────────────────────────────────────────

/** An entry of a reference list: its stable id and its name in the requested language. */
export const listItemSchema = z.object({ id: z.string(), name: z.string() });
export const riskLevelItemSchema = listItemSchema.extend({ color_code: z.string() });
export const describedItemSchema = listItemSchema.extend({ description: z.string() });
export const occupationGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  occupations: z.array(listItemSchema),
});

/** Every list the report form offers, in one language. Provinces are today's 34; `old_provinces` the 63 before. */
export const reportFormDataSchema = z
  .object({
    genders: z.array(listItemSchema),
    educationLevels: z.array(listItemSchema),
    maritalStatuses: z.array(listItemSchema),
    occupations: z.array(occupationGroupSchema),
    riskLevels: z.array(riskLevelItemSchema),
    reportStatuses: z.array(listItemSchema),
    foundStatuses: z.array(listItemSchema),
    reporterRelationships: z.array(listItemSchema),
    missingReasons: z.array(describedItemSchema),
    locationTypes: z.array(listItemSchema),
    missingContexts: z.array(listItemSchema),
    medicalConditions: z.array(listItemSchema),
    provinces: z.array(listItemSchema),
    old_provinces: z.array(listItemSchema),
    /** The day today's units came into force (`YYYY-MM-DD`). */
    reform_date: z.string(),
  })
  .meta({ id: 'ReportFormData' });

export const reportFormDataResponseSchema = z.object({ success: z.literal(true), data: reportFormDataSchema });

/** A pre-2025 district of an old province. */
export const oldDistrictSchema = listItemSchema.extend({ province_id: z.string() });
/** A pre-2025 ward of an old district, with the current communes it became part of. */
export const oldWardSchema = listItemSchema.extend({
  district_id: z.string(),
  current_commune_ids: z.array(z.string()),
});
/** A current commune or ward of a current province. */
export const communeSchema = listItemSchema.extend({ province_id: z.string() });

export const districtsQuerySchema = z.object({ province_id: z.string().trim().min(1).max(20) });
export const wardsQuerySchema = z.object({ district_id: z.string().trim().min(1).max(20) });
export const communesQuerySchema = z.object({ province_id: z.string().trim().min(1).max(20) });
export const formDataQuerySchema = z.object({ lang: languageCodeSchema.optional() });

export const districtsResponseSchema = z.object({ success: z.literal(true), data: z.array(oldDistrictSchema) });
export const wardsResponseSchema = z.object({ success: z.literal(true), data: z.array(oldWardSchema) });
export const communesResponseSchema = z.object({ success: z.literal(true), data: z.array(communeSchema) });

// ── Analysis and reformatting ──────────────────────────────────────────────────────────────────

const inputText = z
  .string({ error: REPORT_CODES.inputRequired })
  .trim()
  .min(1, REPORT_CODES.inputRequired)
  .max(REPORT_LIMITS.inputMax, REPORT_CODES.textTooLong);

/** A calendar date `YYYY-MM-DD` that exists. */
const dateSchema = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, REPORT_CODES.dateInvalid)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, REPORT_CODES.dateInvalid);

export const analyzeInputSchema = z
  .object({
    input_text: inputText,
    context: z.literal('missing_person_report').default('missing_person_report'),
    /** The family's own date, so that "hôm qua" means their yesterday; the server's date in Vietnam otherwise. */
    today: dateSchema.optional(),
  })
  .meta({ id: 'ReportAnalyzeInput' });

/** A suggested value and how sure the analysis is of it (0 to 1). */
export const suggestionSchema = z.object({
  value: z.union([z.string(), z.number()]),
  confidence: z.number().min(0).max(1),
});

/** Something the text says that has no field of its own: offered as an extra field of the report. */
export const extraSuggestionSchema = z.object({
  key: z.string(),
  /** The label in Vietnamese; the dialog translates the quick-add keys and shows this for the others. */
  label: z.string(),
  value: z.string(),
  confidence: z.number().min(0).max(1),
  source: z.literal('ai'),
});

export const analysisSchema = z
  .object({
    analysis: z.object({
      /** Every person named, the missing person first. */
      people: z.array(z.string()),
      /** Which extractor answered: the built-in one, or a configured language model. */
      provider: z.enum(['offline', 'model']),
      processing_time_ms: z.number(),
    }),
    confidence_score: z.number().min(0).max(1),
    extracted_fields: z.record(z.string(), suggestionSchema),
    extra_fields: z.array(extraSuggestionSchema),
  })
  .meta({ id: 'ReportAnalysis' });

export const analyzeResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: analysisSchema,
});

export const reformatInputSchema = z
  .object({
    input_text: inputText,
    language: z.literal('vi').default('vi'),
    context: z.literal('missing_person_report').default('missing_person_report'),
    today: dateSchema.optional(),
  })
  .meta({ id: 'ReportReformatInput' });

export const reformatResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    reformatted_text: z.string(),
    summary: z.string(),
    improvements: z.array(z.object({ code: z.enum(IMPROVEMENT_CODES), count: z.number().int() })),
    provider: z.enum(['offline', 'model']),
  }),
});

// ── The report ─────────────────────────────────────────────────────────────────────────────────

/** Today's date in Vietnam (UTC+7), where the reports come from: a date entered there is never "in the future". */
const todayInVietnam = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);

const pastDate = dateSchema.refine((value) => value <= todayInVietnam(), REPORT_CODES.dateFuture);

/** Text that may be left out: empty becomes null. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, REPORT_CODES.textTooLong)
    .nullish()
    .transform((value) => value || null);

/** One of a list's ids, or nothing ("" from an untouched select counts as nothing). */
const optionalId = <const T extends readonly [string, ...string[]]>(ids: T) =>
  z
    .union([z.enum(ids), z.literal('')])
    .nullish()
    .transform((value) => (value ? value : null));

const requiredText = (max: number, required: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, REPORT_CODES.textTooLong);

/** A Vietnamese or international phone number: digits with spaces, dots or dashes, 9 to 15 digits. */
export const reportPhoneSchema = z
  .string({ error: REPORT_CODES.phoneRequired })
  .trim()
  .min(1, REPORT_CODES.phoneRequired)
  .max(REPORT_LIMITS.phoneMax, REPORT_CODES.phoneInvalid)
  .regex(/^\+?[\d .()-]+$/, REPORT_CODES.phoneInvalid)
  .refine((value) => {
    const digits = value.replace(/\D/g, '').length;
    return digits >= 9 && digits <= 15;
  }, REPORT_CODES.phoneInvalid);

const placeId = (required: string) => z.string({ error: required }).trim().min(1, required).max(20);

/**
 * Custom extra fields: name → value, both non-empty, names unique whatever their case. A name is checked here
 * rather than by the record's key schema, whose failures zod reports only as "Invalid key in record": each bad
 * name or value is reported under `additional_info.<name>` with its own message.
 */
export const additionalInfoSchema = z
  .record(z.string(), z.string().trim().min(1, REPORT_CODES.extraFieldInvalid).max(REPORT_LIMITS.extraValueMax))
  .superRefine((info, ctx) => {
    for (const name of Object.keys(info)) {
      const trimmed = name.trim();
      if (trimmed.length === 0) ctx.addIssue({ code: 'custom', path: [name], message: REPORT_CODES.extraFieldInvalid });
      else if (trimmed.length > REPORT_LIMITS.extraNameMax) {
        ctx.addIssue({ code: 'custom', path: [name], message: REPORT_CODES.textTooLong });
      }
    }
  })
  .refine((info) => Object.keys(info).length <= REPORT_LIMITS.extraFieldsMax, REPORT_CODES.tooManyExtraFields)
  .refine((info) => {
    const names = Object.keys(info).map((name) => name.trim().toLocaleLowerCase('vi'));
    return new Set(names).size === names.length;
  }, REPORT_CODES.extraFieldDuplicate)
  .transform((info) => Object.fromEntries(Object.entries(info).map(([name, value]) => [name.trim(), value])));

/**
 * The report form as the dialog sends it. The same rules run in the browser (the dialog's validity) and on
 * the server. `address_period` says which units the three place ids are: today's (province → commune; no
 * district) or, for a disappearance before the reform, the old ones (province → district → ward), which the
 * server maps to today's and stores both. `submission_id` makes a send repeatable (an offline queue sending
 * again after a dropped answer gets the same case number); `website` is a honeypot.
 */
export const reportInputSchema = z
  .object({
    missing_person_name: requiredText(REPORT_LIMITS.nameMax, REPORT_CODES.nameRequired),
    age: z
      .number({ error: REPORT_CODES.ageRange })
      .int(REPORT_CODES.ageRange)
      .min(0, REPORT_CODES.ageRange)
      .max(REPORT_LIMITS.ageMax, REPORT_CODES.ageRange)
      .nullish()
      .transform((value) => value ?? null),
    date_of_birth: pastDate.nullish().transform((value) => value ?? null),
    gender_id: optionalId(CASE_GENDERS),
    education_level_id: optionalId(EDUCATION_LEVELS),
    marital_status_id: optionalId(MARITAL_STATUSES),
    occupation_id: optionalId(OCCUPATIONS as unknown as [string, ...string[]]),
    missing_date: z.string({ error: REPORT_CODES.missingDateRequired }).pipe(pastDate),
    missing_time: z
      .string()
      .trim()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, REPORT_CODES.timeInvalid)
      .or(z.literal(''))
      .nullish()
      .transform((value) => value || null),
    discovered_missing_date: z
      .union([pastDate, z.literal('')])
      .nullish()
      .transform((value) => value || null),
    last_seen_location: requiredText(REPORT_LIMITS.locationMax, REPORT_CODES.locationRequired),
    address_period: z.enum(ADDRESS_PERIODS).default('current'),
    last_seen_province_id: placeId(REPORT_CODES.provinceRequired),
    last_seen_district_id: z
      .string()
      .trim()
      .max(20)
      .nullish()
      .transform((value) => value || null),
    last_seen_ward_id: placeId(REPORT_CODES.wardRequired),
    last_seen_latitude: z
      .number()
      .min(VIETNAM_BOUNDS.minLat, REPORT_CODES.outsideVietnam)
      .max(VIETNAM_BOUNDS.maxLat, REPORT_CODES.outsideVietnam)
      .nullish()
      .transform((value) => value ?? null),
    last_seen_longitude: z
      .number()
      .min(VIETNAM_BOUNDS.minLng, REPORT_CODES.outsideVietnam)
      .max(VIETNAM_BOUNDS.maxLng, REPORT_CODES.outsideVietnam)
      .nullish()
      .transform((value) => value ?? null),
    risk_level_id: optionalId(RISK_LEVELS),
    missing_reason_id: optionalId(MISSING_REASONS),
    location_type_id: optionalId(LOCATION_TYPES),
    missing_context_id: optionalId(MISSING_CONTEXTS),
    medical_condition_ids: z
      .array(z.enum(MEDICAL_CONDITIONS))
      .max(MEDICAL_CONDITIONS.length)
      .nullish()
      .transform((value) => [...new Set(value ?? [])]),
    reporter_name: requiredText(REPORT_LIMITS.reporterNameMax, REPORT_CODES.reporterNameRequired),
    reporter_phone: reportPhoneSchema,
    reporter_email: z
      .string()
      .trim()
      .max(REPORT_LIMITS.emailMax, REPORT_CODES.emailInvalid)
      .regex(SIMPLE_EMAIL, REPORT_CODES.emailInvalid)
      .or(z.literal(''))
      .nullish()
      .transform((value) => value || null),
    reporter_address: optionalText(REPORT_LIMITS.addressMax),
    reporter_relationship_id: z.enum(REPORTER_RELATIONSHIPS, { error: REPORT_CODES.relationshipRequired }),
    circumstances: optionalText(REPORT_LIMITS.textMax),
    additional_notes: optionalText(REPORT_LIMITS.textMax),
    /** What the family wrote or dictated, as they wrote it (kept with the report for the moderator). */
    original_report_text: optionalText(REPORT_LIMITS.inputMax),
    additional_info: additionalInfoSchema.nullish().transform((value) => value ?? {}),
    /** The interface language the family used: the language of the emails they get about the report. */
    language: languageCodeSchema.default('vi'),
    submission_id: z.uuid().optional(),
    website: honeypotSchema,
  })
  .superRefine((input, ctx) => {
    if (input.address_period === 'before_reform') {
      if (!input.last_seen_district_id) {
        ctx.addIssue({ code: 'custom', path: ['last_seen_district_id'], message: REPORT_CODES.districtRequired });
      }
    }
    if (input.discovered_missing_date && input.discovered_missing_date < input.missing_date) {
      ctx.addIssue({
        code: 'custom',
        path: ['discovered_missing_date'],
        message: REPORT_CODES.discoveredBeforeMissing,
      });
    }
    if (input.date_of_birth && input.date_of_birth > input.missing_date) {
      ctx.addIssue({ code: 'custom', path: ['date_of_birth'], message: REPORT_CODES.bornAfterMissing });
    }
  })
  .meta({ id: 'MissingPersonReport' });

export const reportSubmittedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ case_number: z.string(), status: z.enum(REPORT_STATUSES) }),
});

// ── Moderation (admin) ─────────────────────────────────────────────────────────────────────────

/** A place as stored with a report: today's units always, the old ones too when the family gave them. */
export const reportPlaceSchema = z.object({
  period: z.enum(ADDRESS_PERIODS),
  province_id: z.string(),
  province: z.string(),
  /** Today's communes the place lies in (an old ward split by the reform may lie in several). */
  commune_ids: z.array(z.string()),
  communes: z.array(z.string()),
  old: z
    .object({
      province_id: z.string(),
      province: z.string(),
      district_id: z.string(),
      district: z.string(),
      ward_id: z.string(),
      ward: z.string(),
    })
    .nullable(),
});

export const reportHistoryEntrySchema = z.object({
  status: z.enum(REPORT_STATUSES),
  note: z.string().nullable(),
  changed_at: z.string(),
  /** The moderator's email; null for the family's own submission. */
  actor: z.string().nullable(),
});

/** Why a candidate may be the same person (or the family being looked for), for the moderator. */
export const matchReasonSchema = z.object({
  code: z.enum([
    'same_name',
    'similar_name',
    'same_given_name',
    'birth_year',
    'age',
    'gender',
    'same_commune',
    'same_province',
    'near_date',
    'reverse_search',
  ]),
  detail: z.string(),
});

/** A case or another report that may be about the same person, or about the family the person is looking for. */
export const reportMatchSchema = z.object({
  kind: z.enum(['case', 'report']),
  id: z.number().int(),
  case_number: z.string(),
  full_name: z.string(),
  status: z.string(),
  /** 0 to 1; candidates below the floor are not listed. */
  score: z.number(),
  /** `same_person`: both are about one missing person; `reverse`: one is the family the other looks for. */
  direction: z.enum(['same_person', 'reverse']),
  reasons: z.array(matchReasonSchema),
});

/** A report as a moderator reads it in the list. */
export const adminReportSummarySchema = z
  .object({
    id: z.number().int(),
    case_number: z.string(),
    status: z.enum(REPORT_STATUSES),
    missing_person_name: z.string(),
    age: z.number().int().nullable(),
    gender_id: z.enum(CASE_GENDERS).nullable(),
    missing_date: z.string(),
    place: reportPlaceSchema,
    risk_level_id: z.enum(RISK_LEVELS).nullable(),
    reporter_name: z.string(),
    reporter_phone: z.string(),
    reporter_relationship_id: z.enum(REPORTER_RELATIONSHIPS),
    /** The public case the report became, once verified. */
    published_case_id: z.number().int().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'AdminMissingReportSummary' });

/** A report as a moderator reads it whole: every field, the original text, the analysis, history and matches. */
export const adminReportSchema = adminReportSummarySchema
  .extend({
    date_of_birth: z.string().nullable(),
    education_level_id: z.string().nullable(),
    marital_status_id: z.string().nullable(),
    occupation_id: z.string().nullable(),
    missing_time: z.string().nullable(),
    discovered_missing_date: z.string().nullable(),
    last_seen_location: z.string(),
    last_seen_latitude: z.number().nullable(),
    last_seen_longitude: z.number().nullable(),
    missing_reason_id: z.string().nullable(),
    location_type_id: z.string().nullable(),
    missing_context_id: z.string().nullable(),
    medical_condition_ids: z.array(z.string()),
    reporter_email: z.string().nullable(),
    reporter_address: z.string().nullable(),
    circumstances: z.string().nullable(),
    additional_notes: z.string().nullable(),
    original_report_text: z.string().nullable(),
    /** The server's own analysis of the original text, made when the report arrived. */
    analysis: analysisSchema.nullable(),
    additional_info: z.record(z.string(), z.string()),
    language: languageCodeSchema,
    published_case_number: z.string().nullable(),
    history: z.array(reportHistoryEntrySchema),
    matches: z.array(reportMatchSchema),
  })
  .meta({ id: 'AdminMissingReport' });

export const adminReportListQuerySchema = z.object({
  ...listQueryFields(REPORT_LIMITS.adminPerPage),
  status: z.enum(REPORT_STATUSES).optional(),
});

/** A moderator's decision other than publishing: back to pending, needs information, or rejected; with a note. */
export const reportReviewInputSchema = z
  .object({
    status: z.enum(REPORT_REVIEW_STATUSES),
    note: z
      .string()
      .trim()
      .max(REPORT_LIMITS.noteMax, REPORT_CODES.textTooLong)
      .nullish()
      .transform((value) => value || null),
  })
  .meta({ id: 'MissingReportReview' });

/**
 * Publishing a report: the moderator chooses what the public case shows (the case form, prefilled from the report,
 * with an optional photo uploaded through the admin upload, which re-encodes it without its metadata). The
 * report's reporter becomes the case's private contact; nothing of it is public.
 */
export const reportVerifyInputSchema = z
  .object({
    /** The public case. Its `contact` is not read: the report's reporter becomes the case's private contact. */
    case: caseInputSchema,
    note: z
      .string()
      .trim()
      .max(REPORT_LIMITS.noteMax, REPORT_CODES.textTooLong)
      .nullish()
      .transform((value) => value || null),
  })
  .meta({ id: 'MissingReportVerify' });

export const adminReportListResponseSchema = pagedSchema(adminReportSummarySchema).meta({
  id: 'AdminMissingReportPage',
});
export const adminReportResponseSchema = itemResponseSchema(adminReportSchema);

/** The counts the moderation screen shows, and where report texts go to be analysed. */
export const reportOverviewSchema = z
  .object({
    counts: z.object(
      Object.fromEntries(REPORT_STATUSES.map((status) => [status, z.number().int()])) as Record<
        (typeof REPORT_STATUSES)[number],
        z.ZodNumber
      >,
    ),
    /**
     * `offline`: analysed on this server only. `model`: a language model is configured, so the texts families
     * write are also sent to `model_host` (the owner is told so); the offline extractor stays the fallback.
     */
    analysis: z.object({ provider: z.enum(['offline', 'model']), model_host: z.string().nullable() }),
  })
  .meta({ id: 'MissingReportOverview' });

export type ReportFormData = z.infer<typeof reportFormDataSchema>;
export type ListItem = z.infer<typeof listItemSchema>;
export type OldDistrict = z.infer<typeof oldDistrictSchema>;
export type OldWard = z.infer<typeof oldWardSchema>;
export type Commune = z.infer<typeof communeSchema>;
export type ReportAnalysis = z.infer<typeof analysisSchema>;
export type Suggestion = z.infer<typeof suggestionSchema>;
export type ExtraSuggestion = z.infer<typeof extraSuggestionSchema>;
export type ReportInput = z.input<typeof reportInputSchema>;
export type ReportData = z.output<typeof reportInputSchema>;
export type ReportPlace = z.infer<typeof reportPlaceSchema>;
export type ReportMatch = z.infer<typeof reportMatchSchema>;
export type AdminReportSummary = z.infer<typeof adminReportSummarySchema>;
export type AdminReport = z.infer<typeof adminReportSchema>;
export type ReportReviewInput = z.input<typeof reportReviewInputSchema>;
export type ReportVerifyInput = z.input<typeof reportVerifyInputSchema>;
export type ReportOverview = z.infer<typeof reportOverviewSchema>;
