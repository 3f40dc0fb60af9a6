import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { fetchMediaItem, uploadMediaFile } from '../../api/admin-media';
import { MEDIA_POLL_MS } from './processing';
import { UploadQueue } from './upload-queue';

/** How many files are sent at the same time. */
export const UPLOAD_CONCURRENCY = 3;

/**
 * The page's upload queue: files sent three at a time with progress, then polled until processed.
 * The media lists and counts refresh when an item is created or settles. Leaving the page aborts
 * running uploads; closing the tab meanwhile asks first.
 */
export function useUploadQueue() {
  const queryClient = useQueryClient();
  const [queue] = useState(
    () =>
      new UploadQueue({
        send: uploadMediaFile,
        fetchItem: fetchMediaItem,
        concurrency: UPLOAD_CONCURRENCY,
        pollMs: MEDIA_POLL_MS,
        onItemChange: () => {
          void queryClient.invalidateQueries({ queryKey: ['admin', 'media'] });
          void queryClient.invalidateQueries({ queryKey: ['admin', 'media-categories'] });
          void queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
        },
      }),
  );
  const entries = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);

  useEffect(() => {
    queue.resume();
    return () => queue.dispose();
  }, [queue]);

  const sending = entries.some((e) => e.status === 'uploading' || e.status === 'queued');
  useEffect(() => {
    if (!sending) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [sending]);

  return { queue, entries };
}
