import { FORM_CODES } from './form-messages.js';
import { z } from 'zod';
import { itemResponseSchema } from './envelopes.js';
import { healthResponseSchema } from './health.js';
import { flagParam, listQueryFields } from './query.js';
import { SIMPLE_EMAIL } from './contact.values.js';
import { bulkActionOf, categoryKeySchema, colourCodeSchema, countsSchema } from './schema-parts.js';
import { socialLinkSchema } from './site.js';
import {
  aboutSchema,
  certificationSchema,
  cvFileSchema,
  experienceSchema,
  heroCounterSchema,
  localized,
  PROJECT_SIZES,
  projectMetricSchema,
  skillsSchema,
  testimonialSchema,
} from './portfolio.js';

/** Admin lists show 10 rows a page unless they say otherwise. */
const listQuery = listQueryFields(10);

export const idParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export const BULK_ACTIONS = ['publish', 'unpublish', 'feature', 'unfeature', 'delete'] as const;
export const bulkActionSchema = bulkActionOf(BULK_ACTIONS);
/** Categories are only deleted in bulk. */
export const categoryBulkSchema = z.object({
  action: z.literal('delete'),
  ids: z.array(z.number().int().positive()).min(1, FORM_CODES.selectOne).max(500),
});
export const bulkResultSchema = z.object({ success: z.literal(true), affected: z.number().int(), message: z.string() });

// ── Projects ───────────────────────────────────────────────────────────────────────────────────

const urlOrHash = z
  .string()
  .trim()
  .max(500)
  .refine((value) => value === '' || value === '#' || /^https?:\/\/\S+$/i.test(value), {
    message: FORM_CODES.address,
  })
  .transform((value) => value || '#');

export const projectTranslationSchema = z.object({
  title: z.string().trim().min(1, FORM_CODES.titleRequired).max(160),
  description: z.string().trim().min(1, FORM_CODES.descriptionRequired).max(2000),
  metrics: z.array(projectMetricSchema).max(6),
});

export const adminProjectSchema = z
  .object({
    id: z.number().int(),
    category_id: z.number().int().nullable(),
    category_key: z.string().nullable(),
    translations: z.record(z.string(), projectTranslationSchema),
    image_url: z.string().nullable(),
    technologies: z.array(z.string()),
    liveUrl: z.string(),
    githubUrl: z.string(),
    size: z.enum(PROJECT_SIZES),
    badgeColor: z.string().nullable(),
    is_published: z.boolean(),
    is_featured: z.boolean(),
    sort_order: z.number().int(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'AdminProject' });

export const projectInputSchema = z
  .object({
    category_id: z.number().int().positive().nullable(),
    translations: localized(projectTranslationSchema),
    image_url: z
      .string()
      .trim()
      .max(500)
      .refine((value) => value === '' || value.startsWith('/') || /^https?:\/\/\S+$/i.test(value), {
        message: FORM_CODES.imageAddress,
      })
      .nullable()
      .transform((value) => value || null),
    technologies: z.array(z.string().trim().min(1).max(40)).max(20),
    liveUrl: urlOrHash,
    githubUrl: urlOrHash,
    size: z.enum(PROJECT_SIZES).default('medium'),
    badgeColor: colourCodeSchema.nullable().or(z.literal('').transform(() => null)),
    is_published: z.boolean(),
    is_featured: z.boolean(),
    sort_order: z.number().int().min(0).max(100_000),
  })
  .meta({ id: 'ProjectSave' });

export const projectListQuerySchema = z.object({
  ...listQuery,
  category_id: z.coerce.number().int().positive().optional(),
  status: z.enum(['published', 'draft']).optional(),
  featured: flagParam,
  sort: z.enum(['order', 'newest', 'oldest', 'title']).default('order'),
});

// ── Categories ─────────────────────────────────────────────────────────────────────────────────

export const adminCategorySchema = z
  .object({
    id: z.number().int(),
    key: z.string(),
    names: z.record(z.string(), z.string()),
    sort_order: z.number().int(),
    project_count: z.number().int(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'AdminCategory' });

export const categoryInputSchema = z.object({
  key: categoryKeySchema,
  names: localized(z.string().trim().min(1).max(80)),
  sort_order: z.number().int().min(0).max(100_000),
});

export const categoryListQuerySchema = z.object(listQueryFields(50));

export const categoryStatsSchema = countsSchema(['total', 'with_projects', 'empty']);

export const updateOrderSchema = z.object({
  ids: z.array(z.number().int().positive()).min(1).max(1000),
});

// ── Settings ───────────────────────────────────────────────────────────────────────────────────

/** Everything the owner edits on the settings screen; per-language values need English. */
export const adminSettingsSchema = z
  .object({
    owner: z.object({
      name: z.string().trim().min(1).max(100),
      title: localized(z.string().trim().min(1).max(120)),
      tagline: localized(z.string().trim().min(1).max(300)),
      location: localized(z.string().trim().min(1).max(120)),
      email: z.string().trim().max(254).regex(SIMPLE_EMAIL, FORM_CODES.email),
      phone: z
        .string()
        .trim()
        .max(30)
        .nullable()
        .transform((value) => value || null),
      links: z.array(socialLinkSchema).max(10),
    }),
    counters: localized(z.array(heroCounterSchema).max(4)),
    chat_enabled: z.boolean(),
    about: localized(aboutSchema),
    experience: localized(z.array(experienceSchema).max(6)),
    skills: localized(skillsSchema),
    certifications: localized(z.array(certificationSchema).max(10)),
    testimonials: localized(z.array(testimonialSchema).max(20)),
  })
  .meta({ id: 'AdminSettings' });

export const adminSettingsResponseSchema = z.object({
  data: adminSettingsSchema,
  cv: cvFileSchema.nullable(),
});

// ── Contact messages ───────────────────────────────────────────────────────────────────────────

export const MAIL_STATUSES = ['pending', 'sent', 'failed', 'disabled'] as const;

export const contactMessageSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    message: z.string(),
    is_read: z.boolean(),
    mail_status: z.enum(MAIL_STATUSES),
    created_at: z.string(),
  })
  .meta({ id: 'ContactMessage' });

export const messageListQuerySchema = z.object({
  ...listQuery,
  status: z.enum(['read', 'unread']).optional(),
});
export const messageUpdateSchema = z.object({ is_read: z.boolean() });
export const MESSAGE_BULK_ACTIONS = ['read', 'unread', 'delete'] as const;
export const messageBulkActionSchema = bulkActionOf(MESSAGE_BULK_ACTIONS);

// ── Dashboard, notifications, uploads ──────────────────────────────────────────────────────────

export const auditEntrySchema = z.object({
  id: z.number().int(),
  actor: z.string(),
  action: z.string(),
  subject: z.string().nullable(),
  created_at: z.string(),
});

export const dashboardSchema = z
  .object({
    counts: z.object({
      projects: z.number().int(),
      categories: z.number().int(),
      active_projects: z.number().int(),
      featured_projects: z.number().int(),
      unread_messages: z.number().int(),
    }),
    recent_activity: z.array(auditEntrySchema),
    system: healthResponseSchema,
  })
  .meta({ id: 'Dashboard' });
export const dashboardResponseSchema = itemResponseSchema(dashboardSchema);

export const notificationsSchema = z.object({
  unread_messages: z.number().int(),
  pending_comments: z.number().int(),
  unread_feedback: z.number().int(),
  total: z.number().int(),
  latest: z.array(contactMessageSchema.pick({ id: true, name: true, created_at: true })),
});

/** Image types the admin may upload; the server decides by the file's first bytes. */
export const IMAGE_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;
export const UPLOAD_LIMITS = { imageBytes: 10 * 1024 * 1024, cvBytes: 5 * 1024 * 1024 };

export const uploadResponseSchema = z.object({
  success: z.literal(true),
  url: z.string(),
  path: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  size: z.number().int(),
});

export const cvUploadResponseSchema = z.object({ success: z.literal(true), cv: cvFileSchema });

export type AdminProject = z.infer<typeof adminProjectSchema>;
export type ProjectInput = z.input<typeof projectInputSchema>;
export type ProjectTranslation = z.infer<typeof projectTranslationSchema>;
export type AdminCategory = z.infer<typeof adminCategorySchema>;
export type CategoryInput = z.input<typeof categoryInputSchema>;
export type AdminSettings = z.infer<typeof adminSettingsSchema>;
export type ContactMessage = z.infer<typeof contactMessageSchema>;
export type Dashboard = z.infer<typeof dashboardSchema>;
export type Notifications = z.infer<typeof notificationsSchema>;
export type BulkAction = z.infer<typeof bulkActionSchema>;
