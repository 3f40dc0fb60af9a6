import type { ContactMessage } from '@site/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminMessageKeys,
  deleteMessage,
  fetchMessage,
  fetchMessagePage,
  messageBulkAction,
  setMessageRead,
  type MessageListQuery,
} from '../../api/admin-inbox';
import { dashboardKeys, notificationKeys } from '../../api/admin-session';

export const MESSAGES_PER_PAGE = 20;

export type MessageFilter = 'all' | 'unread' | 'read';
export type MessageBulkAction = 'read' | 'unread' | 'delete';

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
  return useQuery({
    queryKey: adminMessageKeys.list(messageListQuery(page, search, filter)),
    queryFn: ({ signal }) => fetchMessagePage(messageListQuery(page, search, filter), signal),
    placeholderData: keepPreviousData,
  });
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
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminMessageKeys.all }),
      queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
      queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
    ]);

  const setRead = useMutation({
    mutationFn: ({ id, isRead }: { id: number; isRead: boolean }) => setMessageRead(id, isRead),
    onSuccess: refresh,
  });

  const remove = useMutation({
    mutationFn: (id: number) => deleteMessage(id),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: adminMessageKeys.item(id) });
      return refresh();
    },
  });

  const bulk = useMutation({
    mutationFn: ({ action, ids }: { action: MessageBulkAction; ids: number[] }) => messageBulkAction({ action, ids }),
    onSuccess: refresh,
  });

  return { setRead, remove, bulk };
}
