import { useSyncExternalStore } from 'react';

/** The width under which the dialog shows two tabs instead of two columns. */
export const MOBILE_QUERY = '(max-width: 767.98px)';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const list = window.matchMedia(MOBILE_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const snapshot = () => typeof window.matchMedia === 'function' && window.matchMedia(MOBILE_QUERY).matches;

/** Whether the screen is narrower than 768 px (the dialog's phone layout). */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
