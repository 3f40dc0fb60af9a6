import { z } from 'zod';
import { SIMPLE_EMAIL } from './contact.values.js';
import { FORM_CODES } from './form-messages.js';
import { itemResponseSchema, pagedSchema } from './envelopes.js';
import { LANGUAGE_CODES, type LanguageCode } from './languages.js';
import { languageCodeSchema, langQuerySchema } from './language-schemas.js';
import { localized } from './portfolio.js';
import { listQueryFields, pageParam, perPageParam } from './query.js';
import {
  CASE_CODES,
  CASE_GENDERS,
  CASE_LIMITS,
  CASE_NUMBER_PATTERN,
  CASE_STATUSES,
  REPORTER_RELATIONSHIPS,
  VIETNAM_BOUNDS,
} from './reunion-cases.values.js';

/**
 * Missing-person cases of the reunion platform. A case has a public profile (what the map, the cards and the
 * case page show) and a private contact (who reported it), which only the admin answers carry: the public
 * schemas below have no field for it, and a response schema strips what it does not declare.
 */

// ── Public ─────────────────────────────────────────────────────────────────────────────────────

/** The last-seen place, coarse on purpose: province, commune and the commune's centre; never a street. */
export const lastSeenSchema = z.object({
  province: z.string(),
  commune: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});

/** One change of status: when, to what, and an optional note in the requested language. */
export const statusChangeSchema = z.object({
  status: z.enum(CASE_STATUSES),
  changed_at: z.string(),
  note: z.string().nullable(),
});

/** A case as visitors see it, in one language. */
export const reunionCaseSchema = z
  .object({
    case_number: z.string(),
    /** A demo case of a fictional person: the web labels it so. */
    is_sample: z.boolean(),
    full_name: z.string(),
    gender: z.enum(CASE_GENDERS),
    birth_year: z.number().int().nullable(),
    age_at_missing: z.number().int().nullable(),
    height_cm: z.number().int().nullable(),
    /** A picture of the person; the demo cases have drawn avatars, never a photo of a real person. */
    photo_url: z.string().nullable(),
    status: z.enum(CASE_STATUSES),
    /** `YYYY-MM-DD`. */
    missing_since: z.string(),
    last_seen: lastSeenSchema,
    clothing: z.string(),
    distinguishing_features: z.string(),
    /** The circumstances, as told for the public. */
    description: z.string(),
    reward: z.string().nullable(),
    lang: languageCodeSchema,
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'ReunionCase' });

/** One case with its status history, oldest change first. */
export const reunionCaseDetailSchema = reunionCaseSchema
  .extend({ status_history: z.array(statusChangeSchema) })
  .meta({ id: 'ReunionCaseDetail' });

export const caseNumberParamsSchema = z.object({
  caseNumber: z.string().max(20).regex(CASE_NUMBER_PATTERN),
});

export const caseListQuerySchema = z.object({
  lang: langQuerySchema,
  status: z.enum(CASE_STATUSES).optional(),
  page: pageParam,
  per_page: perPageParam(CASE_LIMITS.publicPerPage, CASE_LIMITS.publicPerPageMax),
});

export const caseLangQuerySchema = z.object({ lang: langQuerySchema });

/** Live counts of the cases in the database, by status; `samples` says how many of them are demo cases. */
export const reunionFiguresSchema = z
  .object({
    total: z.number().int(),
    missing: z.number().int(),
    investigating: z.number().int(),
    found: z.number().int(),
    samples: z.number().int(),
  })
  .meta({ id: 'ReunionFigures' });

/** A case as the map draws it: its marker and its popup. The case page has the rest. */
export const mapMarkerSchema = reunionCaseSchema
  .pick({
    case_number: true,
    is_sample: true,
    full_name: true,
    status: true,
    birth_year: true,
    age_at_missing: true,
    missing_since: true,
    last_seen: true,
  })
  .extend({ summary: z.string() })
  .meta({ id: 'ReunionMapMarker' });

/** Every public case's marker in one answer; `truncated` when there were more than the answer holds. */
export const mapMarkersResponseSchema = z
  .object({ data: z.array(mapMarkerSchema), total: z.number().int(), truncated: z.boolean() })
  .meta({ id: 'ReunionMapMarkers' });

export const caseListResponseSchema = pagedSchema(reunionCaseSchema).meta({ id: 'ReunionCasePage' });
export const caseResponseSchema = itemResponseSchema(reunionCaseDetailSchema);
export const reunionFiguresResponseSchema = itemResponseSchema(reunionFiguresSchema);

// ── Admin ──────────────────────────────────────────────────────────────────────────────────────

/** The texts of a case in one language. */
export const caseTranslationSchema = z.object({
  clothing: z.string().trim().max(CASE_LIMITS.clothingMax),
  distinguishing_features: z.string().trim().max(CASE_LIMITS.featuresMax),
  description: z.string().trim().min(1, CASE_CODES.descriptionRequired).max(CASE_LIMITS.descriptionMax),
  reward: z
    .string()
    .trim()
    .max(CASE_LIMITS.rewardMax)
    .nullish()
    .transform((value) => value || null),
});

/** A note per language, every language optional; empty notes are dropped. */
export const statusNoteSchema = z
  .object(
    Object.fromEntries(
      LANGUAGE_CODES.map((code) => [code, z.string().trim().max(CASE_LIMITS.noteMax).optional()]),
    ) as Record<LanguageCode, z.ZodOptional<z.ZodString>>,
  )
  .transform(
    (note) =>
      Object.fromEntries(Object.entries(note).filter(([, text]) => typeof text === 'string' && text !== '')) as Partial<
        Record<LanguageCode, string>
      >,
  );

/** Who reported the case: private, never in a public answer. */
export const caseContactSchema = z.object({
  reporter_name: z.string().trim().min(1, CASE_CODES.reporterNameRequired).max(CASE_LIMITS.reporterNameMax),
  phone: z
    .string()
    .trim()
    .max(CASE_LIMITS.phoneMax, CASE_CODES.phoneInvalid)
    .regex(/^\+?[\d .-]+$/, CASE_CODES.phoneInvalid)
    .refine((value) => {
      const digits = value.replace(/\D/g, '').length;
      return digits >= 9 && digits <= 15;
    }, CASE_CODES.phoneInvalid),
  email: z
    .string()
    .trim()
    .max(CASE_LIMITS.emailMax, CASE_CODES.emailInvalid)
    .regex(SIMPLE_EMAIL, CASE_CODES.emailInvalid)
    .nullish()
    .or(z.literal('').transform(() => null))
    .transform((value) => value || null),
  relationship: z.enum(REPORTER_RELATIONSHIPS),
});

export const adminStatusChangeSchema = z.object({
  status: z.enum(CASE_STATUSES),
  changed_at: z.string(),
  note: z.record(z.string(), z.string()),
});

/** A case as the admin edits it: every language's texts, the private contact and the full history. */
export const adminReunionCaseSchema = z
  .object({
    id: z.number().int(),
    case_number: z.string(),
    is_sample: z.boolean(),
    full_name: z.string(),
    gender: z.enum(CASE_GENDERS),
    birth_year: z.number().int().nullable(),
    age_at_missing: z.number().int().nullable(),
    height_cm: z.number().int().nullable(),
    photo_url: z.string().nullable(),
    status: z.enum(CASE_STATUSES),
    missing_since: z.string(),
    last_seen: lastSeenSchema,
    translations: z.record(z.string(), caseTranslationSchema),
    contact: caseContactSchema.nullable(),
    status_history: z.array(adminStatusChangeSchema),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'AdminReunionCase' });

/** A calendar date `YYYY-MM-DD` that exists. */
const dateSchema = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, CASE_CODES.dateInvalid)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, CASE_CODES.dateInvalid);

/** Today's date in Vietnam (UTC+7), where the cases happen: a date entered there is never "in the future". */
const todayInVietnam = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);

const placeText = z.string().trim().min(1, CASE_CODES.placeRequired).max(CASE_LIMITS.placeMax);

export const caseInputSchema = z
  .object({
    full_name: z.string().trim().min(1, CASE_CODES.nameRequired).max(CASE_LIMITS.nameMax),
    gender: z.enum(CASE_GENDERS),
    birth_year: z
      .number()
      .int()
      .min(CASE_LIMITS.birthYearMin)
      .max(9999)
      .nullish()
      .transform((value) => value ?? null),
    age_at_missing: z
      .number()
      .int()
      .min(0)
      .max(CASE_LIMITS.ageMax)
      .nullish()
      .transform((value) => value ?? null),
    height_cm: z
      .number()
      .int()
      .min(CASE_LIMITS.heightMin)
      .max(CASE_LIMITS.heightMax)
      .nullish()
      .transform((value) => value ?? null),
    photo_url: z
      .string()
      .trim()
      .max(500)
      .refine((value) => value === '' || /^\/(?!\/)\S*$/.test(value) || /^https?:\/\/\S+$/i.test(value), {
        message: FORM_CODES.imageAddress,
      })
      .nullish()
      .transform((value) => value || null),
    missing_since: dateSchema.refine((value) => value <= todayInVietnam(), CASE_CODES.dateFuture),
    last_seen: z.object({
      province: placeText,
      commune: placeText,
      latitude: z
        .number()
        .min(VIETNAM_BOUNDS.minLat, CASE_CODES.outsideVietnam)
        .max(VIETNAM_BOUNDS.maxLat, CASE_CODES.outsideVietnam),
      longitude: z
        .number()
        .min(VIETNAM_BOUNDS.minLng, CASE_CODES.outsideVietnam)
        .max(VIETNAM_BOUNDS.maxLng, CASE_CODES.outsideVietnam),
    }),
    translations: localized(caseTranslationSchema),
    contact: caseContactSchema.nullable(),
  })
  .superRefine((input, ctx) => {
    if (input.birth_year === null && input.age_at_missing === null) {
      ctx.addIssue({ code: 'custom', path: ['age_at_missing'], message: CASE_CODES.ageRequired });
    }
    if (input.birth_year !== null) {
      if (input.birth_year > Number(todayInVietnam().slice(0, 4))) {
        ctx.addIssue({ code: 'custom', path: ['birth_year'], message: CASE_CODES.birthYearFuture });
      } else if (input.birth_year > Number(input.missing_since.slice(0, 4))) {
        ctx.addIssue({ code: 'custom', path: ['birth_year'], message: CASE_CODES.bornAfterMissing });
      }
    }
  })
  .meta({ id: 'ReunionCaseSave' });

/** A status change: the new status and an optional note per language. */
export const caseStatusInputSchema = z
  .object({
    status: z.enum(CASE_STATUSES),
    note: statusNoteSchema.optional().transform((note) => note ?? {}),
  })
  .meta({ id: 'ReunionCaseStatusChange' });

export const adminCaseListQuerySchema = z.object({
  ...listQueryFields(CASE_LIMITS.adminPerPage),
  status: z.enum(CASE_STATUSES).optional(),
});

export type ReunionCase = z.infer<typeof reunionCaseSchema>;
export type ReunionCaseDetail = z.infer<typeof reunionCaseDetailSchema>;
export type MapMarker = z.infer<typeof mapMarkerSchema>;
export type MapMarkers = z.infer<typeof mapMarkersResponseSchema>;
export type ReunionFigures = z.infer<typeof reunionFiguresSchema>;
export type StatusChange = z.infer<typeof statusChangeSchema>;
export type AdminReunionCase = z.infer<typeof adminReunionCaseSchema>;
export type CaseTranslation = z.infer<typeof caseTranslationSchema>;
export type CaseContact = z.infer<typeof caseContactSchema>;
export type CaseInput = z.input<typeof caseInputSchema>;
export type CaseData = z.output<typeof caseInputSchema>;
export type CaseStatusInput = z.input<typeof caseStatusInputSchema>;
export type LastSeen = z.infer<typeof lastSeenSchema>;
