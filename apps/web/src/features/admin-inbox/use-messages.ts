import type { ContactMessage } from '@site/contracts';
import { useQuery } from '@tanstack/react-query';
import { usePagedList } from '../../components/admin/use-admin-queries';
import {
  adminMessageKeys,
  deleteMessage,
  fetchMessage,
  fetchMessagePage,
  messageBulkAction,
  setMessageRead,
  type MessageListQuery,
} from '../../api/admin-inbox';
import { dashboardKeys } from '../../api/admin-session';
import { useInboxMutations, type InboxBulkAction } from './use-inbox-mutations';

export const MESSAGES_PER_PAGE = 20;

export type MessageFilter = 'all' | 'unread' | 'read';
export type MessageBulkAction = InboxBulkAction;

/** The list endpoint's query: page, size, and search / status only when set. */
export function messageListQuery(page: number, search: string, filter: MessageFilter): MessageListQuery {
  return {
    page,
    per_page: MESSAGES_PER_PAGE,
    search: search || undefined,
    status: filter === 'all' ? undefined : filter,
  };
}

/** Contact messages, newest first (GET /api/admin/messages). */
export function useMessageList(page: number, search: string, filter: MessageFilter) {
  const query = messageListQuery(page, search, filter);
  return usePagedList(adminMessageKeys.list(query), (signal) => fetchMessagePage(query, signal));
}

/** One message, for the reader; starts from the list's copy when there is one. */
export function useMessage(id: number | null, initial: ContactMessage | undefined) {
  return useQuery({
    queryKey: adminMessageKeys.item(id),
    queryFn: ({ signal }) => fetchMessage(id ?? 0, signal),
    enabled: id !== null,
    initialData: initial,
  });
}

/** Read state, deletion and bulk actions; each refreshes the inbox, the bell and the dashboard. */
export function useMessageMutations() {
  return useInboxMutations({
    keys: adminMessageKeys,
    alsoRefresh: [dashboardKeys.all],
    setRead: setMessageRead,
    remove: deleteMessage,
    bulk: messageBulkAction,
  });
}
