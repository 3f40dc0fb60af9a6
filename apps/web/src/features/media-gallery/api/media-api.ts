import {
  commentCountResponseSchema,
  commentCreatedResponseSchema,
  commentListResponseSchema,
  mediaCategoriesResponseSchema,
  mediaItemResponseSchema,
  mediaPageSchema,
  type CommentInput,
} from '@site/contracts';
import { request } from '../../../lib/api-client';
import { itemsPath, type GalleryFilters } from '../lib/filters';

export function fetchMediaPage(filters: GalleryFilters, page: number, lang: string, signal?: AbortSignal) {
  return request(itemsPath(filters, page, lang), { schema: mediaPageSchema, signal });
}

export async function fetchMediaItem(uuid: string, lang: string, signal?: AbortSignal) {
  const path = `/api/media-gallery/items/${encodeURIComponent(uuid)}?lang=${lang}`;
  return (await request(path, { schema: mediaItemResponseSchema, signal })).data;
}

export async function fetchMediaCategories(lang: string, signal?: AbortSignal) {
  const path = `/api/media-gallery/categories?lang=${lang}`;
  return (await request(path, { schema: mediaCategoriesResponseSchema, signal })).data;
}

export async function fetchComments(mediaId: number, signal?: AbortSignal) {
  return (await request(`/api/comments/media/${mediaId}`, { schema: commentListResponseSchema, signal })).data;
}

export async function fetchCommentCount(mediaId: number, signal?: AbortSignal) {
  return (await request(`/api/comments/media/${mediaId}/count`, { schema: commentCountResponseSchema, signal })).count;
}

/** Values as the form holds them: the server trims again and stores an empty phone as null. */
export function postComment(mediaId: number, input: CommentInput) {
  return request(`/api/comments/media/${mediaId}`, {
    method: 'POST',
    body: input,
    schema: commentCreatedResponseSchema,
  });
}
