import { useQuery } from '@tanstack/react-query';
import { meQuery } from '../../api/admin-session';

/** How long a checked session is trusted before the next page visit checks it again. */
export const SESSION_STALE_MS = 5 * 60_000;

/**
 * The signed-in admin, checked against the server (the token is checked, not just present): the frame
 * shows who is signed in, the profile page edits them. A 401 is handled by the API client: session
 * cleared, visitor sent to /admin/login. Logging in and out is the frame's (app/admin/session.ts).
 */
export function useAdminSession() {
  return useQuery({
    ...meQuery(),
    staleTime: SESSION_STALE_MS,
  });
}
