import { useQuery } from '@tanstack/react-query';
import { notificationsQuery } from '../../api/admin-session';

/** How often the header bell asks for new messages and comments. */
export const NOTIFICATIONS_POLL_MS = 60_000;

/** Unread contact messages and comments awaiting review, for the header bell; polled every minute. */
export function useNotifications(enabled = true) {
  return useQuery({
    ...notificationsQuery(),
    refetchInterval: NOTIFICATIONS_POLL_MS,
    staleTime: 30_000,
    enabled,
  });
}
