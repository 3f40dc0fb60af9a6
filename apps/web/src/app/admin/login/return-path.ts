import { HOME_PATHS, LOGIN_PATHS } from '@site/contracts';

/**
 * Where the admin login sends the visitor once signed in: the admin page they were heading to (history
 * state `from`, set by the session guard), else the dashboard. Anything else in the state is ignored.
 */
export function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null | undefined)?.from;
  if (typeof from === 'string' && from.startsWith('/admin/') && from !== LOGIN_PATHS.admin && !from.startsWith('//')) {
    return from;
  }
  return HOME_PATHS.admin;
}
