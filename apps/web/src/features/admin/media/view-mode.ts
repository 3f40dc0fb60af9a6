import { useCallback, useState } from 'react';

export type ViewMode = 'grid' | 'list';

/** Where the media screen remembers the owner's last view. */
export const VIEW_MODE_KEY = 'admin_media_view';

/** The stored view, or the grid when nothing (or something unreadable) is stored. */
export function readViewMode(): ViewMode {
  try {
    return window.localStorage.getItem(VIEW_MODE_KEY) === 'list' ? 'list' : 'grid';
  } catch {
    return 'grid';
  }
}

function writeViewMode(mode: ViewMode): void {
  try {
    window.localStorage.setItem(VIEW_MODE_KEY, mode);
  } catch {
    // Storage unavailable (private mode): the choice lasts for this visit only.
  }
}

/** Grid or list, remembered in local storage across visits. */
export function useViewMode(): [ViewMode, (mode: ViewMode) => void] {
  const [mode, setMode] = useState<ViewMode>(readViewMode);
  const change = useCallback((next: ViewMode) => {
    setMode(next);
    writeViewMode(next);
  }, []);
  return [mode, change];
}
