/**
 * The client route table. The web router builds its routes from it and
 * the server uses it to answer unknown page paths with a real 404 status.
 */
export type RouteAccess = 'public' | 'guest' | 'protected';
export type RouteArea = 'site' | 'admin' | 'note-dance-admin';

export interface SiteRoute {
  /** Path pattern; `:name` matches one non-empty segment. */
  path: string;
  /** Key of the page's texts and metadata (`pages.<pageKey>.*` in the locales). */
  pageKey: string;
  area: RouteArea;
  access: RouteAccess;
  /** Client-side redirect target; such a route renders nothing of its own. */
  redirectTo?: string;
  /**
   * Where the page is first rendered. Public pages are rendered on the server, so that their HTML is
   * the page (shown before any script, read by search engines and link previews); signed-in areas are
   * rendered in the browser, as they show nothing before the session is known.
   */
  rendering: 'server' | 'browser';
}

const site = (path: string, pageKey: string): SiteRoute => ({
  path,
  pageKey,
  area: 'site',
  access: 'public',
  rendering: 'server',
});
/** A page of the volunteer's own area: public address, drawn in the browser once the session is known. */
const member = (path: string, pageKey: string): SiteRoute => ({
  path,
  pageKey,
  area: 'site',
  access: 'public',
  rendering: 'browser',
});
const admin = (path: string, pageKey: string): SiteRoute => ({
  path,
  pageKey,
  area: 'admin',
  access: 'protected',
  rendering: 'browser',
});
const noteDanceAdmin = (path: string, pageKey: string): SiteRoute => ({
  path,
  pageKey,
  area: 'note-dance-admin',
  access: 'protected',
  rendering: 'browser',
});

export const SITE_ROUTES: readonly SiteRoute[] = [
  site('/', 'home'),
  site('/media-gallery', 'mediaGallery'),
  site('/language-test', 'languageTest'),
  site('/race-condition-presentation', 'raceCondition'),
  site('/site-infrastructure', 'siteInfrastructure'),
  site('/reunion', 'reunion'),
  site('/reunion/cases/:caseNumber', 'reunionCase'),
  site('/reunion/app', 'reunionApp'),
  site('/note-dance', 'noteDance'),
  site('/game-theory-nations', 'gameTheory'),
  site('/game-theory-nations/play', 'gameTheoryPlay'),
  site('/chic-sudoku', 'sudoku'),
  site('/vexflow-test', 'vexflowTest'),
  site('/vexflow-simple', 'vexflowSimple'),
  site('/handwritten-demo', 'handwrittenDemo'),
  site('/stories', 'stories'),
  site('/stories/reunions', 'storiesReunions'),
  site('/stories/news', 'storiesNews'),
  site('/stories/guides', 'storiesGuides'),
  site('/stories/:slug', 'storyDetail'),
  site('/search', 'search'),
  site('/volunteer', 'volunteer'),
  site('/volunteer/register', 'volunteerRegister'),
  site('/volunteer/tasks', 'volunteerTasks'),
  member('/volunteer/leaderboard', 'volunteerLeaderboard'),
  member('/volunteer/dashboard', 'volunteerDashboard'),
  member('/volunteer/points', 'volunteerPoints'),
  member('/profile', 'profile'),
  member('/notifications', 'notifications'),
  site('/shop', 'shop'),
  { path: '/admin/login', pageKey: 'adminLogin', area: 'admin', access: 'guest', rendering: 'browser' },
  {
    path: '/admin',
    pageKey: 'adminDashboard',
    area: 'admin',
    access: 'protected',
    redirectTo: '/admin/dashboard',
    rendering: 'browser',
  },
  admin('/admin/dashboard', 'adminDashboard'),
  admin('/admin/projects', 'adminProjects'),
  admin('/admin/projects/create', 'adminProjectCreate'),
  admin('/admin/projects/:id/edit', 'adminProjectEdit'),
  admin('/admin/categories', 'adminCategories'),
  admin('/admin/media', 'adminMedia'),
  admin('/admin/media-categories', 'adminMediaCategories'),
  admin('/admin/comments', 'adminComments'),
  admin('/admin/feedback', 'adminFeedback'),
  admin('/admin/settings', 'adminSettings'),
  admin('/admin/messages', 'adminMessages'),
  admin('/admin/profile', 'adminProfile'),
  admin('/admin/reunion/stories', 'adminReunionStories'),
  admin('/admin/reunion/stories/create', 'adminReunionStoryCreate'),
  admin('/admin/reunion/stories/:id/edit', 'adminReunionStoryEdit'),
  admin('/admin/reunion/cases', 'adminReunionCases'),
  admin('/admin/reunion/cases/create', 'adminReunionCaseCreate'),
  admin('/admin/reunion/cases/:id/edit', 'adminReunionCaseEdit'),
  admin('/admin/reunion/shop', 'adminReunionShop'),
  admin('/admin/reunion/shop/create', 'adminReunionShopCreate'),
  admin('/admin/reunion/shop/:id/edit', 'adminReunionShopEdit'),
  admin('/admin/reunion/submissions', 'adminReunionSubmissions'),
  admin('/admin/reunion/landing', 'adminReunionLandingContent'),
  admin('/admin/reunion/reports', 'adminReunionReports'),
  admin('/admin/reunion/reports/:id', 'adminReunionReport'),
  admin('/admin/reunion/volunteers', 'adminReunionVolunteers'),
  admin('/admin/reunion/tasks', 'adminReunionTasks'),
  admin('/admin/reunion/tasks/create', 'adminReunionTaskCreate'),
  {
    path: '/note-dance/admin/login',
    pageKey: 'noteDanceAdminLogin',
    area: 'note-dance-admin',
    access: 'guest',
    rendering: 'browser',
  },
  {
    path: '/note-dance/admin',
    pageKey: 'noteDanceAdminDashboard',
    area: 'note-dance-admin',
    access: 'protected',
    redirectTo: '/note-dance/admin/dashboard',
    rendering: 'browser',
  },
  noteDanceAdmin('/note-dance/admin/dashboard', 'noteDanceAdminDashboard'),
  noteDanceAdmin('/note-dance/admin/sheets', 'noteDanceAdminSheets'),
  noteDanceAdmin('/note-dance/admin/sheets/create', 'noteDanceAdminSheetCreate'),
  noteDanceAdmin('/note-dance/admin/sheets/:id/edit', 'noteDanceAdminSheetEdit'),
  noteDanceAdmin('/note-dance/admin/scores', 'noteDanceAdminScores'),
  noteDanceAdmin('/note-dance/admin/users', 'noteDanceAdminUsers'),
  noteDanceAdmin('/note-dance/admin/settings', 'noteDanceAdminSettings'),
];

/** Login page that guards each protected area. */
export const LOGIN_PATHS: Record<Exclude<RouteArea, 'site'>, string> = {
  admin: '/admin/login',
  'note-dance-admin': '/note-dance/admin/login',
};

/** Landing page of each protected area, where a signed-in visitor of its login page is sent. */
export const HOME_PATHS: Record<Exclude<RouteArea, 'site'>, string> = {
  admin: '/admin/dashboard',
  'note-dance-admin': '/note-dance/admin/dashboard',
};

function segments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/** The route whose pattern matches `pathname` (query and hash ignored, trailing slash allowed), or undefined. */
export function matchSiteRoute(pathname: string): SiteRoute | undefined {
  const clean = pathname.split(/[?#]/)[0] ?? '/';
  const actual = segments(clean);
  return SITE_ROUTES.find((route) => {
    const pattern = segments(route.path);
    if (pattern.length !== actual.length) return false;
    return pattern.every((part, i) => (part.startsWith(':') ? (actual[i] ?? '') !== '' : part === actual[i]));
  });
}

/**
 * The values of a route pattern's `:name` segments in `pathname` (decoded), e.g. `{ caseNumber: 'VN-2026-00012' }`
 * for `/reunion/cases/:caseNumber`; empty when the pattern has none or does not match.
 */
export function routeParams(pattern: string, pathname: string): Record<string, string> {
  const want = segments(pattern);
  const have = segments(pathname.split(/[?#]/)[0] ?? '/');
  if (want.length !== have.length) return {};
  const params: Record<string, string> = {};
  for (const [i, part] of want.entries()) {
    const value = have[i] ?? '';
    if (part.startsWith(':')) {
      try {
        params[part.slice(1)] = decodeURIComponent(value);
      } catch {
        return {}; // a malformed escape is no address of this route
      }
    } else if (part !== value) return {};
  }
  return params;
}
