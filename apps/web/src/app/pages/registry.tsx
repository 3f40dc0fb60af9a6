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
};

const FeatureIntroPage = lazy(() => import('./feature-intro-page'));

export function pageFor(pageKey: string): ComponentType<PageProps> {
  return PAGES[pageKey] ?? FeatureIntroPage;
}
