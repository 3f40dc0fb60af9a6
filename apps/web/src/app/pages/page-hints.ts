/**
 * What a first visit to a page needs besides the entry script, so that the server can announce it in
 * the page's HTML (`<link rel="modulepreload|preload">`) and the browser fetches it all at once instead
 * of discovering it one round trip at a time (entry → locales → page chunk → page parts → data).
 *
 * Plain data, read at build time by build/page-hints-plugin.ts, which resolves the source modules to
 * the hashed files of the build (dist/.vite/page-hints.json); `{lang}` stands for each language.
 * Only what the first screen needs belongs here: sections below the fold still load when they come near.
 */
import { REUNION_FRAME_MODULES, REUNION_FRAME_PAGES } from './frames';

export interface PageHint {
  /** Source modules (paths from apps/web), with their static imports and CSS. */
  modules?: readonly string[];
  /** GET requests the page makes at once (same URL as the client sends, so the browser reuses the answer). */
  data?: readonly string[];
}

/** Needed by every page: the startup translation namespaces (lib/i18n.ts STARTUP_NAMESPACES). */
export const STARTUP_HINT: PageHint = {
  modules: ['src/locales/{lang}/common.json', 'src/locales/{lang}/pages.json'],
};

/** Needed by every page of an area (route table `area`): the public site frame shows the owner's profile. */
export const AREA_HINTS: Readonly<Record<string, PageHint>> = {
  site: { data: ['/api/site?lang={lang}'] },
};

/** Per page key (route table `pageKey`); the reunion frame's needs are added to its pages below. */
const OWN_HINTS: Readonly<Record<string, PageHint>> = {
  home: {
    modules: [
      'src/features/home/home-page.tsx',
      'src/features/home/components/hero-extras.tsx',
      'src/locales/{lang}/home.json',
    ],
    data: ['/api/portfolio/home?lang={lang}'],
  },
  mediaGallery: {
    modules: [
      'src/app/pages/tool-pages.ts',
      'src/features/media-gallery/media-gallery-page.tsx',
      'src/locales/{lang}/media.json',
    ],
    // The first page of the gallery with no filter (features/media-gallery: galleryPageQuery) and the categories.
    data: [
      '/api/media-gallery/items?lang={lang}&page=1&per_page=12&sort=newest',
      '/api/media-gallery/categories?lang={lang}',
    ],
  },
  languageTest: {
    modules: [
      'src/app/pages/tool-pages.ts',
      'src/features/language-test/language-test-page.tsx',
      'src/locales/{lang}/language-test.json',
    ],
    data: ['/perf/engines'],
  },
  raceCondition: {
    modules: [
      'src/app/pages/tool-pages.ts',
      'src/features/race-demo/race-demo-page.tsx',
      'src/locales/{lang}/race-demo.json',
    ],
    data: ['/perf/nodejs/race-condition/results'],
  },
  siteInfrastructure: {
    modules: [
      'src/app/pages/tool-pages.ts',
      'src/features/site-infrastructure/site-infrastructure-page.tsx',
      'src/locales/{lang}/infrastructure.json',
    ],
    data: ['/api/infrastructure'],
  },
  // The game theory of nations: the landing is text and the duel; the play page's map and worker load after it shows.
  gameTheory: {
    modules: [
      'src/app/pages/tool-pages.ts',
      'src/features/game-theory/landing-page.tsx',
      'src/locales/{lang}/gameTheory.json',
    ],
  },
  gameTheoryPlay: {
    modules: [
      'src/app/pages/tool-pages.ts',
      'src/features/game-theory/play-page.tsx',
      'src/locales/{lang}/gameTheory.json',
    ],
  },
  // Chic Sudoku: the page, its texts; the engine's worker loads with the first puzzle, hint or import.
  sudoku: {
    modules: ['src/app/pages/tool-pages.ts', 'src/features/sudoku/sudoku-page.tsx', 'src/locales/{lang}/sudoku.json'],
  },
  reunion: {
    modules: [
      'src/features/reunion/reunion-page.tsx',
      'src/locales/{lang}/reunion.json',
      // The landing hero's texts (features/reunion/landing: useLanding).
      'src/locales/{lang}/reunionLanding.json',
    ],
    // The live figures; the map's cases load when the map comes near the screen.
    data: [
      '/api/reunion/figures',
      // The landing's statistics, sponsors, testimonials and slogans, in one answer.
      '/api/reunion/landing?lang={lang}',
    ],
  },
  reunionCase: {
    modules: ['src/features/reunion/case-page.tsx', 'src/locales/{lang}/reunion.json'],
    // {caseNumber}: the route's parameter, filled in per address by the server.
    data: ['/api/reunion/cases/{caseNumber}?lang={lang}'],
  },
  // The first page of each story list (features/reunion-stories/lib/story-lists.ts listQuery).
  stories: {
    modules: ['src/features/reunion-stories/stories-page.tsx', 'src/locales/{lang}/reunionStories.json'],
    data: ['/api/reunion/stories?lang={lang}&page=1&per_page=9'],
  },
  storiesReunions: {
    modules: ['src/features/reunion-stories/stories-page.tsx', 'src/locales/{lang}/reunionStories.json'],
    data: ['/api/reunion/stories?lang={lang}&kind=reunion&page=1&per_page=9'],
  },
  storiesNews: {
    modules: ['src/features/reunion-stories/stories-page.tsx', 'src/locales/{lang}/reunionStories.json'],
    data: ['/api/reunion/stories?lang={lang}&kind=news&page=1&per_page=9'],
  },
  storiesGuides: {
    modules: ['src/features/reunion-stories/stories-page.tsx', 'src/locales/{lang}/reunionStories.json'],
    data: ['/api/reunion/stories?lang={lang}&kind=guide&page=1&per_page=9'],
  },
  storyDetail: {
    modules: ['src/features/reunion-stories/story-page.tsx', 'src/locales/{lang}/reunionStories.json'],
    // {slug}: the route's parameter; an address without a published story is a real 404.
    data: ['/api/reunion/stories/{slug}?lang={lang}'],
  },
  search: {
    modules: ['src/features/reunion/search-page.tsx', 'src/locales/{lang}/reunion.json'],
    // {q}: the address's query, filled in per request; an address without one reads nothing.
    data: ['/api/reunion/search?lang={lang}&q={q}'],
  },
  shop: {
    modules: ['src/features/reunion-shop/shop-page.tsx', 'src/locales/{lang}/reunionShop.json'],
    // The products; the safety card maker loads when the family starts a card.
    data: ['/api/reunion-shop/products?lang={lang}'],
  },
  reunionApp: {
    modules: ['src/features/reunion-share/app-page.tsx'],
  },
  // Note Dance's song choice: the first page of the published songs with no filter (features/note-dance/lib/
  // song-list.ts songListQuery); the play view, synth, MIDI, microphone and notation load when a song is chosen.
  noteDance: {
    modules: [
      'src/app/pages/music-pages.ts',
      'src/features/note-dance/note-dance-page.tsx',
      'src/locales/{lang}/noteDance.json',
    ],
    data: ['/perf/python/note-dance/sheets?page=1&per_page=50'],
  },
  // The volunteer network's public page and its figures (counts only).
  volunteer: {
    modules: [
      'src/features/volunteer-account/volunteer-page.tsx',
      'src/locales/{lang}/volunteerAccount.json',
      'src/locales/{lang}/volunteer.json',
    ],
    data: ['/api/volunteer/overview'],
  },
  volunteerRegister: {
    modules: ['src/features/volunteer-account/register-page.tsx', 'src/locales/{lang}/volunteerAccount.json'],
  },
  // The volunteer's own pages are drawn in the browser: their data needs the volunteer's token.
  profile: {
    modules: [
      'src/features/volunteer-account/profile-page.tsx',
      'src/locales/{lang}/volunteerAccount.json',
      'src/locales/{lang}/volunteer.json',
    ],
  },
  notifications: {
    modules: [
      'src/features/volunteer-account/notifications-page.tsx',
      'src/locales/{lang}/volunteerAccount.json',
      'src/locales/{lang}/volunteer.json',
    ],
  },
  // The open tasks are the same for everyone (asked without a token) and in every language (the web words them):
  // the first page of the whole list, as features/volunteer/lib/task-filter.ts asks for it. A filtered or later
  // page is asked by the browser: an address parameter that the API refused would make the page a 404.
  volunteerTasks: {
    modules: ['src/features/volunteer/tasks-page.tsx', 'src/locales/{lang}/volunteer.json'],
    data: ['/api/volunteer/tasks?page=1&per_page=12'],
  },
  // The notation pages: the page and its texts; VexFlow, its font and the ABC reader load once the page shows.
  vexflowTest: {
    modules: [
      'src/app/pages/music-pages.ts',
      'src/features/notation-pages/vexflow-test-page.tsx',
      'src/locales/{lang}/notation.json',
    ],
  },
  vexflowSimple: {
    modules: [
      'src/app/pages/music-pages.ts',
      'src/features/notation-pages/vexflow-simple-page.tsx',
      'src/locales/{lang}/notation.json',
    ],
  },
  handwrittenDemo: {
    modules: [
      'src/app/pages/music-pages.ts',
      'src/features/notation-pages/handwritten-demo-page.tsx',
      'src/locales/{lang}/notation.json',
    ],
  },
};

/**
 * Every page's hint; a page in the reunion frame also needs the frame before its first paint (its header's
 * styles as stylesheets, so that the server-rendered header is never shown unstyled).
 */
export const PAGE_HINTS: Readonly<Record<string, PageHint>> = Object.fromEntries(
  Object.entries(OWN_HINTS).map(([key, hint]) => [
    key,
    REUNION_FRAME_PAGES.includes(key)
      ? { ...hint, modules: [...(hint.modules ?? []), ...REUNION_FRAME_MODULES] }
      : hint,
  ]),
);
