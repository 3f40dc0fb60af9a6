import { HOME_PATHS, LOGIN_PATHS, type RouteArea } from '@site/contracts';
import type { ReactNode } from 'react';
import { Redirect, useLocation } from 'wouter';
import { QueryScope } from '../../components/query-scope';
import { AdminSessionGate } from './admin-session-gate';
import { NoteDanceSessionGate } from './note-dance-gate';
import { getToken } from '../../lib/storage';

/** The areas with a login page of their own (the volunteer area signs in through its dialog instead). */
export type GuardedArea = Exclude<RouteArea, 'site'>;

/**
 * Protected pages need a stored session token for their area; without one the visitor goes to that
 * area's login page, which is told where they were heading (history state `from`). In the site admin
 * the token is also checked against the server before the page shows; in the Note Dance admin the server's
 * answer decides everything, the account's role included (note-dance-gate.tsx).
 */
export function RequireSession({ area, children }: { area: GuardedArea; children: ReactNode }) {
  const [pathname] = useLocation();
  if (area === 'note-dance-admin') {
    return (
      <QueryScope>
        <NoteDanceSessionGate>{children}</NoteDanceSessionGate>
      </QueryScope>
    );
  }
  if (!getToken(area)) return <Redirect to={LOGIN_PATHS[area]} replace state={{ from: pathname }} />;
  if (area === 'admin') {
    return (
      <QueryScope>
        <AdminSessionGate>{children}</AdminSessionGate>
      </QueryScope>
    );
  }
  return children;
}

/** Login pages are for guests: a signed-in visitor goes straight to the area's dashboard. */
export function RequireGuest({ area, children }: { area: GuardedArea; children: ReactNode }) {
  if (getToken(area)) return <Redirect to={HOME_PATHS[area]} replace />;
  return children;
}
