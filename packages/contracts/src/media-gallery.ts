import { z } from 'zod';
import { itemResponseSchema, pagedSchema } from './envelopes.js';
import { langQuerySchema } from './language-schemas.js';
import { MEDIA_PAGE_SIZE, MEDIA_SORTS, MEDIA_STATUSES, MEDIA_TYPES, PROCESSING_STATUSES } from './media.values.js';
import { listQueryFields } from './query.js';

/** The public gallery: its items and categories as visitors see them, in one language. */

export const mediaCategorySchema = z
  .object({
    id: z.number().int(),
    key: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    color_code: z.string(),
    icon: z.string(),
    count: z.number().int(),
  })
  .meta({ id: 'MediaCategory' });

/** The category as shown on a card (tag with colour and icon). */
export const mediaCategoryTagSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  color_code: z.string(),
  icon: z.string(),
});

/** Addresses of the generated sizes; null when not made (audio, or a YouTube item without one). */
export const thumbnailPathsSchema = z.object({
  thumb_small: z.string().nullable(),
  thumb_medium: z.string().nullable(),
  thumb_large: z.string().nullable(),
  original: z.string().nullable(),
});

/** An item's stored files, as the gallery and the owner's library both show them. */
export const mediaFileFields = {
  thumbnail_paths: thumbnailPathsSchema,
  /** The public copy of the upload (orientation applied, location metadata removed); null for YouTube. */
  original_path: z.string().nullable(),
  original_filename: z.string().nullable(),
  mime_type: z.string().nullable(),
  webp_path: z.string().nullable(),
  webp_file_size: z.number().int().nullable(),
};

/** What an item measures (bytes, pixels, seconds) and the YouTube video it is, if it is one. */
export const mediaMeasureFields = {
  file_size: z.number().int().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** Seconds. */
  duration: z.number().nullable(),
  youtube_url: z.string().nullable(),
  youtube_id: z.string().nullable(),
};

/** A media item as visitors see it, in one language. Paths are public addresses. */
export const mediaItemSchema = z
  .object({
    id: z.number().int(),
    uuid: z.string(),
    title: z.string(),
    description: z.string().nullable(),
    media_type: z.enum(MEDIA_TYPES),
    ...mediaFileFields,
    webp_file_size_formatted: z.string().nullable(),
    /** WebP size as a percentage of the public original (lower is better). */
    compression_ratio: z.number().nullable(),
    processing_status: z.enum(PROCESSING_STATUSES),
    ...mediaMeasureFields,
    youtube_video_id: z.string().nullable(),
    is_featured: z.boolean(),
    is_public: z.boolean(),
    status: z.enum(MEDIA_STATUSES),
    created_at: z.string(),
    updated_at: z.string(),
    category: mediaCategoryTagSchema.nullable(),
  })
  .meta({ id: 'MediaItem' });

export const mediaListQuerySchema = z.object({
  lang: langQuerySchema,
  ...listQueryFields(MEDIA_PAGE_SIZE, 48),
  type: z.enum(['all', ...MEDIA_TYPES]).default('all'),
  /** A category key or id; `all` or absent for every category. */
  category: z
    .string()
    .trim()
    .max(60)
    .optional()
    .transform((value) => (value && value !== 'all' ? value : undefined)),
  sort: z.enum(MEDIA_SORTS).default('newest'),
});

/** Paged media response. */
export const mediaPageSchema = pagedSchema(mediaItemSchema).meta({ id: 'MediaPage' });

export const mediaCategoriesResponseSchema = itemResponseSchema(z.array(mediaCategorySchema));
export const mediaItemResponseSchema = itemResponseSchema(mediaItemSchema);
export const mediaUuidParamsSchema = z.object({ uuid: z.uuid() });

export type MediaItem = z.infer<typeof mediaItemSchema>;
export type MediaCategory = z.infer<typeof mediaCategorySchema>;
export type MediaPage = z.infer<typeof mediaPageSchema>;
export type MediaListQuery = z.input<typeof mediaListQuerySchema>;
