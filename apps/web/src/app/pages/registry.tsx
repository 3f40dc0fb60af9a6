import { lazy, type ComponentType } from 'react';
import { REUNION_FRAME_PAGES } from './frames';

export interface PageProps {
  pageKey: string;
}

export type PageModule = { default: ComponentType<PageProps> };
export type PageLoaders = Record<string, () => Promise<PageModule>>;

/**
 * The public pages. The signed-in areas' pages are listed by the area itself (app/admin/admin-pages.ts),
 * which loads on demand: every lazy page here costs the entry the list of chunks its import preloads, and
 * the entry is every visitor's first download.
 */
const LOADERS: PageLoaders = {
  home: () => import('../../features/home/home-page'),
  reunion: () => import('../../features/reunion/reunion-page'),
  reunionCase: () => import('../../features/reunion/case-page'),
  stories: () => import('../../features/reunion-stories/stories-page'),
  storiesReunions: () => import('../../features/reunion-stories/stories-page'),
  storiesNews: () => import('../../features/reunion-stories/stories-page'),
  storiesGuides: () => import('../../features/reunion-stories/stories-page'),
  storyDetail: () => import('../../features/reunion-stories/story-page'),
  search: () => import('../../features/reunion/search-page'),
  shop: () => import('../../features/reunion-shop/shop-page'),
  reunionApp: () => import('../../features/reunion-share/app-page'),
};
// A reunion-frame page without a loader above is one of the volunteer area's pages, listed by the area itself
// (volunteer-pages.ts) so that their imports stay out of the entry; a key it does not list shows the intro page.
for (const key of REUNION_FRAME_PAGES)
  LOADERS[key] ??= () => import('./volunteer-pages').then((list) => list.VOLUNTEER_PAGES[key]?.() ?? loadIntroPage());
// The tools' pages and the music pages are listed by tool-pages.ts and music-pages.ts, loaded on demand, for the
// same reason; their page hints announce the list with the page, so a first visit waits for neither.
for (const key of [
  'mediaGallery',
  'languageTest',
  'raceCondition',
  'siteInfrastructure',
  'gameTheory',
  'gameTheoryPlay',
  'sudoku',
])
  LOADERS[key] = () => import('./tool-pages').then((list) => list.TOOL_PAGES[key]?.() ?? loadIntroPage());
for (const key of ['noteDance', 'vexflowTest', 'vexflowSimple', 'handwrittenDemo'])
  LOADERS[key] = () => import('./music-pages').then((list) => list.MUSIC_PAGES[key]?.() ?? loadIntroPage());
// The reunion pages show inside the reunion frame (its header, share and download-app dialogs), loaded with them.
const inReunionFrame = (load: () => Promise<PageModule>) => async (): Promise<PageModule> => {
  const [page, frame] = await Promise.all([load(), import('../layouts/reunion-frame')]);
  await frame.prepare();
  return { default: frame.framed(page.default) };
};
for (const key of REUNION_FRAME_PAGES) {
  const load = LOADERS[key];
  if (load) LOADERS[key] = inReunionFrame(load);
}

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

/**
 * The page component of each page key from a list of loaders: every page its own lazily loaded chunk;
 * a page key without a built feature yet shows the site frame with its heading and one sentence on what
 * it offers.
 */
export function lazyPages(loaders: PageLoaders): (pageKey: string) => ComponentType<PageProps> {
  const pages: Record<string, ComponentType<PageProps>> = Object.fromEntries(
    Object.entries(loaders).map(([key, load]) => [key, lazy(load)]),
  );
  return (pageKey) => loaded.get(pageKey) ?? pages[pageKey] ?? FeatureIntroPage;
}

export const pageFor = lazyPages(LOADERS);
