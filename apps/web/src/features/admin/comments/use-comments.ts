import {
  adminCommentSchema,
  bulkResultSchema,
  type COMMENT_BULK_ACTIONS,
  commentStatsSchema,
  itemResponseSchema,
  okSchema,
  pagedSchema,
  savedResponseSchema,
  type CommentStatus,
  type CommentUpdate,
} from '@site/contracts';
import type { z } from 'zod';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';

export const COMMENTS_KEY = ['admin', 'comments'] as const;
export const COMMENTS_PER_PAGE = 20;

export type CommentBulkAction = (typeof COMMENT_BULK_ACTIONS)[number];
/** The tabs: one status, or every comment. Pending comes first: they are the owner's work. */
export type CommentTab = CommentStatus | 'all';
export const COMMENT_TABS: readonly CommentTab[] = ['pending', 'approved', 'rejected', 'all'];
export type CommentSort = 'newest' | 'oldest';

/** The list's state as the address keeps it. */
export interface CommentListParams {
  tab: CommentTab;
  page: number;
  search: string;
  mediaId: number | null;
  sort: CommentSort;
}

export const DEFAULT_COMMENT_PARAMS: CommentListParams = {
  tab: 'pending',
  page: 1,
  search: '',
  mediaId: null,
  sort: 'newest',
};

/** Reads the list's state from the query string; unknown values fall back to the defaults. */
export function readCommentParams(search: URLSearchParams): CommentListParams {
  const tab = search.get('status');
  const page = Number(search.get('page'));
  const media = Number(search.get('media'));
  return {
    tab: (COMMENT_TABS as readonly string[]).includes(tab ?? '') ? (tab as CommentTab) : 'pending',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    search: (search.get('q') ?? '').trim(),
    mediaId: Number.isInteger(media) && media > 0 ? media : null,
    sort: search.get('sort') === 'oldest' ? 'oldest' : 'newest',
  };
}

/** The query string of the list's state, defaults left out. */
export function writeCommentParams(params: CommentListParams): Record<string, string> {
  const out: Record<string, string> = {};
  if (params.tab !== 'pending') out.status = params.tab;
  if (params.page > 1) out.page = String(params.page);
  if (params.search) out.q = params.search;
  if (params.mediaId !== null) out.media = String(params.mediaId);
  if (params.sort !== 'newest') out.sort = params.sort;
  return out;
}

/** The API query (GET /api/admin/comments): status only for a status tab, search only when set. */
export function commentQueryString(params: CommentListParams): string {
  const query = new URLSearchParams({ page: String(params.page), per_page: String(COMMENTS_PER_PAGE) });
  if (params.tab !== 'all') query.set('status', params.tab);
  if (params.search.trim()) query.set('search', params.search.trim());
  if (params.mediaId !== null) query.set('media_id', String(params.mediaId));
  query.set('sort', params.sort);
  return query.toString();
}

/** The public viewer of a media item, where visitors read its comments. */
export function publicItemUrl(uuid: string): string {
  return `/media-gallery?item=${encodeURIComponent(uuid)}`;
}

const listSchema = pagedSchema(adminCommentSchema);
type CommentPage = z.infer<typeof listSchema>;
const statsSchema = itemResponseSchema(commentStatsSchema);
const savedSchema = savedResponseSchema(adminCommentSchema);

export function useCommentList(params: CommentListParams) {
  return useQuery({
    queryKey: [...COMMENTS_KEY, 'list', params],
    queryFn: ({ signal }) =>
      request(`/api/admin/comments?${commentQueryString(params)}`, { schema: listSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCommentStats() {
  return useQuery({
    queryKey: [...COMMENTS_KEY, 'stats'],
    queryFn: ({ signal }) => request('/api/admin/comments/stats', { schema: statsSchema, signal }),
    select: (body) => body.data,
  });
}

/** Approve, reject, respond, delete, bulk; each refreshes the list, the counts, the bell and the gallery. */
export function useCommentMutations() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: COMMENTS_KEY }),
      queryClient.invalidateQueries({ queryKey: ['admin', 'notifications'] }),
      // Media show their comment counts.
      queryClient.invalidateQueries({ queryKey: ['admin', 'media'] }),
      queryClient.invalidateQueries({ queryKey: ['media-gallery'] }),
    ]);

  const update = useMutation({
    mutationFn: ({ id, body }: { id: number; body: CommentUpdate }) =>
      request(`/api/admin/comments/${id}`, { method: 'PUT', body, schema: savedSchema }),
    onSuccess: refresh,
  });

  // A comment the server has deleted leaves every cached page at once, not only when the refetch answers.
  const forget = (ids: readonly number[]) =>
    queryClient.setQueriesData<CommentPage>({ queryKey: [...COMMENTS_KEY, 'list'] }, (page) =>
      page ? { ...page, data: page.data.filter((comment) => !ids.includes(comment.id)) } : page,
    );

  const remove = useMutation({
    mutationFn: (id: number) => request(`/api/admin/comments/${id}`, { method: 'DELETE', schema: okSchema }),
    onSuccess: (_answer, id) => {
      forget([id]);
      return refresh();
    },
  });

  const bulk = useMutation({
    mutationFn: (body: { action: CommentBulkAction; ids: number[] }) =>
      request('/api/admin/comments/bulk-action', { method: 'POST', body, schema: bulkResultSchema }),
    onSuccess: (_answer, body) => {
      if (body.action === 'delete') forget(body.ids);
      return refresh();
    },
  });

  return { update, remove, bulk };
}
