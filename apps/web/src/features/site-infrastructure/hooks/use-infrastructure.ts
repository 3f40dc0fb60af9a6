import { useQuery } from '@tanstack/react-query';
import { fetchInfrastructure } from '../../../api/infrastructure';

/** How often the live figures and health checks refresh while the page is visible. */
export const REFRESH_MS = 15_000;

export const INFRASTRUCTURE_KEY = ['infrastructure'] as const;

/**
 * The live state of the server. Refetches every 15 s; TanStack Query pauses the interval while the tab
 * is hidden (refetchIntervalInBackground is off), so a forgotten tab does not keep polling.
 */
export function useInfrastructure() {
  return useQuery({
    queryKey: INFRASTRUCTURE_KEY,
    queryFn: ({ signal }) => fetchInfrastructure(signal),
    refetchInterval: REFRESH_MS,
    refetchIntervalInBackground: false,
    staleTime: REFRESH_MS / 2,
  });
}
