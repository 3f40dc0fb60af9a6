import { dashboardResponseSchema } from '@site/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';

export const DASHBOARD_KEY = ['admin', 'dashboard'] as const;

/** Counts, recent activity and system status for the dashboard (GET /api/admin/dashboard). */
export function useDashboard() {
  return useQuery({
    queryKey: DASHBOARD_KEY,
    queryFn: ({ signal }) => request('/api/admin/dashboard', { schema: dashboardResponseSchema, signal }),
    select: (body) => body.data,
    staleTime: 30_000,
  });
}
