import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'wouter';
import { filtersKey, ITEM_PARAM, parseFilters, writeFilters, type GalleryFilters } from '../lib/filters';

/**
 * The gallery's state in the address: the filters (a filtered view can be shared and survives a
 * reload) and the item open in the viewer (`?item=<uuid>`). Changes replace the history entry.
 */
export function useGalleryUrl() {
  const [params, setParams] = useSearchParams();
  const key = filtersKey(parseFilters(params));
  const filters = useMemo(() => parseFilters(new URLSearchParams(key)), [key]);
  const itemUuid = params.get(ITEM_PARAM) || null;

  const setFilters = useCallback(
    (next: GalleryFilters) => setParams((current) => writeFilters(current, next), { replace: true }),
    [setParams],
  );

  const setItem = useCallback(
    (uuid: string | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (uuid) next.set(ITEM_PARAM, uuid);
          else next.delete(ITEM_PARAM);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  return { filters, filtersKey: key, itemUuid, setFilters, setItem };
}
