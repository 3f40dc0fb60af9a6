import {
  bulkResultSchema,
  contactMessageSchema,
  itemResponseSchema,
  pagedSchema,
  type ContactMessage,
} from '@site/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { NOTIFICATIONS_KEY } from '../session/use-notifications';

export const MESSAGES_KEY = ['admin', 'messages'] as const;
export const MESSAGES_PER_PAGE = 20;

export type MessageFilter = 'all' | 'unread' | 'read';
export type MessageBulkAction = 'read' | 'unread' | 'delete';

const listSchema = pagedSchema(contactMessageSchema);
const itemSchema = itemResponseSchema(contactMessageSchema);

/** The query string of the inbox list: page, size, and search / status only when set. */
export function messageListParams(page: number, search: string, filter: MessageFilter): string {
  const params = new URLSearchParams({ page: String(page), per_page: String(MESSAGES_PER_PAGE) });
  if (search) params.set('search', search);
  if (filter !== 'all') params.set('status', filter);
  return params.toString();
}

/** Contact messages, newest first (GET /api/admin/messages). */
export function useMessageList(page: number, search: string, filter: MessageFilter) {
  return useQuery({
    queryKey: [...MESSAGES_KEY, 'list', { page, search, filter }],
    queryFn: ({ signal }) =>
      request(`/api/admin/messages?${messageListParams(page, search, filter)}`, { schema: listSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

/** One message, for the reader; starts from the list's copy when there is one. */
export function useMessage(id: number | null, initial: ContactMessage | undefined) {
  return useQuery({
    queryKey: [...MESSAGES_KEY, 'item', id],
    queryFn: ({ signal }) => request(`/api/admin/messages/${id}`, { schema: itemSchema, signal }).then((b) => b.data),
    enabled: id !== null,
    initialData: initial,
  });
}

/** Read state, deletion and bulk actions; each refreshes the inbox, the bell and the dashboard. */
export function useMessageMutations() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: MESSAGES_KEY }),
      queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
      queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] }),
    ]);

  const setRead = useMutation({
    mutationFn: ({ id, isRead }: { id: number; isRead: boolean }) =>
      request(`/api/admin/messages/${id}`, { method: 'PUT', body: { is_read: isRead } }),
    onSuccess: refresh,
  });

  const remove = useMutation({
    mutationFn: (id: number) => request(`/api/admin/messages/${id}`, { method: 'DELETE' }),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: [...MESSAGES_KEY, 'item', id] });
      return refresh();
    },
  });

  const bulk = useMutation({
    mutationFn: ({ action, ids }: { action: MessageBulkAction; ids: number[] }) =>
      request('/api/admin/messages/bulk-action', { method: 'POST', body: { action, ids }, schema: bulkResultSchema }),
    onSuccess: refresh,
  });

  return { setRead, remove, bulk };
}
