import { useSyncExternalStore } from 'react';

/** The history events the router (wouter) dispatches on window, plus the browser's own. */
export type NavigationKind = 'pushState' | 'replaceState' | 'popstate' | 'hashchange';
const EVENTS: NavigationKind[] = ['pushState', 'replaceState', 'popstate', 'hashchange'];

/** Calls back on every navigation, with how it happened (a link or code, or back/forward). */
export function subscribeNavigation(callback: (kind: NavigationKind) => void): () => void {
  const handlers = EVENTS.map((kind) => {
    const handler = () => callback(kind);
    window.addEventListener(kind, handler);
    return [kind, handler] as const;
  });
  return () => handlers.forEach(([kind, handler]) => window.removeEventListener(kind, handler));
}

/** The current `#hash` of the address, kept up to date across navigations. */
export function useLocationHash(): string {
  return useSyncExternalStore(
    (onChange) => subscribeNavigation(onChange),
    () => window.location.hash,
    // The server never sees the hash; hydration starts without it and React then renders with it.
    () => '',
  );
}
