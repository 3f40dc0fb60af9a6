import type { AdminMediaItem } from '@site/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  bulkMedia,
  deleteMediaItem,
  fetchMediaCategoryOptions,
  fetchMediaItem,
  fetchMediaPage,
  fetchMediaStats,
  isUnsettled,
  MEDIA_POLL_MS,
  mediaKeys,
  reprocessMediaItem,
  type MediaListParams,
} from './media-api';

/** True while any of the items still waits for or runs its processing. */
export function anyUnsettled(items: readonly Pick<AdminMediaItem, 'processing_status'>[] | undefined): boolean {
  return (items ?? []).some((item) => isUnsettled(item.processing_status));
}

/** One page of the media list; asked again every 2 s while an item on it is being processed. */
export function useMediaList(params: MediaListParams) {
  return useQuery({
    queryKey: mediaKeys.list(params),
    queryFn: ({ signal }) => fetchMediaPage(params, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (anyUnsettled(query.state.data?.data) ? MEDIA_POLL_MS : false),
  });
}

/** The stats strip; follows the list while something is being processed, so the counts move with it. */
export function useMediaStats(polling: boolean) {
  return useQuery({
    queryKey: mediaKeys.stats,
    queryFn: ({ signal }) => fetchMediaStats(signal),
    refetchInterval: polling ? MEDIA_POLL_MS * 2 : false,
  });
}

export function useMediaCategoryOptions() {
  return useQuery({
    queryKey: mediaKeys.categoryOptions,
    queryFn: ({ signal }) => fetchMediaCategoryOptions(signal),
  });
}

/** One item for the editor, starting from the list's copy; polled while it is being processed. */
export function useMediaItem(id: number, initial: AdminMediaItem | undefined) {
  return useQuery({
    queryKey: mediaKeys.item(id),
    queryFn: ({ signal }) => fetchMediaItem(id, signal),
    initialData: initial,
    // The list's copy may be older than this visit: ask once on opening all the same.
    initialDataUpdatedAt: 0,
    refetchInterval: (query) =>
      query.state.data && isUnsettled(query.state.data.processing_status) ? MEDIA_POLL_MS : false,
  });
}

/** Refreshes everything a media change touches: admin lists and counts, and the public gallery's cache. */
export function useRefreshMedia() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: mediaKeys.all }),
      queryClient.invalidateQueries({ queryKey: ['admin', 'media-categories'] }),
      queryClient.invalidateQueries({ queryKey: ['admin', 'comments'] }),
      queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] }),
      queryClient.invalidateQueries({ queryKey: ['media-gallery'] }),
    ]);
}

export function useMediaMutations() {
  const queryClient = useQueryClient();
  const refresh = useRefreshMedia();

  const bulk = useMutation({ mutationFn: bulkMedia, onSuccess: refresh });

  const remove = useMutation({
    mutationFn: (id: number) => deleteMediaItem(id),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: mediaKeys.item(id) });
      return refresh();
    },
  });

  const reprocess = useMutation({
    mutationFn: (id: number) => reprocessMediaItem(id),
    onSuccess: (answer) => {
      queryClient.setQueryData(mediaKeys.item(answer.data.id), answer.data);
      return refresh();
    },
  });

  return { bulk, remove, reprocess };
}
