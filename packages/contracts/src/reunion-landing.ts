import { z } from 'zod';
import { SIMPLE_EMAIL } from './contact.values.js';
import { itemResponseSchema, pagedSchema } from './envelopes.js';
import { languageCodeSchema, langQuerySchema } from './language-schemas.js';
import { localized } from './portfolio.js';
import { listQueryFields } from './query.js';
import {
  ENQUIRY_FILTERS,
  LANDING_CODES,
  LANDING_ICONS,
  LANDING_LIMITS as L,
  SPONSOR_CATEGORIES,
  STORY_DECISIONS,
  STORY_STATUSES,
} from './reunion-landing.values.js';
import { colourCodeSchema, honeypotSchema } from './schema-parts.js';

/**
 * The reunion landing page's content: national statistics with their sources, sponsors, testimonials and
 * slogans, each text per language and edited by the owner; and what visitors send from it: partnership
 * enquiries and stories, which are private (only admin answers carry who sent them).
 */

// ── Pieces ─────────────────────────────────────────────────────────────────────────────────────

/** Trimmed text that must be there and fit `max`. */
const text = (max: number) => z.string().trim().min(1, LANDING_CODES.textRequired).max(max);
/** Trimmed text that may be empty. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => value ?? '');

/** A web address (http or https), or null when absent or empty. */
const webAddress = z
  .string()
  .trim()
  .max(L.urlMax, LANDING_CODES.urlInvalid)
  .refine((value) => value === '' || /^https?:\/\/[^\s/]+\.\S*$/i.test(value), LANDING_CODES.urlInvalid)
  .nullish()
  .transform((value) => value || null);

/** An image: a path on this site or a web address; null when absent or empty. */
const imageAddress = z
  .string()
  .trim()
  .max(L.urlMax, LANDING_CODES.urlInvalid)
  .refine(
    (value) => value === '' || /^\/(?!\/)\S*$/.test(value) || /^https?:\/\/\S+$/i.test(value),
    LANDING_CODES.urlInvalid,
  )
  .nullish()
  .transform((value) => value || null);

const sortOrder = z.number().int().min(0).max(10_000).default(0);
const published = z.boolean().default(true);

/** The fields every landing item has as the admin reads it. */
const adminItemFields = {
  id: z.number().int(),
  is_sample: z.boolean(),
  sort_order: z.number().int(),
  is_published: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
};

// ── Statistics ─────────────────────────────────────────────────────────────────────────────────

export const statTranslationSchema = z.object({
  /** As shown: `5000+`, `24h`, `70%`. */
  value: text(L.valueMax),
  label: text(L.labelMax),
  /** Where the figure comes from, shown with it. */
  source: text(L.sourceMax),
});

export const statInputSchema = z
  .object({
    key: z
      .string()
      .trim()
      .regex(/^[a-z][a-z0-9_]{1,39}$/, LANDING_CODES.keyInvalid),
    source_url: webAddress,
    sort_order: sortOrder,
    is_published: published,
    translations: localized(statTranslationSchema),
  })
  .meta({ id: 'LandingStatSave' });

export const adminStatSchema = z
  .object({
    ...adminItemFields,
    key: z.string(),
    source_url: z.string().nullable(),
    translations: z.record(z.string(), statTranslationSchema),
  })
  .meta({ id: 'AdminLandingStat' });

export const landingStatSchema = z.object({
  key: z.string(),
  value: z.string(),
  label: z.string(),
  source: z.string(),
  source_url: z.string().nullable(),
});

// ── Sponsors ───────────────────────────────────────────────────────────────────────────────────

export const sponsorTranslationSchema = z.object({ description: text(L.descriptionMax) });

export const sponsorInputSchema = z
  .object({
    name: text(L.nameMax),
    category: z.enum(SPONSOR_CATEGORIES),
    website: webAddress,
    colour: colourCodeSchema,
    icon: z.enum(LANDING_ICONS),
    sort_order: sortOrder,
    is_published: published,
    translations: localized(sponsorTranslationSchema),
  })
  .meta({ id: 'LandingSponsorSave' });

export const adminSponsorSchema = z
  .object({
    ...adminItemFields,
    name: z.string(),
    category: z.enum(SPONSOR_CATEGORIES),
    website: z.string().nullable(),
    colour: z.string(),
    icon: z.enum(LANDING_ICONS),
    translations: z.record(z.string(), sponsorTranslationSchema),
  })
  .meta({ id: 'AdminLandingSponsor' });

export const landingSponsorSchema = z.object({
  id: z.number().int(),
  /** A fictional demo organisation: the page labels it so. */
  is_sample: z.boolean(),
  name: z.string(),
  category: z.enum(SPONSOR_CATEGORIES),
  description: z.string(),
  website: z.string().nullable(),
  colour: z.string(),
  icon: z.enum(LANDING_ICONS),
});

// ── Testimonials ───────────────────────────────────────────────────────────────────────────────

export const testimonialTranslationSchema = z.object({
  role: optionalText(L.roleMax),
  location: optionalText(L.locationMax),
  content: text(L.contentMax),
});

export const testimonialInputSchema = z
  .object({
    name: text(L.nameMax),
    avatar_url: imageAddress,
    sort_order: sortOrder,
    is_published: published,
    translations: localized(testimonialTranslationSchema),
  })
  .meta({ id: 'LandingTestimonialSave' });

export const adminTestimonialSchema = z
  .object({
    ...adminItemFields,
    name: z.string(),
    avatar_url: z.string().nullable(),
    translations: z.record(z.string(), testimonialTranslationSchema),
  })
  .meta({ id: 'AdminLandingTestimonial' });

export const landingTestimonialSchema = z.object({
  id: z.number().int(),
  /** A fictional person's words: the page labels them so. */
  is_sample: z.boolean(),
  name: z.string(),
  role: z.string(),
  location: z.string(),
  content: z.string(),
  /** A drawn avatar for the demo testimonials, never a photo of a real person. */
  avatar_url: z.string().nullable(),
});

// ── Slogans ────────────────────────────────────────────────────────────────────────────────────

export const sloganTranslationSchema = z.object({ title: text(L.titleMax), content: text(L.contentMax) });

export const sloganInputSchema = z
  .object({
    hashtag: z
      .string()
      .trim()
      .max(L.hashtagMax, LANDING_CODES.hashtagInvalid)
      .regex(/^#[\p{L}\p{N}_]+$/u, LANDING_CODES.hashtagInvalid),
    icon: z.enum(LANDING_ICONS),
    sort_order: sortOrder,
    is_published: published,
    translations: localized(sloganTranslationSchema),
  })
  .meta({ id: 'LandingSloganSave' });

export const adminSloganSchema = z
  .object({
    ...adminItemFields,
    hashtag: z.string(),
    icon: z.enum(LANDING_ICONS),
    translations: z.record(z.string(), sloganTranslationSchema),
  })
  .meta({ id: 'AdminLandingSlogan' });

export const landingSloganSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  hashtag: z.string(),
  icon: z.enum(LANDING_ICONS),
});

// ── The public answer ──────────────────────────────────────────────────────────────────────────

/** Everything the landing page shows of the owner's content, in one language, in display order. */
export const reunionLandingSchema = z
  .object({
    lang: languageCodeSchema,
    stats: z.array(landingStatSchema),
    sponsors: z.array(landingSponsorSchema),
    testimonials: z.array(landingTestimonialSchema),
    slogans: z.array(landingSloganSchema),
  })
  .meta({ id: 'ReunionLanding' });

export const landingQuerySchema = z.object({ lang: langQuerySchema });
export const reunionLandingResponseSchema = itemResponseSchema(reunionLandingSchema);

// ── What visitors send ─────────────────────────────────────────────────────────────────────────

/** Trimmed text of a public form: `required` when missing, empty or not text. */
const formText = (required: string, min: number, short: string, max: number, long: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    (min > 1
      ? z.string({ error: required }).min(1, required).min(min, short)
      : z.string({ error: required }).min(1, required)
    ).max(max, long),
  );

const senderName = formText(
  LANDING_CODES.nameRequired,
  1,
  LANDING_CODES.nameRequired,
  L.nameMax,
  LANDING_CODES.nameTooLong,
);

const requiredEmail = formText(
  LANDING_CODES.emailRequired,
  1,
  LANDING_CODES.emailRequired,
  L.emailMax,
  LANDING_CODES.emailInvalid,
).pipe(z.string().regex(SIMPLE_EMAIL, LANDING_CODES.emailInvalid));

/** A partnership enquiry from an organisation. `website` is a honeypot: a value means a bot. */
export const enquiryRequestSchema = z
  .object({
    organisation: formText(
      LANDING_CODES.organisationRequired,
      1,
      LANDING_CODES.organisationRequired,
      L.organisationMax,
      LANDING_CODES.organisationTooLong,
    ),
    contact_name: senderName,
    email: requiredEmail,
    message: formText(
      LANDING_CODES.messageRequired,
      L.messageMin,
      LANDING_CODES.messageTooShort,
      L.messageMax,
      LANDING_CODES.messageTooLong,
    ),
    lang: languageCodeSchema.catch('en'),
    website: honeypotSchema,
  })
  .meta({ id: 'PartnershipEnquiry' });

/** A visitor's story, held for moderation. The email is optional; the consent to publish is required. */
export const storyRequestSchema = z
  .object({
    name: senderName,
    email: z.preprocess(
      (value) => (typeof value === 'string' ? value.trim() : value),
      z
        .string()
        .max(L.emailMax, LANDING_CODES.emailInvalid)
        .regex(SIMPLE_EMAIL, LANDING_CODES.emailInvalid)
        .nullish()
        .or(z.literal('').transform(() => null))
        .transform((value) => value || null),
    ),
    story: formText(
      LANDING_CODES.storyRequired,
      L.storyMin,
      LANDING_CODES.storyTooShort,
      L.storyMax,
      LANDING_CODES.storyTooLong,
    ),
    consent: z.literal(true, { error: LANDING_CODES.consentRequired }),
    lang: languageCodeSchema.catch('en'),
    website: honeypotSchema,
  })
  .meta({ id: 'StorySubmission' });

// ── Admin: what visitors sent ──────────────────────────────────────────────────────────────────

export const enquirySchema = z
  .object({
    id: z.number().int(),
    organisation: z.string(),
    contact_name: z.string(),
    email: z.string(),
    message: z.string(),
    lang: z.string(),
    is_read: z.boolean(),
    is_archived: z.boolean(),
    created_at: z.string(),
  })
  .meta({ id: 'PartnershipEnquiryRecord' });

export const enquiryListQuerySchema = z.object({
  ...listQueryFields(L.adminPerPage),
  status: z.enum(ENQUIRY_FILTERS).optional(),
});

export const enquiryUpdateSchema = z
  .object({ is_read: z.boolean().optional(), is_archived: z.boolean().optional() })
  .refine((value) => value.is_read !== undefined || value.is_archived !== undefined, {
    message: LANDING_CODES.textRequired,
  });

export const submittedStorySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string().nullable(),
    story: z.string(),
    lang: z.string(),
    status: z.enum(STORY_STATUSES),
    /** The testimonial draft made from it, when the owner chose so. */
    testimonial_id: z.number().int().nullable(),
    created_at: z.string(),
    moderated_at: z.string().nullable(),
  })
  .meta({ id: 'StorySubmissionRecord' });

export const submittedStoryListQuerySchema = z.object({
  ...listQueryFields(L.adminPerPage),
  status: z.enum(STORY_STATUSES).optional(),
});

export const storyModerationSchema = z.object({ decision: z.enum(STORY_DECISIONS) }).meta({ id: 'StoryModeration' });

export const enquiryPageSchema = pagedSchema(enquirySchema);
export const submittedStoryPageSchema = pagedSchema(submittedStorySchema);

export type LandingStat = z.infer<typeof landingStatSchema>;
export type LandingSponsor = z.infer<typeof landingSponsorSchema>;
export type LandingTestimonial = z.infer<typeof landingTestimonialSchema>;
export type LandingSlogan = z.infer<typeof landingSloganSchema>;
export type ReunionLanding = z.infer<typeof reunionLandingSchema>;
export type AdminStat = z.infer<typeof adminStatSchema>;
export type AdminSponsor = z.infer<typeof adminSponsorSchema>;
export type AdminTestimonial = z.infer<typeof adminTestimonialSchema>;
export type AdminSlogan = z.infer<typeof adminSloganSchema>;
export type StatInput = z.input<typeof statInputSchema>;
export type StatData = z.output<typeof statInputSchema>;
export type SponsorInput = z.input<typeof sponsorInputSchema>;
export type SponsorData = z.output<typeof sponsorInputSchema>;
export type TestimonialInput = z.input<typeof testimonialInputSchema>;
export type TestimonialData = z.output<typeof testimonialInputSchema>;
export type SloganInput = z.input<typeof sloganInputSchema>;
export type SloganData = z.output<typeof sloganInputSchema>;
export type EnquiryRequest = z.input<typeof enquiryRequestSchema>;
export type EnquiryData = z.output<typeof enquiryRequestSchema>;
export type StoryRequest = z.input<typeof storyRequestSchema>;
export type SubmittedStoryData = z.output<typeof storyRequestSchema>;
export type Enquiry = z.infer<typeof enquirySchema>;
export type SubmittedStory = z.infer<typeof submittedStorySchema>;
export type StatTranslation = z.infer<typeof statTranslationSchema>;
export type SponsorTranslation = z.infer<typeof sponsorTranslationSchema>;
export type TestimonialTranslation = z.infer<typeof testimonialTranslationSchema>;
export type SloganTranslation = z.infer<typeof sloganTranslationSchema>;
