import { pickLanguage, youtubeWatchUrl, type AdminMediaItem, type LanguageCode, type MediaItem } from '@site/contracts';
import type { FileStorage } from '../../plugins/storage.js';
import type { MediaRecord } from './media.repository.js';

/** Sizes in B, KB, MB, GB; the unit symbols read the same in every language. */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${unit === 0 ? value : value.toFixed(value >= 100 ? 0 : 1)} ${units[unit]}`;
}

/** How a stored item reads on the wire: for visitors in one language, for the owner with every language. */
export class MediaView {
  constructor(private readonly storage: FileStorage) {}

  private url(key: string | null): string | null {
    return key ? this.storage.urlOf(key) : null;
  }

  private thumbnails(row: MediaRecord) {
    // A YouTube item's stills are the site's own copies too (made when it was added): the gallery
    // never sends a visitor's browser to YouTube for an image.
    return {
      thumb_small: this.url(row.thumb_small_key),
      thumb_medium: this.url(row.thumb_medium_key),
      thumb_large: this.url(row.thumb_large_key),
      original: row.media_type === 'image' && !row.youtube_id ? this.url(row.original_key) : null,
    };
  }

  private compression(row: MediaRecord): number | null {
    if (!row.webp_file_size || !row.file_size) return null;
    return Math.round((row.webp_file_size / row.file_size) * 1000) / 10;
  }

  /** What both readers see of an item: its files, their figures, its state. */
  private common(row: MediaRecord) {
    return {
      id: row.id,
      uuid: row.uuid,
      media_type: row.media_type,
      thumbnail_paths: this.thumbnails(row),
      original_path: this.url(row.original_key),
      original_filename: row.original_filename,
      mime_type: row.mime_type,
      webp_path: this.url(row.webp_key),
      webp_file_size: row.webp_file_size,
      compression_ratio: this.compression(row),
      processing_status: row.processing_status,
      file_size: row.file_size,
      width: row.width,
      height: row.height,
      duration: row.duration,
      youtube_url: row.youtube_id ? youtubeWatchUrl(row.youtube_id) : null,
      youtube_id: row.youtube_id,
      is_featured: row.is_featured,
      is_public: row.is_public,
      status: row.status,
      created_at: row.created_at,
      updated_at: row.updated_at,
    };
  }

  public(row: MediaRecord, lang: LanguageCode): MediaItem {
    const text = pickLanguage(row.translations, lang) ?? { title: row.title_en, description: '' };
    return {
      ...this.common(row),
      title: text.title,
      description: text.description || null,
      webp_file_size_formatted: row.webp_file_size ? formatBytes(row.webp_file_size) : null,
      youtube_video_id: row.youtube_id,
      category: row.category
        ? {
            id: row.category.id,
            key: row.category.key,
            name: pickLanguage(row.category.names, lang) ?? row.category.key,
            color_code: row.category.color_code ?? '#888888',
            icon: row.category.icon ?? 'image',
          }
        : null,
    };
  }

  admin(row: MediaRecord, commentCount: number): AdminMediaItem {
    return {
      ...this.common(row),
      translations: row.translations as AdminMediaItem['translations'],
      category_id: row.category_id,
      processing_error: row.processing_error,
      comment_count: commentCount,
    };
  }
}
