import type { PageModule } from './registry';

/**
 * The volunteer area's pages, listed here rather than in the registry: every lazy page in the registry costs
 * the entry (every visitor's first download) the list of chunks its import preloads, and the reunion pages have
 * almost no room left in their first load. The registry loads this small list first, then the page.
 */
export const VOLUNTEER_PAGES: Readonly<Record<string, () => Promise<PageModule>>> = {
  volunteer: () => import('../../features/volunteer-account/volunteer-page'),
  volunteerRegister: () => import('../../features/volunteer-account/register-page'),
  profile: () => import('../../features/volunteer-account/profile-page'),
  notifications: () => import('../../features/volunteer-account/notifications-page'),
  volunteerTasks: () => import('../../features/volunteer/tasks-page'),
  volunteerDashboard: () => import('../../features/volunteer/dashboard-page'),
  volunteerPoints: () => import('../../features/volunteer/points-page'),
  volunteerLeaderboard: () => import('../../features/volunteer/leaderboard-page'),
};
