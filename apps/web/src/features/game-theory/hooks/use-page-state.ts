import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { decodeState, encodeState, type PageState } from '../lib/url-state';

/** The play page's state, kept in the address (so that it can be shared), and a way to change it. */
export function usePageState() {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const state = useMemo(() => decodeState(search), [search]);
  const update = useCallback(
    (patch: Partial<PageState>) => navigate(`${path}?${encodeState({ ...state, ...patch })}`, { replace: true }),
    [navigate, path, state],
  );
  return { state, update, search };
}
