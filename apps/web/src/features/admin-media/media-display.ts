import type { AdminMediaItem, LanguageCode, MediaStats } from '@site/contracts';
import { formatNumber, formatSize } from '../../lib/format';

/** The stats strip's figures, formatted in the language's locale. */
export interface FormattedMediaStats {
  total: string;
  images: string;
  videos: string;
  audio: string;
  youtube: string;
  /** Waiting or being processed. */
  processing: string;
  failed: string;
  public: string;
  private: string;
  featured: string;
  archived: string;
  storage: string;
  webpSaved: string;
  /** Raw counts the strip needs to decide what to show (a warning tone, a "show" button). */
  counts: { processing: number; failed: number; private: number };
}

/** Formats the media stats for the strip (numbers with Intl, sizes in B/KB/MB/GB). */
export function formatMediaStats(stats: MediaStats, locale: string): FormattedMediaStats {
  const n = (value: number | undefined) => formatNumber(value ?? 0, locale);
  const processing = (stats.by_processing_status.pending ?? 0) + (stats.by_processing_status.processing ?? 0);
  const failed = stats.by_processing_status.failed ?? 0;
  const privateCount = Math.max(0, stats.total - stats.public);
  return {
    total: n(stats.total),
    images: n(stats.by_type.image),
    videos: n(stats.by_type.video),
    audio: n(stats.by_type.audio),
    youtube: n(stats.youtube),
    processing: n(processing),
    failed: n(failed),
    public: n(stats.public),
    private: n(privateCount),
    featured: n(stats.featured),
    archived: n(stats.archived),
    storage: formatSize(Math.max(0, stats.total_bytes), locale),
    webpSaved: formatSize(Math.max(0, stats.webp_saved_bytes), locale),
    counts: { processing, failed, private: privateCount },
  };
}

/** The title of an item in a language, else English, else its file name; `fallback` says another language was used. */
export function mediaTitle(
  item: Pick<AdminMediaItem, 'id' | 'translations' | 'original_filename'>,
  lang: LanguageCode,
): { text: string; lang: LanguageCode | undefined; fallback: boolean } {
  const own = item.translations[lang]?.title;
  if (own) return { text: own, lang, fallback: false };
  const english = item.translations.en?.title;
  if (english) return { text: english, lang: 'en', fallback: lang !== 'en' };
  return { text: item.original_filename ?? `#${item.id}`, lang: undefined, fallback: false };
}

/** The picture to show for an item: medium, large, small, then original; null for audio and items without one. */
export function previewOf(item: Pick<AdminMediaItem, 'thumbnail_paths' | 'media_type'>): string | null {
  const paths = item.thumbnail_paths;
  const picked = paths.thumb_medium ?? paths.thumb_large ?? paths.thumb_small;
  if (picked) return picked;
  return item.media_type === 'image' ? paths.original : null;
}

/** The largest picture of an item for the editor's preview: WebP copy, large thumbnail, original. */
export function largePreviewOf(
  item: Pick<AdminMediaItem, 'thumbnail_paths' | 'media_type' | 'webp_path' | 'original_path'>,
): string | null {
  if (item.media_type === 'image') return item.webp_path ?? item.thumbnail_paths.thumb_large ?? item.original_path;
  return item.thumbnail_paths.thumb_large ?? item.thumbnail_paths.thumb_medium ?? item.thumbnail_paths.thumb_small;
}

/** How much smaller the WebP copy is than the original, as a percent (compression_ratio is WebP / original × 100). */
export function webpSaving(ratio: number | null): number | null {
  if (ratio === null || !Number.isFinite(ratio)) return null;
  return Math.max(0, Math.round(100 - ratio));
}
