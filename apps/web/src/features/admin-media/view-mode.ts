import { useCallback, useState } from 'react';
import { STORAGE_KEYS, storage } from '../../lib/storage';

export type ViewMode = 'grid' | 'list';

/** The stored view, or the grid when nothing (or something unreadable) is stored. */
export function readViewMode(): ViewMode {
  return storage.get(STORAGE_KEYS.adminMediaView) === 'list' ? 'list' : 'grid';
}

/** Grid or list, remembered in local storage across visits (for this visit only when storage is unavailable). */
export function useViewMode(): [ViewMode, (mode: ViewMode) => void] {
  const [mode, setMode] = useState<ViewMode>(readViewMode);
  const change = useCallback((next: ViewMode) => {
    setMode(next);
    storage.set(STORAGE_KEYS.adminMediaView, next);
  }, []);
  return [mode, change];
}
