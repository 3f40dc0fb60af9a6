import {
  adminMediaApi,
  endpointUrl,
  type MEDIA_BULK_ACTIONS,
  MEDIA_SORTS,
  MEDIA_STATUSES,
  MEDIA_TYPES,
  PROCESSING_STATUSES,
  type MediaSort,
  type MediaStatus,
  type MediaType,
  type ProcessingStatus,
} from '@site/contracts';
import type { AdminMediaListQuery } from '../../api/admin-media';

export const MEDIA_PER_PAGE = 24;

/** The type filter: one media type, or YouTube videos (`youtube=true`). */
export type MediaTypeFilter = '' | MediaType | 'youtube';
const TYPE_FILTERS: readonly string[] = [...MEDIA_TYPES, 'youtube'];

/** The list's filters as the page keeps them (in the address bar, so a reload or a shared link keeps them). */
export interface MediaListParams {
  page: number;
  search: string;
  type: MediaTypeFilter;
  categoryId: string;
  processing: '' | ProcessingStatus;
  visibility: '' | 'public' | 'private';
  featured: '' | 'true' | 'false';
  status: '' | MediaStatus;
  sort: MediaSort;
}

export const DEFAULT_MEDIA_PARAMS: MediaListParams = {
  page: 1,
  search: '',
  type: '',
  categoryId: '',
  processing: '',
  visibility: '',
  featured: '',
  status: '',
  sort: 'newest',
};

function oneOf<T extends string>(value: string | null, allowed: readonly string[], fallback: T): T {
  return value !== null && allowed.includes(value) ? (value as T) : fallback;
}

/** Reads the filters from the address's query string; unknown values fall back to the defaults. */
export function readMediaParams(search: URLSearchParams): MediaListParams {
  const page = Number(search.get('page'));
  const category = search.get('category');
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    search: (search.get('q') ?? '').trim(),
    type: oneOf<MediaTypeFilter>(search.get('type'), TYPE_FILTERS, ''),
    categoryId: category && /^\d+$/.test(category) ? category : '',
    processing: oneOf<'' | ProcessingStatus>(search.get('processing'), PROCESSING_STATUSES, ''),
    visibility: oneOf<'' | 'public' | 'private'>(search.get('visibility'), ['public', 'private'], ''),
    featured: oneOf<'' | 'true' | 'false'>(search.get('featured'), ['true', 'false'], ''),
    status: oneOf<'' | MediaStatus>(search.get('status'), MEDIA_STATUSES, ''),
    sort: oneOf<MediaSort>(search.get('sort'), MEDIA_SORTS, 'newest'),
  };
}

/** The query string of the filters, defaults left out (the plain address is the default list). */
export function writeMediaParams(params: MediaListParams): Record<string, string> {
  const out: Record<string, string> = {};
  if (params.page > 1) out.page = String(params.page);
  if (params.search) out.q = params.search;
  if (params.type) out.type = params.type;
  if (params.categoryId) out.category = params.categoryId;
  if (params.processing) out.processing = params.processing;
  if (params.visibility) out.visibility = params.visibility;
  if (params.featured) out.featured = params.featured;
  if (params.status) out.status = params.status;
  if (params.sort !== 'newest') out.sort = params.sort;
  return out;
}

/** True when any filter or search narrows the list (the sort does not). */
export function isFiltered(params: MediaListParams): boolean {
  return (
    params.search !== '' ||
    params.type !== '' ||
    params.categoryId !== '' ||
    params.processing !== '' ||
    params.visibility !== '' ||
    params.featured !== '' ||
    params.status !== ''
  );
}

/** The list endpoint's query for the filters; a blank search is left out. */
export function mediaListQuery(params: MediaListParams): AdminMediaListQuery {
  return {
    page: params.page,
    per_page: MEDIA_PER_PAGE,
    search: params.search.trim() || undefined,
    youtube: params.type === 'youtube' ? true : undefined,
    type: params.type && params.type !== 'youtube' ? params.type : undefined,
    category_id: params.categoryId ? Number(params.categoryId) : undefined,
    processing_status: params.processing || undefined,
    status: params.status || undefined,
    is_public: params.visibility ? params.visibility === 'public' : undefined,
    is_featured: params.featured ? params.featured === 'true' : undefined,
    sort: params.sort,
  };
}

/** The list's address (what the page requests). */
export function mediaListUrl(params: MediaListParams): string {
  return endpointUrl(adminMediaApi.list, { query: mediaListQuery(params) });
}

export type MediaBulkAction = (typeof MEDIA_BULK_ACTIONS)[number];
