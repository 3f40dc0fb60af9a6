import { HOME_PATHS, LOGIN_PATHS } from '@site/contracts';
import type { ReactNode } from 'react';
import { Redirect, useLocation } from 'wouter';
import { getToken, type AuthArea } from '../lib/storage';

/**
 * Protected pages need a stored session token for their area; without one the visitor goes to that
 * area's login page, which is told where they were heading (history state `from`).
 */
export function RequireSession({ area, children }: { area: AuthArea; children: ReactNode }) {
  const [pathname] = useLocation();
  if (!getToken(area)) return <Redirect to={LOGIN_PATHS[area]} replace state={{ from: pathname }} />;
  return children;
}

/** Login pages are for guests: a signed-in visitor goes straight to the area's dashboard. */
export function RequireGuest({ area, children }: { area: AuthArea; children: ReactNode }) {
  if (getToken(area)) return <Redirect to={HOME_PATHS[area]} replace />;
  return children;
}
