import { useQuery, useQueryClient, type UseQueryOptions } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { AUTH_AREAS, getStoredUser, getToken, type AuthArea } from './storage';

/**
 * Calls `onChange` whenever the stored token of an area may have changed: this tab saved or forgot it (`events`,
 * sent on `window`), another tab did (`storage`), or a 401 cleared it.
 */
export function subscribeToken(area: AuthArea, events: readonly string[], onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === AUTH_AREAS[area].token) onChange();
  };
  for (const name of events) window.addEventListener(name, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    for (const name of events) window.removeEventListener(name, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * Whether a token of the area is stored in this browser: false on the server and while hydrating (the server
 * renders the guest's view), then the stored state. Asks the server nothing.
 */
export function useTokenStored(area: AuthArea, subscribe: (onChange: () => void) => () => void): boolean {
  return useSyncExternalStore(
    subscribe,
    () => getToken(area) !== null,
    () => false,
  );
}

/** A signed-in area's session as its pages see it: nobody, a stored token not yet confirmed, or confirmed. */
export type CheckedSession<U> =
  /** No session in this browser (also during server rendering). */
  | { status: 'guest'; user: null }
  /** A token is stored; the server has not yet confirmed it. `user` is the stored copy, for a first paint. */
  | { status: 'checking'; user: U | null }
  | { status: 'signed-in'; user: U };

/**
 * An area's session checked against the server: a stored token alone is not a session. `me` asks the server
 * who the token belongs to; a refused token is cleared by the API client's 401 and the state goes back to guest,
 * dropping what this tab knew of the user (`mineKey`: the queries of the user's own data). `signedOut` forgets
 * the session here (`forget`) and drops those queries.
 */
export function useCheckedSession<U, K extends readonly unknown[]>(
  area: AuthArea,
  stored: boolean,
  me: UseQueryOptions<U, Error, U, K>,
  mineKey: readonly unknown[],
  forget: () => void,
): CheckedSession<U> & { signedOut: () => void } {
  const client = useQueryClient();
  const answer = useQuery({ ...me, enabled: stored });
  const signedOut = useCallback(() => {
    forget();
    client.removeQueries({ queryKey: mineKey });
  }, [client, forget, mineKey]);
  useEffect(() => {
    // Another tab signed out, or the server refused the token: drop what this tab knew.
    if (!stored) client.removeQueries({ queryKey: mineKey });
  }, [stored, client, mineKey]);
  if (!stored) return { status: 'guest', user: null, signedOut };
  if (answer.data) return { status: 'signed-in', user: answer.data, signedOut };
  return { status: 'checking', user: (getStoredUser(area) as U | null) ?? null, signedOut };
}
