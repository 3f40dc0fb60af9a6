/**
 * The pages shown in the reunion frame (app/layouts/reunion-frame.tsx), which brings its own header instead of
 * the site's. Plain data: the router, the page registry and the build's page hints read it.
 */
export const REUNION_FRAME_PAGES: readonly string[] = [
  'reunion',
  'reunionCase',
  'reunionApp',
  'stories',
  'storiesReunions',
  'storiesNews',
  'storiesGuides',
  'storyDetail',
  'search',
  'shop',
  'volunteer',
  'volunteerRegister',
  'profile',
  'notifications',
  'volunteerTasks',
  'volunteerDashboard',
  'volunteerPoints',
  'volunteerLeaderboard',
];

/** What the frame needs before its first paint: its code and styles, and its translations. */
export const REUNION_FRAME_MODULES: readonly string[] = [
  'src/app/layouts/reunion-frame.tsx',
  'src/locales/{lang}/reunionShare.json',
];
