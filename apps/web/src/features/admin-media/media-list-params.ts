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
import {
  BASE_LIST_DEFAULTS,
  FEATURED_VALUES,
  listState,
  type FeaturedListParams,
} from '../../components/admin/list-params';

export const MEDIA_PER_PAGE = 24;

/** The type filter: one media type, or YouTube videos (`youtube=true`). */
export type MediaTypeFilter = '' | MediaType | 'youtube';
const TYPE_FILTERS: readonly string[] = [...MEDIA_TYPES, 'youtube'];

/** The list's filters as the page keeps them (in the address bar, so a reload or a shared link keeps them). */
export interface MediaListParams extends FeaturedListParams {
  type: MediaTypeFilter;
  processing: '' | ProcessingStatus;
  visibility: '' | 'public' | 'private';
  status: '' | MediaStatus;
  sort: MediaSort;
}

export const DEFAULT_MEDIA_PARAMS: MediaListParams = {
  ...BASE_LIST_DEFAULTS,
  type: '',
  processing: '',
  visibility: '',
  featured: '',
  status: '',
  sort: 'newest',
};

/**
 * The filters in the address bar: read, written, and whether they narrow the list; and the list endpoint's
 * query for them (see listState).
 */
export const {
  read: readMediaParams,
  write: writeMediaParams,
  isFiltered,
  query: mediaListQuery,
} = listState(
  DEFAULT_MEDIA_PARAMS,
  {
    type: TYPE_FILTERS,
    processing: PROCESSING_STATUSES,
    visibility: ['public', 'private'],
    featured: FEATURED_VALUES,
    status: MEDIA_STATUSES,
    sort: MEDIA_SORTS,
  },
  {
    perPage: MEDIA_PER_PAGE,
    query: (params): Partial<AdminMediaListQuery> => ({
      youtube: params.type === 'youtube' ? true : undefined,
      type: params.type && params.type !== 'youtube' ? params.type : undefined,
      processing_status: params.processing || undefined,
      status: params.status || undefined,
      is_public: params.visibility ? params.visibility === 'public' : undefined,
      is_featured: params.featured ? params.featured === 'true' : undefined,
      sort: params.sort,
    }),
  },
);

/** The list's address (what the page requests). */
export function mediaListUrl(params: MediaListParams): string {
  return endpointUrl(adminMediaApi.list, { query: mediaListQuery(params) });
}

export type MediaBulkAction = (typeof MEDIA_BULK_ACTIONS)[number];
