import type { MediaItem } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import {
  cutDescription,
  downloadUrl,
  isYoutube,
  previewAspectRatio,
  previewSrc,
  previewSrcSet,
  shortUuid,
  viewerImageSrc,
  viewerImageSrcSet,
  wasUpdated,
} from './media';

const paths = {
  thumb_small: '/api/files/media/x/thumb-small.webp',
  thumb_medium: '/api/files/media/x/thumb-medium.webp',
  thumb_large: '/api/files/media/x/thumb-large.webp',
  original: '/api/files/media/x/original.jpg',
};

function item(overrides: Partial<MediaItem> = {}): MediaItem {
  return {
    id: 1,
    uuid: '4d67aeef-3030-4b4d-a9fe-38fd2dd86ff4',
    title: 'Pine forest',
    description: null,
    media_type: 'image',
    thumbnail_paths: paths,
    original_path: '/api/files/media/x/original.jpg',
    original_filename: 'pines.jpg',
    mime_type: 'image/jpeg',
    webp_path: '/api/files/media/x/display.webp',
    webp_file_size: 8908,
    webp_file_size_formatted: '8.7 KB',
    compression_ratio: 40.1,
    processing_status: 'completed',
    file_size: 22197,
    width: 2400,
    height: 1600,
    duration: null,
    youtube_url: null,
    youtube_id: null,
    youtube_video_id: null,
    is_featured: false,
    is_public: true,
    status: 'active',
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    category: null,
    ...overrides,
  };
}

describe('previewSrc', () => {
  it('prefers medium, then large, then small, then the original', () => {
    expect(previewSrc(paths)).toBe(paths.thumb_medium);
    expect(previewSrc({ ...paths, thumb_medium: null })).toBe(paths.thumb_large);
    expect(previewSrc({ ...paths, thumb_medium: null, thumb_large: null })).toBe(paths.thumb_small);
    expect(previewSrc({ thumb_small: null, thumb_medium: null, thumb_large: null, original: paths.original })).toBe(
      paths.original,
    );
    expect(previewSrc({ thumb_small: null, thumb_medium: null, thumb_large: null, original: null })).toBeNull();
  });
});

describe('previewSrcSet', () => {
  it('lists the three sizes with their widths', () => {
    expect(previewSrcSet(item())).toBe(
      `${paths.thumb_small} 320w, ${paths.thumb_medium} 640w, ${paths.thumb_large} 1280w`,
    );
  });

  it('uses the picture’s own width for sizes that were not upscaled, each width once', () => {
    expect(previewSrcSet(item({ width: 500 }))).toBe(`${paths.thumb_small} 320w, ${paths.thumb_medium} 500w`);
    expect(previewSrcSet(item({ width: 300 }))).toBeUndefined();
  });

  it('skips missing sizes and YouTube pictures', () => {
    expect(previewSrcSet(item({ thumbnail_paths: { ...paths, thumb_small: null } }))).toBe(
      `${paths.thumb_medium} 640w, ${paths.thumb_large} 1280w`,
    );
    expect(previewSrcSet(item({ youtube_id: 'lKXe3HUG2l4' }))).toBeUndefined();
  });
});

describe('previewAspectRatio', () => {
  it('uses the item’s own shape when known', () => {
    expect(previewAspectRatio(item({ width: 1600, height: 900 }))).toBeCloseTo(16 / 9);
    expect(previewAspectRatio(item({ width: 1100, height: 1400 }))).toBeCloseTo(1100 / 1400);
  });

  it('falls back to 16:9 for video, 1:1 for audio and 4:3 for an image', () => {
    expect(previewAspectRatio({ media_type: 'video', width: null, height: null })).toBeCloseTo(16 / 9);
    expect(previewAspectRatio({ media_type: 'audio', width: null, height: null })).toBe(1);
    expect(previewAspectRatio({ media_type: 'image', width: null, height: 0 })).toBeCloseTo(4 / 3);
  });

  it('keeps panoramas and very tall pictures within usable bounds', () => {
    expect(previewAspectRatio(item({ width: 8000, height: 1000 }))).toBe(2);
    expect(previewAspectRatio(item({ width: 500, height: 3000 }))).toBeCloseTo(9 / 16);
  });
});

describe('viewer picture', () => {
  it('shows the WebP version if present, else the original', () => {
    expect(viewerImageSrc(item())).toBe('/api/files/media/x/display.webp');
    expect(viewerImageSrc(item({ webp_path: null }))).toBe('/api/files/media/x/original.jpg');
    expect(viewerImageSrc(item({ webp_path: null, original_path: null }))).toBe(paths.thumb_large);
  });

  it('offers the large thumbnail for small screens when the picture is wider', () => {
    expect(viewerImageSrcSet(item())).toBe(`${paths.thumb_large} 1280w, /api/files/media/x/display.webp 2400w`);
    expect(viewerImageSrcSet(item({ width: 1100 }))).toBeUndefined();
    expect(viewerImageSrcSet(item({ width: null }))).toBeUndefined();
  });
});

describe('small helpers', () => {
  it('adds download=1 to a file address', () => {
    expect(downloadUrl('/api/files/media/x/original.jpg')).toBe('/api/files/media/x/original.jpg?download=1');
    expect(downloadUrl('/api/files/a?v=2')).toBe('/api/files/a?v=2&download=1');
  });

  it('shortens the uuid to 8 characters', () => {
    expect(shortUuid('4d67aeef-3030-4b4d-a9fe-38fd2dd86ff4')).toBe('4d67aeef');
  });

  it('knows a YouTube item by its id', () => {
    expect(isYoutube(item())).toBe(false);
    expect(isYoutube(item({ youtube_id: 'lKXe3HUG2l4' }))).toBe(true);
  });
});

describe('cutDescription', () => {
  it('keeps a description of up to 100 characters as it is', () => {
    const text = 'a'.repeat(100);
    expect(cutDescription(text)).toBe(text);
    expect(cutDescription('  Short one.  ')).toBe('Short one.');
  });

  it('cuts a longer one at 100 characters and adds an ellipsis', () => {
    const text = 'b'.repeat(150);
    expect(cutDescription(text)).toBe(`${'b'.repeat(100)}…`);
  });

  it('drops the space before the ellipsis', () => {
    const text = `${'c'.repeat(99)} and more words`;
    expect(cutDescription(text)).toBe(`${'c'.repeat(99)}…`);
  });

  it('never cuts an emoji or other astral character in half', () => {
    const text = '😀'.repeat(120);
    const cut = cutDescription(text);
    expect(Array.from(cut)).toHaveLength(101);
    expect(cut.endsWith('😀…')).toBe(true);
  });

  it('is empty for no description', () => {
    expect(cutDescription(null)).toBe('');
    expect(cutDescription(undefined)).toBe('');
  });
});

describe('wasUpdated', () => {
  it('is true only when the times differ by a second or more', () => {
    expect(wasUpdated('2026-01-01T10:00:00.000Z', '2026-01-01T10:00:00.000Z')).toBe(false);
    expect(wasUpdated('2026-01-01T10:00:00.000Z', '2026-01-01T10:00:00.400Z')).toBe(false);
    expect(wasUpdated('2026-01-01T10:00:00.000Z', '2026-01-02T08:00:00.000Z')).toBe(true);
  });
});
