import type { AdminMediaItem } from '@site/contracts';

/** A media item as the admin API answers it, for unit tests; override what a test is about. */
export function testItem(overrides: Partial<AdminMediaItem> = {}): AdminMediaItem {
  return {
    id: 1,
    uuid: '3f1c2b7e-4a5d-4e6f-8a9b-0c1d2e3f4a5b',
    media_type: 'image',
    translations: { en: { title: 'Sunset', description: '' } },
    category_id: null,
    thumbnail_paths: { thumb_small: null, thumb_medium: null, thumb_large: null, original: null },
    original_path: null,
    original_filename: 'sunset.png',
    mime_type: 'image/png',
    webp_path: null,
    webp_file_size: null,
    compression_ratio: null,
    processing_status: 'pending',
    processing_error: null,
    file_size: 1234,
    width: null,
    height: null,
    duration: null,
    youtube_url: null,
    youtube_id: null,
    is_featured: false,
    is_public: true,
    status: 'active',
    comment_count: 0,
    created_at: '2025-03-10T12:00:00.000Z',
    updated_at: '2025-03-10T12:00:00.000Z',
    ...overrides,
  };
}
