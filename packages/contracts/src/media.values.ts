import { messageCodes } from './messages.js';

/** The media gallery's constants: types, statuses, limits and the messages of its forms and uploads. */

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
