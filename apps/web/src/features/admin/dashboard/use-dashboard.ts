import { useQuery } from '@tanstack/react-query';
import { dashboardKeys, dashboardQuery } from '../../../api/admin-session';

export const DASHBOARD_KEY = dashboardKeys.all;

/** Counts, recent activity and system status for the dashboard. */
export function useDashboard() {
  return useQuery({ ...dashboardQuery(), staleTime: 30_000 });
}
