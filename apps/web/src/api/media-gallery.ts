import {
  commentsApi,
  endpointUrl,
  MEDIA_PAGE_SIZE,
  mediaGalleryApi,
  type CommentInput,
  type LanguageCode,
  type QueryOf,
} from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../lib/api-client';

/** Longest search the API accepts. */
export const SEARCH_MAX = 200;

/** The gallery's filters as the list endpoint reads them. */
export interface GalleryQuery {
  search: string;
  type: NonNullable<QueryOf<typeof mediaGalleryApi.list>['type']>;
  /** A category key, or `all`. */
  category: string;
  sort: NonNullable<QueryOf<typeof mediaGalleryApi.list>['sort']>;
}

/** Query keys of the public gallery; the admin invalidates `all` after an edit. */
export const galleryKeys = {
  all: ['media-gallery'] as const,
  items: (lang: LanguageCode, filters: string) => [...galleryKeys.all, 'items', lang, filters] as const,
  categories: (lang: LanguageCode) => [...galleryKeys.all, 'categories', lang] as const,
  item: (lang: LanguageCode, uuid: string | null) => [...galleryKeys.all, 'item', lang, uuid] as const,
  comments: (mediaId: number) => [...galleryKeys.all, 'comments', mediaId, 'list'] as const,
  commentCount: (mediaId: number) => [...galleryKeys.all, 'comments', mediaId, 'count'] as const,
};

/** The list endpoint's query for a page of the gallery: 12 a page, a whitespace-only search left out. */
export function galleryPageQuery(filters: GalleryQuery, page: number, lang: LanguageCode) {
  return {
    lang,
    page,
    per_page: MEDIA_PAGE_SIZE,
    search: filters.search.trim().slice(0, SEARCH_MAX) || undefined,
    type: filters.type === 'all' ? undefined : filters.type,
    category: filters.category === 'all' ? undefined : filters.category,
    sort: filters.sort,
  } satisfies QueryOf<typeof mediaGalleryApi.list>;
}

/** The address of a page of the gallery (what the page requests). */
export function galleryPageUrl(filters: GalleryQuery, page: number, lang: LanguageCode): string {
  return endpointUrl(mediaGalleryApi.list, { query: galleryPageQuery(filters, page, lang) });
}

export function fetchGalleryPage(filters: GalleryQuery, page: number, lang: LanguageCode, signal?: AbortSignal) {
  return call(mediaGalleryApi.list, { query: galleryPageQuery(filters, page, lang) }, { signal });
}

export const galleryCategoriesQuery = (lang: LanguageCode) =>
  queryOptions({
    queryKey: galleryKeys.categories(lang),
    queryFn: ({ signal }) =>
      call(mediaGalleryApi.categories, { query: { lang } }, { signal }).then((answer) => answer.data),
  });

/** One public item by uuid (a shared link to the viewer). */
export const galleryItemQuery = (lang: LanguageCode, uuid: string | null) =>
  queryOptions({
    queryKey: galleryKeys.item(lang, uuid),
    queryFn: ({ signal }) =>
      call(mediaGalleryApi.item, { params: { uuid: uuid ?? '' }, query: { lang } }, { signal }).then(
        (answer) => answer.data,
      ),
  });

export function fetchComments(mediaId: number, signal?: AbortSignal) {
  return call(commentsApi.list, { params: { id: mediaId } }, { signal }).then((answer) => answer.data);
}

export function fetchCommentCount(mediaId: number, signal?: AbortSignal) {
  return call(commentsApi.count, { params: { id: mediaId } }, { signal }).then((answer) => answer.count);
}

/** Values as the form holds them: the server trims again and stores an empty phone as null. */
export function postComment(mediaId: number, input: CommentInput) {
  return call(commentsApi.create, { params: { id: mediaId }, body: input });
}
