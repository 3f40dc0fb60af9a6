import { FEEDBACK_CATEGORIES, type FeedbackCategory, type FeedbackItem } from '@site/contracts';
import { useQuery } from '@tanstack/react-query';
import { usePagedList } from '../../components/admin/use-admin-queries';
import {
  adminFeedbackKeys,
  deleteFeedback,
  feedbackBulkAction,
  fetchFeedback,
  fetchFeedbackPage,
  setFeedbackRead,
  type FeedbackListQuery,
} from '../../api/admin-inbox';
import { useInboxMutations, type InboxBulkAction } from './use-inbox-mutations';

export const FEEDBACK_PER_PAGE = 20;

export type FeedbackStatusFilter = 'all' | 'unread' | 'read';
export type FeedbackCategoryFilter = 'all' | FeedbackCategory;
export type FeedbackBulkAction = InboxBulkAction;

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

/** The list endpoint's query: page and size, then search, status and category only when set. */
export function feedbackListQuery(
  { page, search, status, category }: FeedbackListParams,
  perPage = FEEDBACK_PER_PAGE,
): FeedbackListQuery {
  return {
    page,
    per_page: perPage,
    search: search || undefined,
    status: status === 'all' ? undefined : status,
    category: category === 'all' ? undefined : category,
  };
}

function fetchList(params: FeedbackListParams, signal?: AbortSignal, perPage?: number) {
  return fetchFeedbackPage(feedbackListQuery(params, perPage), signal);
}

/** Feedback entries, newest first (GET /api/admin/feedback). */
export function useFeedbackList(params: FeedbackListParams) {
  return usePagedList(adminFeedbackKeys.list(feedbackListQuery(params)), (signal) => fetchList(params, signal));
}

const EVERYTHING: FeedbackListParams = { page: 1, search: '', status: 'all', category: 'all' };

/**
 * The inbox's counts for the stats strip: the totals of two one-row pages (all, unread), since the list
 * answer already carries them and a separate stats endpoint would only repeat that.
 */
export function useFeedbackCounts() {
  return useQuery({
    queryKey: adminFeedbackKeys.stats(),
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
    queryKey: adminFeedbackKeys.item(id),
    queryFn: ({ signal }) => fetchFeedback(id, signal),
    initialData: initial,
  });
}

/** Read state, deletion and bulk actions; each refreshes the list, its counts, the open entry and the bell. */
export function useFeedbackMutations() {
  return useInboxMutations({
    keys: adminFeedbackKeys,
    setRead: setFeedbackRead,
    onRead: (answer, queryClient) => queryClient.setQueryData(adminFeedbackKeys.item(answer.data.id), answer.data),
    remove: deleteFeedback,
    bulk: feedbackBulkAction,
  });
}
