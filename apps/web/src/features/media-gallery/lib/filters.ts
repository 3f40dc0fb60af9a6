import { MEDIA_SORTS, MEDIA_TYPES, type MediaSort, type MediaType } from '@site/contracts';
import { SEARCH_MAX } from '../../../api/media-gallery';

export const TYPE_FILTERS = ['all', ...MEDIA_TYPES] as const;
export type TypeFilter = 'all' | MediaType;

/** The gallery's filters, kept in the address so that a filtered view can be shared. */
export interface GalleryFilters {
  search: string;
  type: TypeFilter;
  /** A category key, or `all`. */
  category: string;
  sort: MediaSort;
}

export const DEFAULT_FILTERS: GalleryFilters = { search: '', type: 'all', category: 'all', sort: 'newest' };

export { SEARCH_MAX };

const FILTER_KEYS = ['search', 'type', 'category', 'sort'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/** The open item of the viewer (deep link). */
export const ITEM_PARAM = 'item';

function isTypeFilter(value: string | null): value is TypeFilter {
  return (TYPE_FILTERS as readonly (string | null)[]).includes(value);
}

function isSort(value: string | null): value is MediaSort {
  return (MEDIA_SORTS as readonly (string | null)[]).includes(value);
}

/** Normalises a search: trimmed, inner runs of spaces kept; whitespace only is no search. */
export function cleanSearch(value: string | null | undefined): string {
  return (value ?? '').trim().slice(0, SEARCH_MAX);
}

/** Filters from a query string; anything unknown or malformed falls back to the default. */
export function parseFilters(params: URLSearchParams): GalleryFilters {
  const type = params.get('type');
  const sort = params.get('sort');
  const category = (params.get('category') ?? '').trim().slice(0, 60);
  return {
    search: cleanSearch(params.get('search')),
    type: isTypeFilter(type) ? type : DEFAULT_FILTERS.type,
    category: category || DEFAULT_FILTERS.category,
    sort: isSort(sort) ? sort : DEFAULT_FILTERS.sort,
  };
}

/**
 * The query string with these filters: defaults are left out so that shared addresses stay short;
 * other parameters (`lang`, `item`) are kept.
 */
export function writeFilters(params: URLSearchParams, filters: GalleryFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  const clean = { ...filters, search: cleanSearch(filters.search) };
  for (const key of FILTER_KEYS) {
    if (clean[key] === DEFAULT_FILTERS[key]) next.delete(key);
    else next.set(key, clean[key]);
  }
  return next;
}

/** The filters that differ from the default, in display order (the removable tags). */
export function activeFilters(filters: GalleryFilters): FilterKey[] {
  return FILTER_KEYS.filter((key) => filters[key] !== DEFAULT_FILTERS[key]);
}

/** The filters with one of them back at its default. */
export function withoutFilter(filters: GalleryFilters, key: FilterKey): GalleryFilters {
  return { ...filters, [key]: DEFAULT_FILTERS[key] };
}

/** Stable identity of a filter set, for query keys. */
export function filtersKey(filters: GalleryFilters): string {
  return writeFilters(new URLSearchParams(), filters).toString();
}
