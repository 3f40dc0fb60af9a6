import { FORM_CODES } from './form-messages.js';
import { z } from 'zod';
import { itemResponseSchema, successCountSchema, successDataSchema } from './envelopes.js';
import { langQuerySchema } from './language-schemas.js';
import { localized } from './portfolio.js';
import { flagParam, pageParam, perPageParam, searchParam } from './query.js';
import { messageCodes } from './messages.js';

// ── Constants ──────────────────────────────────────────────────────────────

export const MEDIA_TYPES = ['image', 'video', 'audio'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

/** Processing of an upload: only completed items are ever shown to visitors. */
export const PROCESSING_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;
export type ProcessingStatus = (typeof PROCESSING_STATUSES)[number];

/** The owner's editorial state of an item: archived items leave the gallery but keep their files. */
export const MEDIA_STATUSES = ['active', 'archived'] as const;
export type MediaStatus = (typeof MEDIA_STATUSES)[number];

export const MEDIA_SORTS = ['newest', 'oldest', 'title', 'size'] as const;
export type MediaSort = (typeof MEDIA_SORTS)[number];

/** Gallery page size and the distance from the bottom that loads the next page. */
export const MEDIA_PAGE_SIZE = 12;
export const MEDIA_INFINITE_MARGIN_PX = 200;
export const MEDIA_DESCRIPTION_PREVIEW = 100;

/** Thumbnail widths in pixels (never upscaled). */
export const THUMBNAIL_WIDTHS = { thumb_small: 320, thumb_medium: 640, thumb_large: 1280 } as const;

/**
 * Upload limits. Sizes per type; images are also refused above a pixel count (a decompression bomb is
 * small on disk and huge in memory).
 */
export const MEDIA_LIMITS = {
  imageBytes: 25 * 1024 * 1024,
  videoBytes: 200 * 1024 * 1024,
  audioBytes: 50 * 1024 * 1024,
  imagePixels: 50_000_000,
  filesPerUpload: 20,
} as const;

/** What the media pipeline accepts, decided from the file's first bytes (never its name or header). */
export const MEDIA_MIME_TYPES = {
  image: ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif', 'image/tiff'],
  video: ['video/mp4', 'video/webm', 'video/quicktime', 'video/x-matroska', 'video/ogg'],
  audio: [
    'audio/mpeg',
    'audio/wav',
    'audio/x-wav',
    'audio/ogg',
    'audio/opus',
    'audio/flac',
    'audio/x-flac',
    'audio/aac',
    'audio/x-m4a',
    'audio/mp4',
    'audio/webm',
  ],
} as const satisfies Record<MediaType, readonly string[]>;

/** Comment limits. */
export const COMMENT_LIMITS = { nameMin: 2, nameMax: 100, phoneMax: 20, commentMin: 10, commentMax: 1000 } as const;

/** The spec's messages for the comment form, translated on the client by key. */
export const COMMENT_ERRORS = {
  nameRequired: 'Name is required',
  nameMinLength: `Name must be at least ${COMMENT_LIMITS.nameMin} characters`,
  nameMaxLength: `Name must be at most ${COMMENT_LIMITS.nameMax} characters`,
  phoneMaxLength: `Phone must be at most ${COMMENT_LIMITS.phoneMax} characters`,
  commentRequired: 'Comment is required',
  commentMinLength: `Comment must be at least ${COMMENT_LIMITS.commentMin} characters`,
  commentMaxLength: `Comment must be at most ${COMMENT_LIMITS.commentMax} characters`,
} as const;
export type CommentErrorKey = keyof typeof COMMENT_ERRORS;
/** The codes of the comment form's messages (`comment.nameRequired`), as its schema reports them. */
export const COMMENT_CODES = /* @__PURE__ */ messageCodes('comment', COMMENT_ERRORS);

/** Messages of the upload pipeline and the YouTube helper (English; the admin shows them as they come). */
export const MEDIA_MESSAGES = {
  noFile: 'Choose a file to upload.',
  emptyFile: 'The file is empty.',
  tooLarge: (type: string, limitMb: number) => `This ${type} is larger than the ${limitMb} MB limit.`,
  unsupported:
    'This file type is not supported. Upload an image (JPEG, PNG, WebP, GIF, AVIF, TIFF), a video (MP4, WebM, MOV, MKV) or audio (MP3, WAV, OGG, FLAC, AAC/M4A).',
  corruptImage: 'The image could not be read: the file is damaged or incomplete.',
  tooManyPixels: (width: number, height: number) =>
    `The image is ${width} × ${height} pixels, more than the ${MEDIA_LIMITS.imagePixels / 1_000_000} megapixel limit.`,
  corruptMedia: 'The file could not be read as audio or video: it is damaged or incomplete.',
  ffmpegMissing: 'Video processing needs ffmpeg and ffprobe, which are not installed on the server.',
  youtubeInvalid: 'Enter a YouTube address (youtube.com/watch?v=…, youtu.be/…, /shorts/… or /embed/…).',
  youtubeOffline: 'YouTube could not be reached to fetch the title and thumbnail; type the title yourself.',
  reprocessOnlyFailed: 'Only an upload whose processing failed can be processed again.',
  reprocessNoSource: 'The uploaded file is no longer available, so the item cannot be processed again.',
  commentPending: 'Thank you! Your comment will appear once it has been approved.',
} as const;

// ── YouTube ────────────────────────────────────────────────────────────────────────────────────

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
  'youtu.be',
]);

/**
 * The 11-character video id of any usual YouTube address (watch, youtu.be, shorts, embed, live, v/),
 * or null. Only http(s) addresses on YouTube's own hosts count.
 */
export function youtubeIdOf(input: string): string | null {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  if (!YOUTUBE_HOSTS.has(host)) return null;
  let candidate: string | null | undefined;
  if (host === 'youtu.be') {
    candidate = url.pathname.split('/')[1];
  } else if (url.pathname === '/watch') {
    candidate = url.searchParams.get('v');
  } else {
    const [, kind, id] = url.pathname.split('/');
    if (kind && ['shorts', 'embed', 'live', 'v', 'e'].includes(kind)) candidate = id;
  }
  return candidate && YOUTUBE_ID.test(candidate) ? candidate : null;
}

/** The canonical watch address of a video id. */
export function youtubeWatchUrl(id: string): string {
  return `https://www.youtube.com/watch?v=${id}`;
}

/** The privacy-enhanced embed address (autoplay, muted). */
export function youtubeEmbedUrl(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&mute=1&rel=0`;
}

// ── Public gallery ─────────────────────────────────────────────────────────────────────────────

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

/** A media item as visitors see it, in one language. Paths are public addresses. */
export const mediaItemSchema = z
  .object({
    id: z.number().int(),
    uuid: z.string(),
    title: z.string(),
    description: z.string().nullable(),
    media_type: z.enum(MEDIA_TYPES),
    thumbnail_paths: thumbnailPathsSchema,
    /** The public copy of the upload (orientation applied, location metadata removed); null for YouTube. */
    original_path: z.string().nullable(),
    original_filename: z.string().nullable(),
    mime_type: z.string().nullable(),
    webp_path: z.string().nullable(),
    webp_file_size: z.number().int().nullable(),
    webp_file_size_formatted: z.string().nullable(),
    /** WebP size as a percentage of the public original (lower is better). */
    compression_ratio: z.number().nullable(),
    processing_status: z.enum(PROCESSING_STATUSES),
    file_size: z.number().int().nullable(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    /** Seconds. */
    duration: z.number().nullable(),
    youtube_url: z.string().nullable(),
    youtube_id: z.string().nullable(),
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
  page: pageParam,
  per_page: perPageParam(MEDIA_PAGE_SIZE, 48),
  search: searchParam,
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
export const mediaPageSchema = z
  .object({
    data: z.array(mediaItemSchema),
    total: z.number().int(),
    current_page: z.number().int(),
    last_page: z.number().int(),
    per_page: z.number().int(),
  })
  .meta({ id: 'MediaPage' });

export const mediaCategoriesResponseSchema = itemResponseSchema(z.array(mediaCategorySchema));
export const mediaItemResponseSchema = itemResponseSchema(mediaItemSchema);
export const mediaUuidParamsSchema = z.object({ uuid: z.uuid() });

// ── Comments ───────────────────────────────────────────────────────────────────────────────────

export const COMMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type CommentStatus = (typeof COMMENT_STATUSES)[number];

export const commentSchema = z
  .object({
    id: z.number().int(),
    commenter_name: z.string(),
    comment: z.string(),
    created_at: z.string(),
    /** Posted in the last 24 hours. */
    is_recent: z.boolean(),
    admin_response: z.string().nullable(),
    admin_response_at: z.string().nullable(),
  })
  .meta({ id: 'Comment' });

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

export const commentInputSchema = z
  .object({
    commenter_name: z.preprocess(
      trimmed,
      z
        .string(COMMENT_CODES.nameRequired)
        .min(1, COMMENT_CODES.nameRequired)
        .min(COMMENT_LIMITS.nameMin, COMMENT_CODES.nameMinLength)
        .max(COMMENT_LIMITS.nameMax, COMMENT_CODES.nameMaxLength),
    ),
    /** Optional; an empty phone is stored as null. */
    commenter_phone: z.preprocess(
      (value) => (typeof value === 'string' ? value.trim() || null : (value ?? null)),
      z.string().max(COMMENT_LIMITS.phoneMax, COMMENT_CODES.phoneMaxLength).nullable(),
    ),
    comment: z.preprocess(
      trimmed,
      z
        .string(COMMENT_CODES.commentRequired)
        .min(1, COMMENT_CODES.commentRequired)
        .min(COMMENT_LIMITS.commentMin, COMMENT_CODES.commentMinLength)
        .max(COMMENT_LIMITS.commentMax, COMMENT_CODES.commentMaxLength),
    ),
  })
  .meta({ id: 'CommentSubmit' });

export const commentListResponseSchema = successDataSchema(z.array(commentSchema));
export const commentCountResponseSchema = successCountSchema;
export const commentCreatedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ id: z.number().int(), status: z.enum(COMMENT_STATUSES) }),
});
export const mediaIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

// ── Admin: media ───────────────────────────────────────────────────────────────────────────────

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
    thumbnail_paths: thumbnailPathsSchema,
    original_path: z.string().nullable(),
    original_filename: z.string().nullable(),
    mime_type: z.string().nullable(),
    webp_path: z.string().nullable(),
    webp_file_size: z.number().int().nullable(),
    compression_ratio: z.number().nullable(),
    processing_status: z.enum(PROCESSING_STATUSES),
    processing_error: z.string().nullable(),
    file_size: z.number().int().nullable(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    duration: z.number().nullable(),
    youtube_url: z.string().nullable(),
    youtube_id: z.string().nullable(),
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
  page: pageParam,
  per_page: perPageParam(24),
  search: searchParam,
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
export const mediaBulkActionSchema = z.object({
  action: z.enum(MEDIA_BULK_ACTIONS),
  ids: z.array(z.number().int().positive()).min(1, FORM_CODES.selectOne).max(500),
});

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
export const mediaUploadResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: adminMediaItemSchema,
});

// ── Admin: media categories ──────────────────────────────────────────────────────────────────────

export const adminMediaCategorySchema = z
  .object({
    id: z.number().int(),
    key: z.string(),
    names: z.record(z.string(), z.string()),
    descriptions: z.record(z.string(), z.string()),
    color_code: z.string(),
    icon: z.string(),
    sort_order: z.number().int(),
    is_active: z.boolean(),
    media_count: z.number().int(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'AdminMediaCategory' });

/** Icons a media category may use (drawn by the web app; a closed list keeps markup out of the data). */
export const MEDIA_CATEGORY_ICONS = [
  'camera',
  'film',
  'music',
  'mic',
  'map',
  'code',
  'star',
  'heart',
  'book',
  'briefcase',
  'globe',
  'image',
] as const;

export const mediaCategoryInputSchema = z
  .object({
    key: z
      .string()
      .trim()
      .min(2, FORM_CODES.keyTooShort)
      .max(40)
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, FORM_CODES.keyPattern),
    names: localized(z.string().trim().min(1).max(80)),
    descriptions: z
      .record(z.string(), z.string().trim().max(500))
      .default({})
      .transform((value) => Object.fromEntries(Object.entries(value).filter(([, text]) => text !== ''))),
    color_code: z
      .string()
      .trim()
      .regex(/^#[0-9a-f]{6}$/i, FORM_CODES.colour),
    icon: z.enum(MEDIA_CATEGORY_ICONS),
    sort_order: z.number().int().min(0).max(100_000).default(0),
    is_active: z.boolean().default(true),
  })
  .meta({ id: 'MediaCategorySave' });

export const mediaCategoryListQuerySchema = z.object({
  page: pageParam,
  per_page: perPageParam(50),
  search: searchParam,
});

export const MEDIA_CATEGORY_BULK_ACTIONS = ['activate', 'deactivate', 'delete'] as const;
export const mediaCategoryBulkActionSchema = z.object({
  action: z.enum(MEDIA_CATEGORY_BULK_ACTIONS),
  ids: z.array(z.number().int().positive()).min(1, 'Select at least one category.').max(500),
});

export const mediaCategoryStatsSchema = z.object({
  total: z.number().int(),
  active: z.number().int(),
  with_media: z.number().int(),
  empty: z.number().int(),
});

// ── Admin: comments ──────────────────────────────────────────────────────────────────────────────

export const adminCommentSchema = z
  .object({
    id: z.number().int(),
    media_id: z.number().int(),
    media_title: z.string(),
    media_uuid: z.string(),
    commenter_name: z.string(),
    commenter_phone: z.string().nullable(),
    comment: z.string(),
    status: z.enum(COMMENT_STATUSES),
    admin_response: z.string().nullable(),
    admin_response_at: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'AdminComment' });

export const adminCommentListQuerySchema = z.object({
  page: pageParam,
  per_page: perPageParam(20),
  search: searchParam,
  status: z.enum(COMMENT_STATUSES).optional(),
  media_id: z.coerce.number().int().positive().optional(),
  sort: z.enum(['newest', 'oldest']).default('newest'),
});

export const commentUpdateSchema = z
  .object({
    status: z.enum(COMMENT_STATUSES).optional(),
    /** An empty response removes it. */
    admin_response: z
      .string()
      .trim()
      .max(2000)
      .nullable()
      .optional()
      .transform((value) => (value === undefined ? undefined : value || null)),
  })
  .refine((value) => value.status !== undefined || value.admin_response !== undefined, {
    message: 'Nothing to change.',
  })
  .meta({ id: 'CommentSave' });

export const COMMENT_BULK_ACTIONS = ['approve', 'reject', 'delete'] as const;
export const commentBulkActionSchema = z.object({
  action: z.enum(COMMENT_BULK_ACTIONS),
  ids: z.array(z.number().int().positive()).min(1, 'Select at least one comment.').max(500),
});

export const commentStatsSchema = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  approved: z.number().int(),
  rejected: z.number().int(),
  with_response: z.number().int(),
});

export type MediaItem = z.infer<typeof mediaItemSchema>;
export type MediaCategory = z.infer<typeof mediaCategorySchema>;
export type MediaPage = z.infer<typeof mediaPageSchema>;
export type MediaListQuery = z.input<typeof mediaListQuerySchema>;
export type Comment = z.infer<typeof commentSchema>;
export type CommentInput = z.input<typeof commentInputSchema>;
export type AdminMediaItem = z.infer<typeof adminMediaItemSchema>;
export type MediaUpdate = z.input<typeof mediaUpdateSchema>;
export type YoutubeCreate = z.input<typeof youtubeCreateSchema>;
export type YoutubeMetadata = z.infer<typeof youtubeMetadataResponseSchema>['data'];
export type MediaStats = z.infer<typeof mediaStatsSchema>;
export type AdminMediaCategory = z.infer<typeof adminMediaCategorySchema>;
export type MediaCategoryInput = z.input<typeof mediaCategoryInputSchema>;
export type MediaCategoryStats = z.infer<typeof mediaCategoryStatsSchema>;
export type AdminComment = z.infer<typeof adminCommentSchema>;
export type CommentUpdate = z.input<typeof commentUpdateSchema>;
export type CommentStats = z.infer<typeof commentStatsSchema>;
export type MediaCategoryIcon = (typeof MEDIA_CATEGORY_ICONS)[number];
