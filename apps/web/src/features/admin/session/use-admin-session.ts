import type { AdminUser } from '@site/contracts';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { logOut, meQuery, sessionKeys } from '../../../api/admin-session';
import { clearSession, saveSession } from '../../../lib/storage';

/** Cache key of the signed-in admin. */
export const ADMIN_ME_KEY = sessionKeys.me;

/** How long a checked session is trusted before the next page visit checks it again. */
export const SESSION_STALE_MS = 5 * 60_000;

/**
 * The signed-in admin, checked against the server (the token is checked, not just present).
 * A 401 is handled by the API client: session cleared, visitor sent to /admin/login.
 */
export function useAdminSession() {
  return useQuery({
    ...meQuery(),
    staleTime: SESSION_STALE_MS,
  });
}

/** After a successful login: keep the token and user, and trust the user without asking /me again. */
export function startSession(queryClient: QueryClient, token: string, user: AdminUser): void {
  saveSession('admin', token, user);
  queryClient.setQueryData(ADMIN_ME_KEY, user);
}

/**
 * Logs out: tells the server (errors ignored), forgets the session and every cached admin
 * answer, and goes to the login page.
 */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useCallback(async () => {
    try {
      await logOut();
    } catch {
      // The token may already be invalid; logging out locally is what matters.
    }
    clearSession('admin');
    navigate('/admin/login', { replace: true });
    queryClient.clear();
  }, [queryClient, navigate]);
}
