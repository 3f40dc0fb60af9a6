import type { AdminMediaItem } from '@site/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useInvalidate, usePagedList } from '../../components/admin/use-admin-queries';
import { dashboardKeys } from '../../api/admin-session';
import { adminCommentKeys } from '../../api/admin-comments';
import {
  adminMediaKeys,
  bulkMedia,
  deleteMediaItem,
  fetchMediaCategoryOptions,
  fetchMediaItem,
  fetchMediaPage,
  fetchMediaStats,
  reprocessMediaItem,
} from '../../api/admin-media';
import { adminMediaCategoryKeys } from '../../api/admin-media-categories';
import { galleryKeys } from '../../api/media-gallery';
import { mediaListQuery, type MediaListParams } from './media-list-params';
import { anyUnsettled, isUnsettled, MEDIA_POLL_MS } from './processing';

/** One page of the media list; asked again every 2 s while an item on it is being processed. */
export function useMediaList(params: MediaListParams) {
  const query = mediaListQuery(params);
  return usePagedList(adminMediaKeys.list(query), (signal) => fetchMediaPage(query, signal), {
    refetchInterval: (query) => (anyUnsettled(query.state.data?.data) ? MEDIA_POLL_MS : false),
  });
}

/** The stats strip; follows the list while something is being processed, so the counts move with it. */
export function useMediaStats(polling: boolean) {
  return useQuery({
    queryKey: adminMediaKeys.stats(),
    queryFn: ({ signal }) => fetchMediaStats(signal),
    refetchInterval: polling ? MEDIA_POLL_MS * 2 : false,
  });
}

export function useMediaCategoryOptions() {
  return useQuery({
    queryKey: adminMediaCategoryKeys.options(),
    queryFn: ({ signal }) => fetchMediaCategoryOptions(signal),
  });
}

/** One item for the editor, starting from the list's copy; polled while it is being processed. */
export function useMediaItem(id: number, initial: AdminMediaItem | undefined) {
  return useQuery({
    queryKey: adminMediaKeys.item(id),
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
  return useInvalidate([
    adminMediaKeys.all,
    adminMediaCategoryKeys.all,
    adminCommentKeys.all,
    dashboardKeys.all,
    galleryKeys.all,
  ]);
}

export function useMediaMutations() {
  const queryClient = useQueryClient();
  const refresh = useRefreshMedia();

  const bulk = useMutation({ mutationFn: bulkMedia, onSuccess: refresh });

  const remove = useMutation({
    mutationFn: (id: number) => deleteMediaItem(id),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: adminMediaKeys.item(id) });
      return refresh();
    },
  });

  const reprocess = useMutation({
    mutationFn: (id: number) => reprocessMediaItem(id),
    onSuccess: (answer) => {
      queryClient.setQueryData(adminMediaKeys.item(answer.data.id), answer.data);
      return refresh();
    },
  });

  return { bulk, remove, reprocess };
}
