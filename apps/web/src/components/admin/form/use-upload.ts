import type { ResponseOf, Route } from '@site/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { uploadTo } from '../../../lib/upload';

/**
 * Runs one upload at a time through the upload helper and keeps its progress for a progress bar
 * (null when idle). A running upload is aborted when the component goes away.
 */
export function useUpload<R extends Route>(route: R) {
  const [progress, setProgress] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (file: File): Promise<ResponseOf<R>> => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setProgress(0);
      try {
        return await uploadTo(
          route,
          {},
          {
            file,
            signal: current.signal,
            onProgress: (percent) => {
              if (!current.signal.aborted) setProgress(percent);
            },
          },
        );
      } finally {
        if (controller.current === current) {
          controller.current = null;
          setProgress(null);
        }
      }
    },
    [route],
  );

  return { start, progress, uploading: progress !== null };
}
