import { MEDIA_DESCRIPTION_PREVIEW, THUMBNAIL_WIDTHS, type MediaItem } from '@site/contracts';

type Thumbnails = MediaItem['thumbnail_paths'];
type SizedItem = Pick<MediaItem, 'thumbnail_paths' | 'width' | 'youtube_id'>;

/** A YouTube item: played by embedding, never downloaded. */
export function isYoutube(item: Pick<MediaItem, 'youtube_id'>): item is typeof item & { youtube_id: string } {
  return Boolean(item.youtube_id);
}

/** The card's picture: medium, then large, then small, then the original. */
export function previewSrc(thumbnails: Thumbnails): string | null {
  return thumbnails.thumb_medium ?? thumbnails.thumb_large ?? thumbnails.thumb_small ?? thumbnails.original ?? null;
}

const SIZES = ['thumb_small', 'thumb_medium', 'thumb_large'] as const;

/**
 * `srcset` candidates from the generated sizes, so the browser picks the smallest sharp one. Sizes are
 * never upscaled, so a small picture's sizes are its own width; equal widths are listed once. YouTube
 * thumbnails have their own sizes (unknown here): none then. Undefined when there is nothing to choose.
 */
export function previewSrcSet(item: SizedItem): string | undefined {
  if (isYoutube(item)) return undefined;
  const seen = new Set<number>();
  const candidates: string[] = [];
  for (const size of SIZES) {
    const path = item.thumbnail_paths[size];
    if (!path) continue;
    const nominal = THUMBNAIL_WIDTHS[size];
    const width = item.width && item.width > 0 ? Math.min(nominal, item.width) : nominal;
    if (seen.has(width)) continue;
    seen.add(width);
    candidates.push(`${path} ${width}w`);
  }
  return candidates.length > 1 ? candidates.join(', ') : undefined;
}

/** Bounds of a card preview's shape, so that a panorama or a very tall picture still makes a usable card. */
const RATIO_MIN = 9 / 16;
const RATIO_MAX = 2;

/**
 * Width / height of a card preview: the item's own shape when known, else video 16:9, audio 1:1 and
 * an image 4:3.
 */
export function previewAspectRatio(item: Pick<MediaItem, 'media_type' | 'width' | 'height'>): number {
  if (item.width && item.height && item.width > 0 && item.height > 0) {
    return Math.min(RATIO_MAX, Math.max(RATIO_MIN, item.width / item.height));
  }
  if (item.media_type === 'video') return 16 / 9;
  if (item.media_type === 'audio') return 1;
  return 4 / 3;
}

/** The picture the viewer shows: the WebP version if there is one, else the public original. */
export function viewerImageSrc(
  item: Pick<MediaItem, 'webp_path' | 'original_path' | 'thumbnail_paths'>,
): string | null {
  return item.webp_path ?? item.original_path ?? item.thumbnail_paths.thumb_large ?? previewSrc(item.thumbnail_paths);
}

/** The address that downloads a file as an attachment with its original name. */
export function downloadUrl(path: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}download=1`;
}

/** The short id shown in the details: the first 8 characters of the uuid. */
export function shortUuid(uuid: string): string {
  return uuid.slice(0, 8);
}

/**
 * `srcset` of the viewer's picture: the large thumbnail for small screens and the full picture at its
 * own width. Undefined when the widths are unknown or there is only one choice.
 */
export function viewerImageSrcSet(
  item: Pick<MediaItem, 'webp_path' | 'original_path' | 'thumbnail_paths' | 'width' | 'youtube_id'>,
): string | undefined {
  if (isYoutube(item) || !item.width) return undefined;
  const full = item.webp_path ?? item.original_path;
  const large = item.thumbnail_paths.thumb_large;
  if (!full || !large || item.width <= THUMBNAIL_WIDTHS.thumb_large) return undefined;
  return `${large} ${THUMBNAIL_WIDTHS.thumb_large}w, ${full} ${item.width}w`;
}

/**
 * The card's description: at most `max` characters (whole code points, so an emoji is never cut in
 * half), then an ellipsis.
 */
export function cutDescription(text: string | null | undefined, max: number = MEDIA_DESCRIPTION_PREVIEW): string {
  const clean = (text ?? '').trim();
  const chars = Array.from(clean);
  if (chars.length <= max) return clean;
  return `${chars.slice(0, max).join('').trimEnd()}…`;
}

/** Whether an item was changed after it was created (the viewer shows "updated" only then). */
export function wasUpdated(createdAt: string, updatedAt: string): boolean {
  const created = new Date(createdAt).getTime();
  const updated = new Date(updatedAt).getTime();
  if (Number.isNaN(created) || Number.isNaN(updated)) return createdAt !== updatedAt;
  // Within the same second is the same moment (a row written twice on creation).
  return Math.abs(updated - created) >= 1000;
}
