import { galleryPageUrl } from '../../../api/media-gallery';
import { describe, expect, it } from 'vitest';
import {
  activeFilters,
  DEFAULT_FILTERS,
  filtersKey,
  parseFilters,
  withoutFilter,
  writeFilters,
  type GalleryFilters,
} from './filters';

const parse = (query: string) => parseFilters(new URLSearchParams(query));

describe('parseFilters', () => {
  it('reads the filters from the address', () => {
    expect(parse('search=hoi+an&type=video&category=travel&sort=oldest')).toEqual({
      search: 'hoi an',
      type: 'video',
      category: 'travel',
      sort: 'oldest',
    });
  });

  it('falls back to the defaults for anything missing or unknown', () => {
    expect(parse('')).toEqual(DEFAULT_FILTERS);
    expect(parse('type=document&sort=random&category=')).toEqual(DEFAULT_FILTERS);
  });

  it('ignores a whitespace-only search and trims the others', () => {
    expect(parse('search=%20%20%20').search).toBe('');
    expect(parse('search=%20sunset%20').search).toBe('sunset');
  });

  it('keeps a search within the API’s 200 characters', () => {
    expect(parse(`search=${'x'.repeat(300)}`).search).toHaveLength(200);
  });
});

describe('writeFilters', () => {
  it('writes only what differs from the default and keeps other parameters', () => {
    const params = new URLSearchParams('lang=ar&item=abc&type=image');
    const next = writeFilters(params, { ...DEFAULT_FILTERS, search: '  lanterns ', category: 'travel' });
    expect(next.toString()).toBe('lang=ar&item=abc&search=lanterns&category=travel');
    expect(params.toString()).toBe('lang=ar&item=abc&type=image');
  });

  it('leaves a default view with a bare address', () => {
    expect(writeFilters(new URLSearchParams('search=x&sort=size'), DEFAULT_FILTERS).toString()).toBe('');
  });

  it('round-trips through the address', () => {
    const filters: GalleryFilters = { search: 'Mekong delta', type: 'audio', category: 'music', sort: 'size' };
    expect(parseFilters(writeFilters(new URLSearchParams(), filters))).toEqual(filters);
    expect(filtersKey(filters)).toBe('search=Mekong+delta&type=audio&category=music&sort=size');
  });
});

describe('active filters', () => {
  it('lists the filters that differ from the default, and removes one', () => {
    const filters: GalleryFilters = { search: 'a', type: 'all', category: 'nature', sort: 'title' };
    expect(activeFilters(DEFAULT_FILTERS)).toEqual([]);
    expect(activeFilters(filters)).toEqual(['search', 'category', 'sort']);
    expect(withoutFilter(filters, 'category')).toEqual({ ...filters, category: 'all' });
  });
});

describe('galleryPageUrl', () => {
  it('asks for a page of 12 with the filters and the language', () => {
    expect(galleryPageUrl(DEFAULT_FILTERS, 1, 'en')).toBe(
      '/api/media-gallery/items?lang=en&page=1&per_page=12&sort=newest',
    );
    expect(galleryPageUrl({ search: ' sun ', type: 'image', category: 'travel', sort: 'size' }, 3, 'ar')).toBe(
      '/api/media-gallery/items?lang=ar&page=3&per_page=12&search=sun&type=image&category=travel&sort=size',
    );
  });

  it('leaves out a whitespace-only search', () => {
    expect(galleryPageUrl({ ...DEFAULT_FILTERS, search: '   ' }, 1, 'en')).not.toContain('search');
  });
});
