import { endpointUrl, adminCommentsApi, type COMMENT_BULK_ACTIONS, type CommentStatus } from '@site/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useInvalidate } from '../../components/admin/use-admin-queries';
import { adminMediaKeys } from '../../api/admin-media';
import {
  adminCommentKeys,
  adminCommentListQuery,
  adminCommentStatsQuery,
  commentBulkAction,
  deleteComment,
  updateComment,
  type CommentListQuery,
  type CommentUpdateBody,
} from '../../api/admin-comments';
import { galleryKeys } from '../../api/media-gallery';
import { notificationKeys } from '../../api/admin-session';

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

/** The list endpoint's query for the list's state: status only for a status tab, search only when set. */
export function commentListQuery(params: CommentListParams): CommentListQuery {
  return {
    page: params.page,
    per_page: COMMENTS_PER_PAGE,
    status: params.tab === 'all' ? undefined : params.tab,
    search: params.search.trim() || undefined,
    media_id: params.mediaId ?? undefined,
    sort: params.sort,
  };
}

/** The list's address (what the page requests). */
export function commentListUrl(params: CommentListParams): string {
  return endpointUrl(adminCommentsApi.list, { query: commentListQuery(params) });
}

/** The public viewer of a media item, where visitors read its comments. */
export function publicItemUrl(uuid: string): string {
  return `/media-gallery?item=${encodeURIComponent(uuid)}`;
}

export function useCommentList(params: CommentListParams) {
  return useQuery(adminCommentListQuery(commentListQuery(params)));
}

export function useCommentStats() {
  return useQuery(adminCommentStatsQuery());
}

/** Approve, reject, respond, delete, bulk; each refreshes the list, the counts, the bell and the gallery. */
export function useCommentMutations() {
  const queryClient = useQueryClient();
  // Media show their comment counts.
  const refresh = useInvalidate([adminCommentKeys.all, notificationKeys.all, adminMediaKeys.all, galleryKeys.all]);

  // A comment the server has deleted leaves every cached page at once, not only when the refetch answers.
  const forget = (ids: readonly number[]) =>
    queryClient.setQueriesData<Awaited<ReturnType<NonNullable<ReturnType<typeof adminCommentListQuery>['queryFn']>>>>(
      { queryKey: adminCommentKeys.lists() },
      (page) => (page ? { ...page, data: page.data.filter((comment) => !ids.includes(comment.id)) } : page),
    );

  const update = useMutation({
    mutationFn: ({ id, body }: { id: number; body: CommentUpdateBody }) => updateComment(id, body),
    onSuccess: refresh,
  });

  const remove = useMutation({
    mutationFn: (id: number) => deleteComment(id),
    onSuccess: (_answer, id) => {
      forget([id]);
      return refresh();
    },
  });

  const bulk = useMutation({
    mutationFn: (body: { action: CommentBulkAction; ids: number[] }) => commentBulkAction(body),
    onSuccess: (_answer, body) => {
      if (body.action === 'delete') forget(body.ids);
      return refresh();
    },
  });

  return { update, remove, bulk };
}
