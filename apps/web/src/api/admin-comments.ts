import { adminCommentsApi, type BodyOf, type QueryOf } from '@site/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../lib/api-client';
import { adminKeys } from './admin-keys';

export type CommentListQuery = QueryOf<typeof adminCommentsApi.list>;
export type CommentBulkBody = BodyOf<typeof adminCommentsApi.bulk>;
export type CommentUpdateBody = BodyOf<typeof adminCommentsApi.update>;

/** Query keys of the comments' moderation; every change invalidates `all`. */
export const adminCommentKeys = adminKeys<CommentListQuery>('comments');

/** A page of comments (the previous page stays shown while the next one loads). */
export const adminCommentListQuery = (query: CommentListQuery) =>
  queryOptions({
    queryKey: adminCommentKeys.list(query),
    queryFn: ({ signal }) => call(adminCommentsApi.list, { query }, { signal }),
    placeholderData: keepPreviousData,
  });

/** The counts per status. */
export const adminCommentStatsQuery = () =>
  queryOptions({
    queryKey: adminCommentKeys.stats(),
    queryFn: ({ signal }) => call(adminCommentsApi.stats, {}, { signal }).then((answer) => answer.data),
  });

export function updateComment(id: number, body: CommentUpdateBody) {
  return call(adminCommentsApi.update, { params: { id }, body });
}

export function deleteComment(id: number) {
  return call(adminCommentsApi.remove, { params: { id } });
}

export function commentBulkAction(body: CommentBulkBody) {
  return call(adminCommentsApi.bulk, { body });
}
