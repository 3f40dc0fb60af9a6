import { z } from 'zod';
import { FORM_CODES } from './form-messages.js';
import { savedResponseSchema } from './envelopes.js';
import { MEDIA_SORTS, MEDIA_STATUSES, MEDIA_TYPES, PROCESSING_STATUSES } from './media.values.js';
import { mediaFileFields, mediaMeasureFields } from './media-gallery.js';
import { localized } from './portfolio.js';
import { flagParam, listQueryFields } from './query.js';
import { bulkActionOf } from './schema-parts.js';

/** The owner's media library: items with all their translations, edits, uploads, YouTube items, stats. */

export const mediaTranslationSchema = z.object({
  title: z.string().trim().min(1, FORM_CODES.titleRequired).max(200),
  description: z.string().trim().max(5000).default(''),
});

export const adminMediaItemSchema = z
  .object({
    id: z.number().int(),
    uuid: z.string(),
    media_type: z.enum(MEDIA_TYPES),
    translations: z.record(z.string(), mediaTranslationSchema),
    category_id: z.number().int().nullable(),
    ...mediaFileFields,
    compression_ratio: z.number().nullable(),
    processing_status: z.enum(PROCESSING_STATUSES),
    processing_error: z.string().nullable(),
    ...mediaMeasureFields,
    is_featured: z.boolean(),
    is_public: z.boolean(),
    status: z.enum(MEDIA_STATUSES),
    comment_count: z.number().int(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'AdminMediaItem' });

/** Editable fields of an item (the file itself is replaced by uploading a new item). */
export const mediaUpdateSchema = z
  .object({
    translations: localized(mediaTranslationSchema),
    category_id: z.number().int().positive().nullable(),
    is_featured: z.boolean(),
    is_public: z.boolean(),
    status: z.enum(MEDIA_STATUSES),
  })
  .meta({ id: 'MediaSave' });

/** Fields sent beside the file of a multipart upload (all optional: the title defaults to the file name). */
export const mediaUploadFieldsSchema = z.object({
  title: z.string().trim().max(200).optional(),
  description: z.string().trim().max(5000).optional(),
  category_id: z.coerce.number().int().positive().optional(),
  is_public: flagParam,
  is_featured: flagParam,
});

export const youtubeCreateSchema = z
  .object({
    youtube_url: z.string().trim().max(500),
    translations: localized(mediaTranslationSchema),
    category_id: z.number().int().positive().nullable().default(null),
    is_featured: z.boolean().default(false),
    is_public: z.boolean().default(true),
  })
  .meta({ id: 'YoutubeCreate' });

export const youtubeMetadataRequestSchema = z.object({ url: z.string().trim().max(500) });
export const youtubeMetadataResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    youtube_id: z.string(),
    youtube_url: z.string(),
    title: z.string().nullable(),
    author: z.string().nullable(),
    thumbnail_url: z.string(),
    /** False when YouTube could not be reached: the owner types the title. */
    fetched: z.boolean(),
  }),
  message: z.string().nullable(),
});

export const adminMediaListQuerySchema = z.object({
  ...listQueryFields(24),
  type: z.enum(MEDIA_TYPES).optional(),
  category_id: z.coerce.number().int().positive().optional(),
  processing_status: z.enum(PROCESSING_STATUSES).optional(),
  status: z.enum(MEDIA_STATUSES).optional(),
  is_public: flagParam,
  is_featured: flagParam,
  youtube: flagParam,
  sort: z.enum(MEDIA_SORTS).default('newest'),
});

export const MEDIA_BULK_ACTIONS = [
  'publish',
  'unpublish',
  'feature',
  'unfeature',
  'archive',
  'activate',
  'delete',
] as const;
export type MediaBulkAction = (typeof MEDIA_BULK_ACTIONS)[number];
export const mediaBulkActionSchema = bulkActionOf(MEDIA_BULK_ACTIONS);

export const mediaStatsSchema = z.object({
  total: z.number().int(),
  by_type: z.record(z.enum(MEDIA_TYPES), z.number().int()),
  youtube: z.number().int(),
  by_processing_status: z.record(z.enum(PROCESSING_STATUSES), z.number().int()),
  public: z.number().int(),
  featured: z.number().int(),
  archived: z.number().int(),
  total_bytes: z.number().int(),
  webp_saved_bytes: z.number().int(),
});

/** One file of a multi-upload: the created item, or why the file was refused. */
export const mediaUploadResponseSchema = savedResponseSchema(adminMediaItemSchema);

export type AdminMediaItem = z.infer<typeof adminMediaItemSchema>;
export type MediaUpdate = z.input<typeof mediaUpdateSchema>;
export type YoutubeCreate = z.input<typeof youtubeCreateSchema>;
export type YoutubeMetadata = z.infer<typeof youtubeMetadataResponseSchema>['data'];
export type MediaStats = z.infer<typeof mediaStatsSchema>;
