import { useQuery } from '@tanstack/react-query';
import { dashboardQuery } from '../../api/admin-session';

/** Counts, recent activity and system status for the dashboard. */
export function useDashboard() {
  return useQuery({ ...dashboardQuery(), staleTime: 30_000 });
}
