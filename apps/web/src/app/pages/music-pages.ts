import type { PageModule } from './registry';

/**
 * The music pages (Note Dance's game, the notation checks), listed here rather than in the registry:
 * every lazy page in the registry costs the entry (every visitor's first download) the list of chunks its import
 * preloads. The registry loads this small list first, then the page; the page hints announce both at once.
 */
export const MUSIC_PAGES: Readonly<Record<string, () => Promise<PageModule>>> = {
  noteDance: () => import('../../features/note-dance/note-dance-page'),
  vexflowTest: () => import('../../features/notation-pages/vexflow-test-page'),
  vexflowSimple: () => import('../../features/notation-pages/vexflow-simple-page'),
  handwrittenDemo: () => import('../../features/notation-pages/handwritten-demo-page'),
};
