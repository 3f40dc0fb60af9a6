import { useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { notificationKeys } from '../../api/admin-session';
import { useInvalidate } from '../../components/admin/use-admin-queries';

export type InboxBulkAction = 'read' | 'unread' | 'delete';

interface InboxMutationsConfig<R> {
  /** The inbox's query keys (its api module's): every change refreshes `all`; a deleted entry's `item` is dropped. */
  keys: { all: QueryKey; item: (id: number) => QueryKey };
  /** Other answers that count the inbox (the header bell always). */
  alsoRefresh?: readonly QueryKey[];
  setRead: (id: number, isRead: boolean) => Promise<R>;
  /** With the answer of a read state change, before the refresh (e.g. to update the open entry at once). */
  onRead?: (answer: R, queryClient: QueryClient) => void;
  remove: (id: number) => Promise<unknown>;
  bulk: (body: { action: InboxBulkAction; ids: number[] }) => Promise<{ affected: number }>;
}

/** Read state, deletion and bulk actions of an inbox; each refreshes the inbox, the bell and what else counts it. */
export function useInboxMutations<R>({
  keys,
  alsoRefresh = [],
  setRead,
  onRead,
  remove,
  bulk,
}: InboxMutationsConfig<R>) {
  const queryClient = useQueryClient();
  const refresh = useInvalidate([keys.all, notificationKeys.all, ...alsoRefresh]);

  return {
    setRead: useMutation({
      mutationFn: ({ id, isRead }: { id: number; isRead: boolean }) => setRead(id, isRead),
      onSuccess: (answer) => {
        onRead?.(answer, queryClient);
        return refresh();
      },
    }),
    remove: useMutation({
      mutationFn: (id: number) => remove(id),
      onSuccess: (_answer, id) => {
        queryClient.removeQueries({ queryKey: keys.item(id) });
        return refresh();
      },
    }),
    bulk: useMutation({
      mutationFn: (body: { action: InboxBulkAction; ids: number[] }) => bulk(body),
      onSuccess: refresh,
    }),
  };
}
