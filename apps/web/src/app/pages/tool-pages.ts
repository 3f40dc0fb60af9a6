import type { PageModule } from './registry';

/**
 * The tools' pages (media gallery, language benchmark, race-condition demo, infrastructure, the game theory of
 * nations' landing and game), listed here rather than
 * in the registry: every lazy page in the registry costs the entry (every visitor's first download) the list of
 * chunks its import preloads. The registry loads this small list first, then the page; the page hints announce both.
 */
export const TOOL_PAGES: Readonly<Record<string, () => Promise<PageModule>>> = {
  mediaGallery: () => import('../../features/media-gallery/media-gallery-page'),
  languageTest: () => import('../../features/language-test/language-test-page'),
  raceCondition: () => import('../../features/race-demo/race-demo-page'),
  siteInfrastructure: () => import('../../features/site-infrastructure/site-infrastructure-page'),
  gameTheory: () => import('../../features/game-theory/landing-page'),
  gameTheoryPlay: () => import('../../features/game-theory/play-page'),
  sudoku: () => import('../../features/sudoku/sudoku-page'),
};
