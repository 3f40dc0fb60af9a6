import { notificationsSchema } from '@site/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';

export const NOTIFICATIONS_KEY = ['admin', 'notifications'] as const;

/** How often the header bell asks for new messages and comments. */
export const NOTIFICATIONS_POLL_MS = 60_000;

/** Unread contact messages and comments awaiting review, for the header bell; polled every minute. */
export function useNotifications(enabled = true) {
  return useQuery({
    queryKey: NOTIFICATIONS_KEY,
    queryFn: ({ signal }) => request('/api/admin/notifications', { schema: notificationsSchema, signal }),
    refetchInterval: NOTIFICATIONS_POLL_MS,
    staleTime: 30_000,
    enabled,
  });
}
