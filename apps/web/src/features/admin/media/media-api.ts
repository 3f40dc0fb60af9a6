import {
  adminMediaCategorySchema,
  adminMediaItemSchema,
  bulkResultSchema,
  itemResponseSchema,
  type MEDIA_BULK_ACTIONS,
  MEDIA_SORTS,
  MEDIA_STATUSES,
  MEDIA_TYPES,
  mediaStatsSchema,
  mediaUploadResponseSchema,
  okSchema,
  pagedSchema,
  PROCESSING_STATUSES,
  savedResponseSchema,
  youtubeMetadataResponseSchema,
  type AdminMediaCategory,
  type AdminMediaItem,
  type MediaSort,
  type MediaStatus,
  type MediaType,
  type MediaUpdate,
  type ProcessingStatus,
  type YoutubeCreate,
} from '@site/contracts';
import { request } from '../../../lib/api-client';
import { upload } from '../../../lib/upload';

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

/** The API query of the list (GET /api/admin/media); a blank search is left out (spec §5). */
export function mediaQueryString(params: MediaListParams): string {
  const query = new URLSearchParams({ page: String(params.page), per_page: String(MEDIA_PER_PAGE) });
  if (params.search.trim()) query.set('search', params.search.trim());
  if (params.type === 'youtube') query.set('youtube', 'true');
  else if (params.type) query.set('type', params.type);
  if (params.categoryId) query.set('category_id', params.categoryId);
  if (params.processing) query.set('processing_status', params.processing);
  if (params.status) query.set('status', params.status);
  if (params.visibility) query.set('is_public', params.visibility === 'public' ? 'true' : 'false');
  if (params.featured) query.set('is_featured', params.featured);
  query.set('sort', params.sort);
  return query.toString();
}

export const mediaKeys = {
  all: ['admin', 'media'] as const,
  list: (params: MediaListParams) => ['admin', 'media', 'list', params] as const,
  stats: ['admin', 'media', 'stats'] as const,
  item: (id: number) => ['admin', 'media', 'item', id] as const,
  categoryOptions: ['admin', 'media-categories', 'options'] as const,
};

/** Processing states that will still change on their own: the page polls while any item is in one. */
export function isUnsettled(status: ProcessingStatus): boolean {
  return status === 'pending' || status === 'processing';
}

/** How often unsettled items are asked for again. */
export const MEDIA_POLL_MS = 2000;

const mediaPageSchema = pagedSchema(adminMediaItemSchema);
const mediaItemResponse = itemResponseSchema(adminMediaItemSchema);
const mediaSavedSchema = savedResponseSchema(adminMediaItemSchema);
const mediaStatsResponse = itemResponseSchema(mediaStatsSchema);
const categoryPageSchema = pagedSchema(adminMediaCategorySchema);

export type MediaBulkAction = (typeof MEDIA_BULK_ACTIONS)[number];

export function fetchMediaPage(params: MediaListParams, signal?: AbortSignal) {
  return request(`/api/admin/media?${mediaQueryString(params)}`, { schema: mediaPageSchema, signal });
}

export async function fetchMediaItem(id: number, signal?: AbortSignal): Promise<AdminMediaItem> {
  const answer = await request(`/api/admin/media/${id}`, { schema: mediaItemResponse, signal });
  return answer.data;
}

export async function fetchMediaStats(signal?: AbortSignal) {
  const answer = await request('/api/admin/media/stats', { schema: mediaStatsResponse, signal });
  return answer.data;
}

/** Every media category, for the filter and the selects (the API allows 100 per page). */
export async function fetchMediaCategoryOptions(signal?: AbortSignal): Promise<AdminMediaCategory[]> {
  const answer = await request('/api/admin/media-categories?per_page=100', { schema: categoryPageSchema, signal });
  return answer.data;
}

export function saveMediaItem(id: number, body: MediaUpdate) {
  return request(`/api/admin/media/${id}`, { method: 'PUT', body, schema: mediaSavedSchema });
}

export function deleteMediaItem(id: number) {
  return request(`/api/admin/media/${id}`, { method: 'DELETE', schema: okSchema });
}

export function bulkMedia(body: { action: MediaBulkAction; ids: number[] }) {
  return request('/api/admin/media/bulk-action', { method: 'POST', body, schema: bulkResultSchema });
}

export function reprocessMediaItem(id: number) {
  return request(`/api/admin/media/${id}/reprocess`, { method: 'POST', schema: mediaSavedSchema });
}

export function createYoutubeItem(body: YoutubeCreate) {
  return request('/api/admin/media/youtube', { method: 'POST', body, schema: mediaSavedSchema });
}

export async function fetchYoutubeMetadata(url: string, signal?: AbortSignal) {
  return request('/api/admin/media/youtube-metadata', {
    method: 'POST',
    body: { url },
    schema: youtubeMetadataResponseSchema,
    signal,
    // The server asks YouTube in turn; give it a little longer than the usual 10 s.
    timeoutMs: 15_000,
  });
}

/** Sends one file (POST /api/admin/media, multipart) with its progress; answers the created item. */
export async function uploadMediaFile(
  file: File,
  onProgress: (percent: number) => void,
  signal: AbortSignal,
): Promise<AdminMediaItem> {
  const answer = await upload('/api/admin/media', { file, schema: mediaUploadResponseSchema, onProgress, signal });
  return answer.data;
}
