import { lazy, type ComponentType } from 'react';

export interface PageProps {
  pageKey: string;
}

/**
 * The page component of each page key. Every page is its own lazily loaded chunk. Page keys without a
 * built feature yet show the site frame with their heading and one sentence on what they offer.
 */
type PageModule = { default: ComponentType<PageProps> };
const LOADERS: Record<string, () => Promise<PageModule>> = {
  home: () => import('../../features/home/home-page'),
  adminLogin: () => import('../admin/login/login-page'),
  adminDashboard: () => import('../../features/admin-dashboard/dashboard-page'),
  adminProjects: () => import('../../features/admin-projects/projects-page'),
  adminProjectCreate: () => import('../../features/admin-projects/project-edit-page'),
  adminProjectEdit: () => import('../../features/admin-projects/project-edit-page'),
  adminCategories: () => import('../../features/admin-projects/categories/categories-page'),
  adminSettings: () => import('../../features/admin-settings/settings-page'),
  adminMessages: () => import('../../features/admin-inbox/messages-page'),
  adminProfile: () => import('../../features/admin-settings/profile/profile-page'),
  mediaGallery: () => import('../../features/media-gallery/media-gallery-page'),
  adminMedia: () => import('../../features/admin-media/media-page'),
  adminMediaCategories: () => import('../../features/admin-media/categories/media-categories-page'),
  adminComments: () => import('../../features/admin-comments/comments-page'),
  adminFeedback: () => import('../../features/admin-inbox/feedback-page'),
  languageTest: () => import('../../features/language-test/language-test-page'),
  raceCondition: () => import('../../features/race-demo/race-demo-page'),
  siteInfrastructure: () => import('../../features/site-infrastructure/site-infrastructure-page'),
  reunion: () => import('../../features/reunion/reunion-page'),
  reunionCase: () => import('../../features/reunion/case-page'),
  reunionApp: () => import('../../features/reunion-share/app-page'),
};
// The reunion pages show inside the reunion frame (its header, share and download-app dialogs), loaded with them.
const inReunionFrame = (load: () => Promise<PageModule>) => async (): Promise<PageModule> => {
  const [page, frame] = await Promise.all([load(), import('../layouts/reunion-frame')]);
  await frame.prepare();
  return { default: frame.framed(page.default) };
};
/** The pages shown in the reunion frame, which brings its own header instead of the site's. */
export const REUNION_FRAME_PAGES: readonly string[] = ['reunion', 'reunionCase', 'reunionApp'];
for (const key of REUNION_FRAME_PAGES) {
  const load = LOADERS[key];
  if (load) LOADERS[key] = inReunionFrame(load);
}

const PAGES: Record<string, ComponentType<PageProps>> = Object.fromEntries(
  Object.entries(LOADERS).map(([key, load]) => [key, lazy(load)]),
);
const loadIntroPage = (): Promise<PageModule> => import('./feature-intro-page');
const FeatureIntroPage = lazy(loadIntroPage);

/** Pages whose code is already here (preloadPage): rendered directly, without suspending. */
const loaded = new Map<string, ComponentType<PageProps>>();

/**
 * Loads a page's code ahead of its first render. A server-rendered page is hydrated only once its
 * code is here, so that React hydrates it in the same pass as the frame around it (main.tsx).
 */
export async function preloadPage(pageKey: string): Promise<void> {
  const load = LOADERS[pageKey] ?? loadIntroPage;
  loaded.set(pageKey, (await load()).default);
}

export function pageFor(pageKey: string): ComponentType<PageProps> {
  return loaded.get(pageKey) ?? PAGES[pageKey] ?? FeatureIntroPage;
}
