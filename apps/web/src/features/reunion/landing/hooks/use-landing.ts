import { reunionLandingApi } from '@site/contracts';
import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { reunionLandingQuery } from '../../../../api/reunion-landing';
import { currentLanguage } from '../../../../lib/i18n';
import { useRenderedInitialData } from '../../../../lib/render-data';

/** The landing page's content in the interface language (the server render's answer first). */
export function useLanding() {
  const lang = currentLanguage();
  return useQuery({
    ...reunionLandingQuery(lang),
    ...useRenderedInitialData(reunionLandingApi.landing, { query: { lang } }),
  });
}

const REDUCED = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(REDUCED);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * Whether the visitor asked for reduced motion. The server and the first render in the browser say yes (nothing
 * moves until the browser has answered), so that hydration matches and nothing moves for someone who asked not to.
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => typeof window.matchMedia !== 'function' || window.matchMedia(REDUCED).matches,
    () => true,
  );
}
