import { z } from 'zod';
import { FORM_CODES } from './form-messages.js';
import { itemResponseSchema, pagedSchema } from './envelopes.js';
import { languageCodeSchema, langQuerySchema } from './language-schemas.js';
import { localized } from './portfolio.js';
import { flagParam, listQueryFields, pageParam, perPageParam } from './query.js';
import {
  NEWS_CATEGORIES,
  NEWS_PRIORITIES,
  STORY_CODES,
  STORY_KINDS,
  STORY_LIMITS,
  STORY_RESERVED_SLUGS,
  STORY_SLUG_PATTERN,
} from './reunion-stories.values.js';

/**
 * Stories of the reunion platform: success stories of families reunited, news articles and practical guides,
 * one record with a `kind`. Texts are kept per language; a public answer is in one language, falling back to
 * English, then Vietnamese. The body is HTML, sanitised by the server when saved.
 */

// ── Public ─────────────────────────────────────────────────────────────────────────────────────

/** The facts of a reunion (success stories only). */
export const reunionFactsSchema = z.object({
  name: z.string(),
  missing_days: z.number().int(),
  found_location: z.string(),
  distance_from_home_km: z.number().nullable(),
  family_quote: z.string(),
  family_member: z.string(),
  volunteers_involved: z.number().int(),
  how_found: z.string(),
  /** `YYYY-MM-DD`. */
  reunion_date: z.string(),
  case_number: z.string().nullable(),
});

/** How a news article is filed (news only). */
export const newsFactsSchema = z.object({
  category: z.enum(NEWS_CATEGORIES),
  priority: z.enum(NEWS_PRIORITIES),
  featured: z.boolean(),
  tags: z.array(z.string()),
});

/** A published story as visitors read it, in one language. */
export const storySchema = z
  .object({
    slug: z.string(),
    kind: z.enum(STORY_KINDS),
    /** Demo content about fictional people or events: the web labels it so. */
    is_sample: z.boolean(),
    title: z.string(),
    excerpt: z.string(),
    /** Sanitised HTML. */
    body: z.string(),
    image_url: z.string().nullable(),
    published_at: z.string(),
    /** The language the texts are in (the requested one, or the fallback that had them). */
    lang: languageCodeSchema,
    reunion: reunionFactsSchema.nullable(),
    news: newsFactsSchema.nullable(),
  })
  .meta({ id: 'ReunionStory' });

export const storyListQuerySchema = z.object({
  lang: langQuerySchema,
  kind: z.enum(STORY_KINDS).optional(),
  /** News only: one tab. */
  category: z.enum(NEWS_CATEGORIES).optional(),
  page: pageParam,
  per_page: perPageParam(STORY_LIMITS.publicPerPage, STORY_LIMITS.publicPerPageMax),
});

export const storySlugParamsSchema = z.object({
  slug: z.string().max(STORY_LIMITS.slugMax).regex(STORY_SLUG_PATTERN),
});

export const storyLangQuerySchema = z.object({ lang: langQuerySchema });

/** Published news articles per category, counted live. */
export const newsCountsSchema = z
  .object({
    total: z.number().int(),
    platform: z.number().int(),
    emergency: z.number().int(),
    community: z.number().int(),
    reports: z.number().int(),
  })
  .meta({ id: 'ReunionNewsCounts' });

export const storyListResponseSchema = pagedSchema(storySchema).meta({ id: 'ReunionStoryPage' });
export const storyResponseSchema = itemResponseSchema(storySchema);
export const newsCountsResponseSchema = itemResponseSchema(newsCountsSchema);

// ── Admin ──────────────────────────────────────────────────────────────────────────────────────

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => value ?? '');

/** The texts of a story in one language; the reunion texts are used by success stories only. */
export const storyTranslationSchema = z.object({
  title: z.string().trim().min(1, STORY_CODES.titleRequired).max(STORY_LIMITS.titleMax),
  excerpt: z.string().trim().min(1, STORY_CODES.excerptRequired).max(STORY_LIMITS.excerptMax),
  body: z.string().trim().min(1, STORY_CODES.bodyRequired).max(STORY_LIMITS.bodyMax),
  family_quote: optionalText(STORY_LIMITS.quoteMax),
  family_member: optionalText(STORY_LIMITS.memberMax),
  how_found: optionalText(STORY_LIMITS.howFoundMax),
});

/** A calendar date `YYYY-MM-DD` that exists. */
const dateSchema = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, STORY_CODES.dateInvalid)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, STORY_CODES.dateInvalid);

/** The language-neutral facts of a reunion, as the admin enters them. */
export const reunionFactsInputSchema = z.object({
  name: z.string().trim().min(1, STORY_CODES.nameRequired).max(STORY_LIMITS.nameMax),
  missing_days: z.number().int().min(0).max(STORY_LIMITS.missingDaysMax),
  found_location: z.string().trim().min(1, STORY_CODES.placeRequired).max(STORY_LIMITS.placeMax),
  distance_from_home_km: z
    .number()
    .min(0)
    .max(STORY_LIMITS.distanceMax)
    .nullish()
    .transform((value) => value ?? null),
  volunteers_involved: z.number().int().min(0).max(STORY_LIMITS.volunteersMax),
  reunion_date: dateSchema,
  case_number: z
    .string()
    .trim()
    .max(20)
    .regex(/^VN-\d{4}-\d{5}$/)
    .nullish()
    .or(z.literal('').transform(() => null))
    .transform((value) => value || null),
});

export const newsFactsInputSchema = z.object({
  category: z.enum(NEWS_CATEGORIES),
  priority: z.enum(NEWS_PRIORITIES),
  featured: z.boolean().default(false),
  tags: z
    .array(z.string().trim().min(1).max(STORY_LIMITS.tagMax))
    .max(STORY_LIMITS.tagsMax)
    .default([])
    .transform((tags) => [...new Set(tags)]),
});

/** A story as the admin edits it: every language's texts, the publish state and the facts of its kind. */
export const adminStorySchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    kind: z.enum(STORY_KINDS),
    is_sample: z.boolean(),
    published: z.boolean(),
    published_at: z.string(),
    image_url: z.string().nullable(),
    translations: z.record(z.string(), storyTranslationSchema),
    reunion: reunionFactsInputSchema.nullable(),
    news: newsFactsSchema.nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'AdminReunionStory' });

export const storyInputSchema = z
  .object({
    slug: z
      .string()
      .trim()
      .max(STORY_LIMITS.slugMax, STORY_CODES.slugInvalid)
      .regex(STORY_SLUG_PATTERN, STORY_CODES.slugInvalid)
      .refine((slug) => !STORY_RESERVED_SLUGS.includes(slug), STORY_CODES.slugReserved),
    kind: z.enum(STORY_KINDS),
    published: z.boolean().default(false),
    /** The date shown on the story; defaults to when it is first published. */
    published_at: dateSchema.nullish().transform((value) => value ?? null),
    image_url: z
      .string()
      .trim()
      .max(STORY_LIMITS.imageMax)
      .refine((value) => value === '' || /^\/(?!\/)\S*$/.test(value) || /^https?:\/\/\S+$/i.test(value), {
        message: FORM_CODES.imageAddress,
      })
      .nullish()
      .transform((value) => value || null),
    translations: localized(storyTranslationSchema),
    reunion: reunionFactsInputSchema.nullish().transform((value) => value ?? null),
    news: newsFactsInputSchema.nullish().transform((value) => value ?? null),
  })
  .superRefine((input, ctx) => {
    if (input.kind === 'reunion' && !input.reunion) {
      ctx.addIssue({ code: 'custom', path: ['reunion'], message: STORY_CODES.reunionRequired });
    }
    if (input.kind === 'news' && !input.news) {
      ctx.addIssue({ code: 'custom', path: ['news'], message: STORY_CODES.newsRequired });
    }
  })
  .meta({ id: 'ReunionStorySave' });

export const storyPublishInputSchema = z.object({ published: z.boolean() }).meta({ id: 'ReunionStoryPublish' });

export const adminStoryListQuerySchema = z.object({
  ...listQueryFields(STORY_LIMITS.adminPerPage),
  kind: z.enum(STORY_KINDS).optional(),
  published: flagParam,
});

export type Story = z.infer<typeof storySchema>;
export type ReunionFacts = z.infer<typeof reunionFactsSchema>;
export type NewsFacts = z.infer<typeof newsFactsSchema>;
export type NewsCounts = z.infer<typeof newsCountsSchema>;
export type AdminStory = z.infer<typeof adminStorySchema>;
export type StoryTranslation = z.output<typeof storyTranslationSchema>;
export type StoryInput = z.input<typeof storyInputSchema>;
export type StoryData = z.output<typeof storyInputSchema>;
export type ReunionFactsData = z.output<typeof reunionFactsInputSchema>;
export type StoryListQuery = z.output<typeof storyListQuerySchema>;
