import type { AdminUser } from '@site/contracts';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { logOut, sessionKeys } from '../../api/admin-session';
import { clearSession, saveSession } from '../../lib/storage';

/** After a successful login: keep the token and user, and trust the user without asking /me again. */
export function startSession(queryClient: QueryClient, token: string, user: AdminUser): void {
  saveSession('admin', token, user);
  queryClient.setQueryData(sessionKeys.me, user);
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
