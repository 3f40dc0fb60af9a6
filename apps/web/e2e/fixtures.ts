import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, type Page } from '@playwright/test';

const locales = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/locales');
/** The texts of a language and namespace, as the app shows them. */
export function texts<T = Record<string, unknown>>(lng: string, ns: string): T {
  return JSON.parse(fs.readFileSync(path.join(locales, lng, `${ns}.json`), 'utf8')) as T;
}

type TextTree = { [key: string]: string | TextTree };

/**
 * The texts of a namespace by dotted key, looked up in `languages` in order (i18next's fallback; English by
 * default): `template(key)` as written (a missing key fails the test), `text(key, values)` as the app shows
 * it, with `{{name}}` (or `{{name, format}}`) filled in.
 */
export function namespaceTexts(ns: string, languages: readonly string[] = ['en']) {
  const trees = languages.map((lng) => texts<TextTree>(lng, ns));
  const template = (key: string): string => {
    for (const tree of trees) {
      const found = key
        .split('.')
        .reduce<string | TextTree | undefined>(
          (node, part) => (node && typeof node === 'object' ? node[part] : undefined),
          tree,
        );
      if (typeof found === 'string') return found;
    }
    throw new Error(`${ns}.json has no text ${key}`);
  };
  const text = (key: string, values: Record<string, string | number> = {}): string =>
    template(key).replace(/\{\{\s*(\w+)(?:\s*,\s*\w+)?\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
  return { template, text };
}

export const DEFAULT_TITLE = texts<{ site: { defaultTitle: string } }>('en', 'common').site.defaultTitle;
export const PAGES = texts<Record<string, { title: string; heading: string; summary: string }>>('en', 'pages');

export interface VisitOptions {
  language?: string;
  /** Leave the language tour unseen (it is marked seen otherwise). */
  tour?: boolean;
  /** Store a site admin token so that the site admin's pages render. */
  signedIn?: boolean;
  /**
   * Store a real Note Dance session (`noteDanceSignIn`) so that the Note Dance admin's pages render: `true` for the
   * owner's (a Note Dance admin), or a session of another account.
   */
  noteDance?: boolean | NoteDanceSession;
}

/** The admin the e2e server is started with (playwright.config.ts). */
export const ADMIN = { email: 'admin@example.com', password: 'admin-password-123' };

let adminSession: Promise<{ token: string; user: unknown }> | undefined;
/** One real admin session per test worker (the login route is rate limited). */
export function signIn(baseURL: string) {
  adminSession ??= fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  }).then(async (res) => {
    if (!res.ok) throw new Error(`e2e admin login failed: ${res.status}`);
    return (await res.json()) as { token: string; user: unknown };
  });
  return adminSession;
}

/** A Note Dance account's session, as its login answers it. */
export interface NoteDanceSession {
  token: string;
  user: { id: number; username: string; email: string; role: 'player' | 'admin' };
}

/** The Note Dance game's sign-in (and registration), the call its login page makes. */
export async function noteDanceAuth(
  baseURL: string,
  body:
    | { action: 'login'; email: string; password: string }
    | { action: 'register'; username: string; email: string; password: string; confirmPassword: string },
): Promise<NoteDanceSession> {
  const res = await fetch(`${baseURL}/perf/python/note-dance/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`e2e Note Dance ${body.action} failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as NoteDanceSession;
}

let noteDanceOwner: Promise<NoteDanceSession> | undefined;
/**
 * One real Note Dance session of the owner per test worker: the server mirrors the site's admin (ADMIN) as the
 * first Note Dance admin, with the same email and password. The sign-in route is rate limited, hence one per worker.
 */
export function noteDanceSignIn(baseURL: string): Promise<NoteDanceSession> {
  noteDanceOwner ??= noteDanceAuth(baseURL, { action: 'login', ...ADMIN });
  return noteDanceOwner;
}

/** Prepares local storage the way a returning visitor's browser has it, before any page script runs. */
export async function prepare(
  page: Page,
  { language = 'en', tour = false, signedIn = false, noteDance = false }: VisitOptions = {},
) {
  const baseURL = base.info().project.use.baseURL ?? '';
  const session = signedIn ? await signIn(baseURL) : null;
  const player = noteDance === true ? await noteDanceSignIn(baseURL) : noteDance || null;
  // The app mirrors the chosen language in a cookie, so that the server renders the page in it.
  await page.context().addCookies([{ name: 'lang', value: language, url: baseURL }]);
  await page.addInitScript(
    ([lng, showTour, token, user, ndToken, ndUser]) => {
      if (sessionStorage.getItem('e2e-prepared')) return;
      sessionStorage.setItem('e2e-prepared', '1');
      localStorage.setItem('preferred-language', lng as string);
      if (!showTour) localStorage.setItem('languageTourSeen', 'true');
      if (token) {
        localStorage.setItem('admin_token', token as string);
        localStorage.setItem('admin_user', user as string);
      }
      // Stored as the Note Dance login page stores them (lib/storage.ts STORAGE_KEYS).
      if (ndToken) {
        localStorage.setItem('note_dance_token', ndToken as string);
        localStorage.setItem('note_dance_user', ndUser as string);
      }
    },
    [
      language,
      tour,
      session?.token ?? null,
      JSON.stringify(session?.user ?? null),
      player?.token ?? null,
      JSON.stringify(player?.user ?? null),
    ] as const,
  );
}

/**
 * Moves to a page within the app, as a click on one of its links does. A first visit to a public page
 * reads its data from the server-rendered HTML; a page moved to asks the API, so a test that changes
 * the API's answers (page.route) reaches the page this way.
 */
export async function visitWithinApp(page: Page, path: string) {
  await page.goto('/');
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** A concrete address for a route pattern (parameters get sample values). */
/** A case of the demo seed (apps/server/src/db/seed-content): its page exists in every fresh database. */
export const SAMPLE_CASE = 'VN-2026-00006';

/** A story of the demo seed (apps/server/src/modules/reunion-stories/seed): a guide, published in every database. */
export const SAMPLE_STORY = 'first-24-hours';

export function samplePath(pattern: string): string {
  return pattern.replace(':slug', SAMPLE_STORY).replace(':id', '1').replace(':caseNumber', SAMPLE_CASE);
}

/**
 * The test fixtures. A server-rendered page (docs/decisions/0009) is on screen before its scripts
 * run; as a visitor would a moment later, the tests act on it once it is live (page-meta.tsx marks it).
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const whenLive = async () => {
      if (await page.locator('#render-payload').count()) {
        await page.waitForFunction(() => document.documentElement.dataset.pageReady === 'true');
      }
    };
    const goto = page.goto.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await whenLive();
      return response;
    };
    const reload = page.reload.bind(page);
    page.reload = async (...args) => {
      const response = await reload(...args);
      await whenLive();
      return response;
    };
    await use(page);
  },
});
export { expect } from '@playwright/test';

/** One page of each kind, public and admin (signed in), for checks every page must pass. */
export const PAGES_OF_EACH_KIND = [
  '/',
  '/media-gallery',
  '/language-test',
  '/race-condition-presentation',
  '/site-infrastructure',
  '/admin/login',
  '/admin/dashboard',
  '/admin/media',
  '/admin/media-categories',
  '/admin/comments',
  '/admin/projects',
  '/admin/settings',
] as const;
