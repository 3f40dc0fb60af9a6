import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'wouter';
import { filtersKey, ITEM_PARAM, parseFilters, writeFilters, type GalleryFilters } from '../lib/filters';

/** Marks the history entry that opening the viewer added, so that closing it can go back to the gallery's. */
const VIEWER_ENTRY = 'galleryViewer';

function isViewerEntry(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && (state as Record<string, unknown>)[VIEWER_ENTRY] === true;
}

/**
 * The gallery's state in the address: the filters (a filtered view can be shared and survives a reload;
 * changes replace the history entry) and the item open in the viewer (`?item=<uuid>`). Opening the viewer
 * from the gallery adds a history entry, so the browser's Back closes the viewer instead of leaving the
 * gallery; moving to another item replaces it; closing goes back to the gallery's own entry, so no stale
 * entry is left behind. A viewer opened from a shared link closes by replacing its entry.
 */
export function useGalleryUrl() {
  const [params, setParams] = useSearchParams();
  const key = filtersKey(parseFilters(params));
  const filters = useMemo(() => parseFilters(new URLSearchParams(key)), [key]);
  const itemUuid = params.get(ITEM_PARAM) || null;

  const setFilters = useCallback(
    (next: GalleryFilters) =>
      setParams((current) => writeFilters(current, next), { replace: true, state: window.history.state as unknown }),
    [setParams],
  );

  const setItem = useCallback(
    (uuid: string | null) => {
      const open = new URLSearchParams(window.location.search).has(ITEM_PARAM);
      if (!uuid && open && isViewerEntry()) {
        window.history.back();
        return;
      }
      const withItem = (current: URLSearchParams) => {
        const next = new URLSearchParams(current);
        if (uuid) next.set(ITEM_PARAM, uuid);
        else next.delete(ITEM_PARAM);
        return next;
      };
      if (uuid && !open) setParams(withItem, { state: { [VIEWER_ENTRY]: true } });
      else setParams(withItem, { replace: true, state: window.history.state as unknown });
    },
    [setParams],
  );

  return { filters, filtersKey: key, itemUuid, setFilters, setItem };
}
