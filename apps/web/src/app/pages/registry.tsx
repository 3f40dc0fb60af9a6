import { lazy, type ComponentType } from 'react';

export interface PageProps {
  pageKey: string;
}

/**
 * The page component of each page key. Every page is its own lazily loaded chunk. Page keys without a
 * built feature yet show the site frame with their heading and one sentence on what they offer.
 */
const PAGES: Record<string, ComponentType<PageProps>> = {
  home: lazy(() => import('../../features/home/home-page')),
  adminLogin: lazy(() => import('../../features/admin/login/login-page')),
  adminDashboard: lazy(() => import('../../features/admin/dashboard/dashboard-page')),
  adminProjects: lazy(() => import('../../features/admin/projects/projects-page')),
  adminProjectCreate: lazy(() => import('../../features/admin/projects/project-edit-page')),
  adminProjectEdit: lazy(() => import('../../features/admin/projects/project-edit-page')),
  adminCategories: lazy(() => import('../../features/admin/categories/categories-page')),
  adminSettings: lazy(() => import('../../features/admin/settings/settings-page')),
  adminMessages: lazy(() => import('../../features/admin/messages/messages-page')),
  adminProfile: lazy(() => import('../../features/admin/profile/profile-page')),
  mediaGallery: lazy(() => import('../../features/media-gallery/media-gallery-page')),
  adminMedia: lazy(() => import('../../features/admin/media/media-page')),
  adminMediaCategories: lazy(() => import('../../features/admin/media-categories/media-categories-page')),
  adminComments: lazy(() => import('../../features/admin/comments/comments-page')),
  adminFeedback: lazy(() => import('../../features/admin/feedback/feedback-page')),
  languageTest: lazy(() => import('../../features/language-test/language-test-page')),
  raceCondition: lazy(() => import('../../features/race-demo/race-demo-page')),
  siteInfrastructure: lazy(() => import('../../features/site-infrastructure/site-infrastructure-page')),
};

const FeatureIntroPage = lazy(() => import('./feature-intro-page'));

export function pageFor(pageKey: string): ComponentType<PageProps> {
  return PAGES[pageKey] ?? FeatureIntroPage;
}
