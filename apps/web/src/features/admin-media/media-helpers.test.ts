import type { MediaStats } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MEDIA_PARAMS, isFiltered, mediaListUrl, readMediaParams, writeMediaParams } from './media-list-params';
import { formatMediaStats, largePreviewOf, mediaTitle, previewOf, webpSaving } from './media-display';
import {
  buildMediaPayload,
  buildYoutubePayload,
  copyEnglish,
  mediaFormDefaults,
  youtubeFormSchema,
} from './media-form-model';
import { editedId } from './media-page';
import { testItem } from './test-item';
import { anyUnsettled } from './processing';
import { mediaMessageKey } from './youtube-dialog';

const STATS: MediaStats = {
  total: 1234,
  by_type: { image: 1000, video: 200, audio: 34 },
  youtube: 12,
  by_processing_status: { pending: 2, processing: 1, completed: 1229, failed: 2 },
  public: 1200,
  featured: 8,
  archived: 5,
  total_bytes: 3.5 * 1024 * 1024 * 1024,
  webp_saved_bytes: 512 * 1024 * 1024,
};

/** The query string of the list's address. */
const mediaQueryString = (params: Parameters<typeof mediaListUrl>[0]) =>
  new URL(mediaListUrl(params), 'http://localhost').search.slice(1);

describe('stats formatting', () => {
  it('formats counts and sizes in the locale', () => {
    const en = formatMediaStats(STATS, 'en-US');
    expect(en).toMatchObject({
      total: '1,234',
      images: '1,000',
      videos: '200',
      audio: '34',
      youtube: '12',
      processing: '3',
      failed: '2',
      public: '1,200',
      private: '34',
      storage: '3.5 GB',
      webpSaved: '512 MB',
      counts: { processing: 3, failed: 2, private: 34 },
    });
    expect(formatMediaStats(STATS, 'de-DE').total).toBe('1.234');
    expect(formatMediaStats(STATS, 'de-DE').storage).toBe('3,5 GB');
  });

  it('treats missing groups as zero', () => {
    const sparse = { ...STATS, by_processing_status: {} } as unknown as MediaStats;
    expect(formatMediaStats(sparse, 'en-US')).toMatchObject({ processing: '0', failed: '0' });
  });

  it('writes WebP savings', () => {
    expect(webpSaving(35)).toBe(65);
    expect(webpSaving(null)).toBeNull();
    expect(webpSaving(120)).toBe(0);
  });
});

describe('item helpers', () => {
  it('picks the title in the language, else English, else the file name', () => {
    const item = testItem({
      translations: { en: { title: 'Sea', description: '' }, fr: { title: 'Mer', description: '' } },
    });
    expect(mediaTitle(item, 'fr')).toEqual({ text: 'Mer', lang: 'fr', fallback: false });
    expect(mediaTitle(item, 'de')).toEqual({ text: 'Sea', lang: 'en', fallback: true });
    expect(mediaTitle(testItem({ translations: {} }), 'en').text).toBe('sunset.png');
  });

  it('prefers the medium thumbnail, and the WebP copy for a large image', () => {
    const paths = { thumb_small: '/s', thumb_medium: '/m', thumb_large: '/l', original: '/o' };
    expect(previewOf(testItem({ thumbnail_paths: paths }))).toBe('/m');
    expect(
      previewOf(
        testItem({ thumbnail_paths: { thumb_small: null, thumb_medium: null, thumb_large: null, original: '/o' } }),
      ),
    ).toBe('/o');
    expect(previewOf(testItem({ media_type: 'audio' }))).toBeNull();
    expect(largePreviewOf(testItem({ thumbnail_paths: paths, webp_path: '/w' }))).toBe('/w');
  });

  it('polls only while something is pending or processing', () => {
    expect(anyUnsettled([testItem({ processing_status: 'completed' })])).toBe(false);
    expect(anyUnsettled([testItem({ processing_status: 'processing' })])).toBe(true);
    expect(anyUnsettled(undefined)).toBe(false);
  });
});

describe('list parameters', () => {
  it('reads and writes the address, ignoring unknown values', () => {
    const params = readMediaParams(
      new URLSearchParams(
        'page=3&q=%20sea%20&type=youtube&category=4&processing=failed&visibility=private&featured=true&status=archived&sort=size',
      ),
    );
    expect(params).toEqual({
      page: 3,
      search: 'sea',
      type: 'youtube',
      categoryId: '4',
      processing: 'failed',
      visibility: 'private',
      featured: 'true',
      status: 'archived',
      sort: 'size',
    });
    expect(writeMediaParams(params)).toEqual({
      page: '3',
      q: 'sea',
      type: 'youtube',
      category: '4',
      processing: 'failed',
      visibility: 'private',
      featured: 'true',
      status: 'archived',
      sort: 'size',
    });
    expect(readMediaParams(new URLSearchParams('page=-1&type=pdf&category=x&sort=random'))).toEqual(
      DEFAULT_MEDIA_PARAMS,
    );
    expect(writeMediaParams(DEFAULT_MEDIA_PARAMS)).toEqual({});
    expect(isFiltered(DEFAULT_MEDIA_PARAMS)).toBe(false);
    expect(isFiltered({ ...DEFAULT_MEDIA_PARAMS, status: 'archived' })).toBe(true);
  });

  it('asks the API with its own parameter names', () => {
    expect(mediaQueryString(DEFAULT_MEDIA_PARAMS)).toBe('page=1&per_page=24&sort=newest');
    const query = new URLSearchParams(
      mediaQueryString({
        ...DEFAULT_MEDIA_PARAMS,
        type: 'youtube',
        visibility: 'private',
        processing: 'pending',
        categoryId: '2',
      }),
    );
    expect(query.get('youtube')).toBe('true');
    expect(query.has('type')).toBe(false);
    expect(query.get('is_public')).toBe('false');
    expect(query.get('processing_status')).toBe('pending');
    expect(query.get('category_id')).toBe('2');
    expect(new URLSearchParams(mediaQueryString({ ...DEFAULT_MEDIA_PARAMS, type: 'audio' })).get('type')).toBe('audio');
  });

  it('reads the opened editor from the address', () => {
    expect(editedId(new URLSearchParams('edit=12'))).toBe(12);
    expect(editedId(new URLSearchParams('edit=abc'))).toBeNull();
    expect(editedId(new URLSearchParams(''))).toBeNull();
  });
});

describe('edit form model', () => {
  const item = testItem({
    category_id: 3,
    translations: { en: { title: 'Sea', description: 'Blue' }, ar: { title: 'بحر', description: '' } },
  });

  it('starts from the item and sends only the languages written in', () => {
    const values = mediaFormDefaults(item);
    expect(values.category_id).toBe('3');
    expect(values.translations.fr).toEqual({ title: '', description: '' });
    const payload = buildMediaPayload(values);
    expect(Object.keys(payload.translations)).toEqual(['en', 'ar']);
    expect(payload.category_id).toBe(3);
    expect(buildMediaPayload({ ...values, category_id: '' }).category_id).toBeNull();
  });

  it('always sends English, so an empty English title is reported', () => {
    const values = mediaFormDefaults(testItem({ translations: {} }));
    expect(buildMediaPayload(values).translations.en).toEqual({ title: '', description: '' });
  });

  it('copies the English texts for translation', () => {
    expect(copyEnglish(mediaFormDefaults(item))).toEqual({ title: 'Sea', description: 'Blue' });
  });
});

describe('YouTube form', () => {
  const values = {
    youtube_url: ' https://youtu.be/dQw4w9WgXcQ ',
    translations: { en: { title: 'Song', description: '' } },
    category_id: '',
    is_public: true,
    is_featured: false,
  };

  it('builds the request and checks the address like the server', () => {
    const body = buildYoutubePayload(values);
    expect(body).toMatchObject({ youtube_url: 'https://youtu.be/dQw4w9WgXcQ', category_id: null });
    expect(youtubeFormSchema.safeParse(body).success).toBe(true);
    const wrong = youtubeFormSchema.safeParse(buildYoutubePayload({ ...values, youtube_url: 'https://vimeo.com/1' }));
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0]?.path).toEqual(['youtube_url']);
  });

  it('translates the known YouTube messages', () => {
    expect(
      mediaMessageKey('YouTube could not be reached to fetch the title and thumbnail; type the title yourself.'),
    ).toBe('youtube.offline');
    expect(mediaMessageKey('Something else')).toBeUndefined();
  });
});
