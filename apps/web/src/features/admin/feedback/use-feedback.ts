import {
  FEEDBACK_CATEGORIES,
  bulkResultSchema,
  feedbackItemSchema,
  feedbackListResponseSchema,
  itemResponseSchema,
  okSchema,
  savedResponseSchema,
  type FeedbackCategory,
  type FeedbackItem,
} from '@site/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { NOTIFICATIONS_KEY } from '../session/use-notifications';

export const FEEDBACK_KEY = ['admin', 'feedback'] as const;
export const FEEDBACK_PER_PAGE = 20;

export type FeedbackStatusFilter = 'all' | 'unread' | 'read';
export type FeedbackCategoryFilter = 'all' | FeedbackCategory;
export type FeedbackBulkAction = 'read' | 'unread' | 'delete';

export interface FeedbackListParams {
  page: number;
  search: string;
  status: FeedbackStatusFilter;
  category: FeedbackCategoryFilter;
}

const STATUS_FILTERS: readonly string[] = ['all', 'unread', 'read'];

/** A status filter from a select or the address; anything unknown shows all. */
export function asStatusFilter(value: string | null): FeedbackStatusFilter {
  return value !== null && STATUS_FILTERS.includes(value) ? (value as FeedbackStatusFilter) : 'all';
}

/** A category filter from a select or the address; anything unknown shows all. */
export function asCategoryFilter(value: string | null): FeedbackCategoryFilter {
  return value !== null && (FEEDBACK_CATEGORIES as readonly string[]).includes(value)
    ? (value as FeedbackCategory)
    : 'all';
}

/** The inbox's state from the address (`?q=&status=&category=&page=&open=`), unknown values ignored. */
export function readFeedbackParams(search: URLSearchParams): FeedbackListParams & { open: number | null } {
  const page = Number(search.get('page'));
  const open = Number(search.get('open'));
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    search: (search.get('q') ?? '').trim(),
    status: asStatusFilter(search.get('status')),
    category: asCategoryFilter(search.get('category')),
    open: Number.isInteger(open) && open > 0 ? open : null,
  };
}

/** The address's query of the inbox's state, defaults left out. */
export function writeFeedbackParams(params: FeedbackListParams & { open?: number | null }): Record<string, string> {
  const out: Record<string, string> = {};
  if (params.search) out.q = params.search;
  if (params.status !== 'all') out.status = params.status;
  if (params.category !== 'all') out.category = params.category;
  if (params.page > 1) out.page = String(params.page);
  if (params.open) out.open = String(params.open);
  return out;
}

const itemSchema = itemResponseSchema(feedbackItemSchema);
const savedSchema = savedResponseSchema(feedbackItemSchema);

/** The query string of the inbox list: page and size, then search, status and category only when set. */
export function feedbackListQuery({ page, search, status, category }: FeedbackListParams, perPage = FEEDBACK_PER_PAGE) {
  const params = new URLSearchParams({ page: String(page), per_page: String(perPage) });
  if (search) params.set('search', search);
  if (status !== 'all') params.set('status', status);
  if (category !== 'all') params.set('category', category);
  return params.toString();
}

function fetchList(params: FeedbackListParams, signal?: AbortSignal, perPage?: number) {
  return request(`/api/admin/feedback?${feedbackListQuery(params, perPage)}`, {
    schema: feedbackListResponseSchema,
    signal,
  });
}

/** Feedback entries, newest first (GET /api/admin/feedback). */
export function useFeedbackList(params: FeedbackListParams) {
  return useQuery({
    queryKey: [...FEEDBACK_KEY, 'list', params],
    queryFn: ({ signal }) => fetchList(params, signal),
    placeholderData: keepPreviousData,
  });
}

const EVERYTHING: FeedbackListParams = { page: 1, search: '', status: 'all', category: 'all' };

/**
 * The inbox's counts for the stats strip: the totals of two one-row pages (all, unread), since the list
 * answer already carries them and a separate stats endpoint would only repeat that.
 */
export function useFeedbackCounts() {
  return useQuery({
    queryKey: [...FEEDBACK_KEY, 'counts'],
    queryFn: async ({ signal }) => {
      const [all, unread] = await Promise.all([
        fetchList(EVERYTHING, signal, 1),
        fetchList({ ...EVERYTHING, status: 'unread' }, signal, 1),
      ]);
      return { total: all.total, unread: unread.total, read: all.total - unread.total };
    },
  });
}

/** One entry, for the reader; starts from the list's copy when there is one. */
export function useFeedbackItem(id: number, initial: FeedbackItem | undefined) {
  return useQuery({
    queryKey: [...FEEDBACK_KEY, 'item', id],
    queryFn: ({ signal }) => request(`/api/admin/feedback/${id}`, { schema: itemSchema, signal }).then((b) => b.data),
    initialData: initial,
  });
}

/** Read state, deletion and bulk actions; each refreshes the list, its counts, the open entry and the bell. */
export function useFeedbackMutations() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: FEEDBACK_KEY }),
      queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
    ]);

  const setRead = useMutation({
    mutationFn: ({ id, isRead }: { id: number; isRead: boolean }) =>
      request(`/api/admin/feedback/${id}`, { method: 'PATCH', body: { is_read: isRead }, schema: savedSchema }),
    onSuccess: (answer) => {
      queryClient.setQueryData([...FEEDBACK_KEY, 'item', answer.data.id], answer.data);
      return refresh();
    },
  });

  const remove = useMutation({
    mutationFn: (id: number) => request(`/api/admin/feedback/${id}`, { method: 'DELETE', schema: okSchema }),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: [...FEEDBACK_KEY, 'item', id] });
      return refresh();
    },
  });

  const bulk = useMutation({
    mutationFn: ({ action, ids }: { action: FeedbackBulkAction; ids: number[] }) =>
      request('/api/admin/feedback/bulk-action', { method: 'POST', body: { action, ids }, schema: bulkResultSchema }),
    onSuccess: refresh,
  });

  return { setRead, remove, bulk };
}
