import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANGUAGE, isLanguageCode, languageDir, type LanguageCode, type SiteRoute } from '@site/contracts';

/** One page's first-visit needs in one language, as the web build resolved them (apps/web/build/page-hints-plugin.ts). */
interface ResolvedHint {
  modulepreload: string[];
  style: string[];
  fetch: string[];
  /** Translation files (JSON); absent in a build from before they were files. */
  translations?: string[];
}

export interface PageHintsFile {
  startup: Record<string, ResolvedHint>;
  areas: Record<string, Record<string, ResolvedHint>>;
  pages: Record<string, Record<string, ResolvedHint>>;
}

/** The build's page hints (dist/.vite/page-hints.json), or null for an older build without them. */
export function readPageHints(dist: string): PageHintsFile | null {
  const file = path.join(dist, '.vite', 'page-hints.json');
  if (!fs.existsSync(file)) return null;
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<PageHintsFile>;
  if (!data.startup || !data.areas || !data.pages) return null;
  return data as PageHintsFile;
}

/** Name of the cookie the web app sets when the visitor picks a language (apps/web/src/lib/i18n.ts). */
export const LANGUAGE_COOKIE = 'lang';

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return undefined; // malformed escapes: as if there were no cookie
    }
  }
  return undefined;
}

/**
 * The language the page will start in, as the web app decides it: a valid `?lang=` first, then the
 * visitor's stored choice (mirrored in a cookie), else English.
 */
export function requestLanguage(url: string, cookieHeader: string | undefined): LanguageCode {
  const query = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
  const fromUrl = new URLSearchParams(query).get('lang')?.toLowerCase();
  if (isLanguageCode(fromUrl)) return fromUrl;
  const fromCookie = cookieValue(cookieHeader, LANGUAGE_COOKIE)?.toLowerCase();
  return isLanguageCode(fromCookie) ? fromCookie : DEFAULT_LANGUAGE;
}

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function hintsOf(hints: PageHintsFile, route: SiteRoute | undefined, lang: LanguageCode): ResolvedHint[] {
  const parts: ResolvedHint[] = [];
  const add = (hint: ResolvedHint | undefined) => hint && parts.push(hint);
  add(hints.startup[lang]);
  if (route) {
    add(hints.areas[route.area]?.[lang]);
    add(hints.pages[route.pageKey]?.[lang]);
  }
  return parts;
}

/**
 * A hint's address that names a parameter of the page's address (`{caseNumber}` of
 * `/reunion/cases/:caseNumber`, `{q}` of `/search?q=`): it is only known per request.
 */
const PARAMETER = /\{(\w+)\}/g;

/**
 * A value written into a hint's address the way the web's client writes it (`endpointUrl`): in the path
 * encoded as a path segment, in the query as URLSearchParams writes it (a space is `+`), so that the
 * server render's answer is found under the address the browser asks for.
 */
function encodeAt(value: string, inQuery: boolean): string {
  return inQuery ? new URLSearchParams({ v: value }).toString().slice(2) : encodeURIComponent(value);
}

/**
 * The GET requests a page makes at once in a language (what a server render reads for it), with the
 * parameters of this address filled in (`params`: the route's, then its query string's); one that names a
 * parameter the address does not give, or gives empty, is left out (the client asks nothing for it either).
 */
export function hintFetchUrls(
  hints: PageHintsFile,
  route: SiteRoute | undefined,
  lang: LanguageCode,
  params: Readonly<Record<string, string>> = {},
): string[] {
  return [
    ...new Set(
      hintsOf(hints, route, lang).flatMap((h) =>
        h.fetch.flatMap((url) => {
          let missing = false;
          const queryStart = url.indexOf('?');
          const filled = url.replace(PARAMETER, (_, name: string, offset: number) => {
            const value = params[name];
            if (value === undefined || value === '') missing = true;
            return encodeAt(value ?? '', queryStart !== -1 && offset > queryStart);
          });
          return missing ? [] : [filled];
        }),
      ),
    ),
  ];
}

/**
 * The modules and translation files a page needs at once in a language (a server-rendered page preloads
 * them after its first paint).
 */
export function hintModules(hints: PageHintsFile, route: SiteRoute | undefined, lang: LanguageCode): string[] {
  return [...new Set(hintsOf(hints, route, lang).flatMap((h) => [...h.modulepreload, ...(h.translations ?? [])]))];
}

/**
 * The `<link>` tags that let the browser fetch all of a page's first-visit needs in parallel.
 *
 * A server-rendered page (`rendered`: the data it came with) is shown before its scripts run: its
 * styles are stylesheets, so that its HTML is never shown unstyled; its modules are not announced
 * here — the starter preloads them once the page is painted (page-render.ts), so that they never
 * compete with the HTML and styles; the data already in the page is not announced either.
 * `crossorigin` everywhere, as the app's own module and style loads use it (else the browser fetches twice).
 */
export function hintTags(
  hints: PageHintsFile,
  route: SiteRoute | undefined,
  lang: LanguageCode,
  rendered?: { data: ReadonlySet<string> },
): string {
  const parts = hintsOf(hints, route, lang);
  const unique = (pick: (hint: ResolvedHint) => string[]) => [...new Set(parts.flatMap(pick))];
  const style = rendered ? 'rel="stylesheet"' : 'rel="preload" as="style"';
  return [
    ...unique((h) => h.style).map((href) => `<link ${style} crossorigin href="${escapeAttr(href)}">`),
    ...(rendered ? [] : unique((h) => h.modulepreload)).map(
      (href) => `<link rel="modulepreload" crossorigin href="${escapeAttr(href)}">`,
    ),
    ...unique((h) => [...(rendered ? [] : (h.translations ?? [])), ...h.fetch])
      // An address with a route parameter differs per page: the page cached per route cannot announce it.
      .filter((href) => !rendered?.data.has(href) && !href.includes('{'))
      .map((href) => `<link rel="preload" as="fetch" crossorigin href="${escapeAttr(href)}">`),
  ].join('');
}

/**
 * index.html for one page and language: `<html lang dir>` set (Arabic is right-to-left before any
 * script runs), the page's own head (title, description, canonical, alternates) in place of the
 * template's title and description when there is one, and the page's hints before `</head>`.
 */
export function pageHtml(template: string, tags: string, lang: LanguageCode, head: string | null = null): string {
  let page = template.replace(/<html\b[^>]*>/i, `<html lang="${lang}" dir="${languageDir(lang)}">`);
  if (head) {
    // Function replacements: a `$` in the head must not be read as a replacement pattern.
    // The template's own description goes first, so that the page's (inside `head`) is the one left.
    page = page.replace(/\s*<meta\s+name="description"[^>]*>/i, '').replace(/<title>[\s\S]*?<\/title>/i, () => head);
  }
  return tags ? page.replace(/<\/head>/i, () => `${tags}</head>`) : page;
}
