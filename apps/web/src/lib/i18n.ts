import {
  DEFAULT_LANGUAGE,
  isLanguageCode,
  LANGUAGE_CODES,
  LANGUAGES,
  languageDir,
  type LanguageCode,
} from '@site/contracts';
import i18n, { type InitOptions } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { bidiPostProcessor } from './bidi';
import { STORAGE_KEYS, storage } from './storage';

/** Translation namespaces; each is one JSON file per language in src/locales/<lng>/. */
export const NAMESPACES = [
  'common',
  'pages',
  'home',
  'admin',
  'admin-editor',
  'media',
  'admin-media',
  'language-test',
  'race-demo',
  'infrastructure',
  'reunion',
  'reunionStories',
  'adminReunion',
  'reunionShop',
  'reunionLanding',
  'reunionShare',
  'adminReunionReports',
  'reunionReport',
  'adminVolunteers',
  'volunteerAccount',
  'volunteer',
  'noteDance',
  'notation',
  'noteDanceAdmin',
  'gameTheory',
  'sudoku',
  'assistant',
] as const;

/** Loaded at start; the others load with the first component that asks for them (`useTranslation(ns)`). */
export const STARTUP_NAMESPACES = ['common', 'pages'];

/** Name of the cookie that tells the server the visitor's language (apps/server/src/plugins/page-hints.ts). */
export const LANGUAGE_COOKIE = 'lang';

/**
 * Keeps the visitor's choice: in local storage for the app, and in a first-party cookie so that the
 * server sends the page already in that language and direction, with the right files announced.
 */
export function rememberLanguage(code: LanguageCode): void {
  storage.set(STORAGE_KEYS.preferredLanguage, code);
  try {
    document.cookie = languageCookie(code, window.location.protocol);
  } catch {
    // Cookies blocked: the server falls back to ?lang= or English; the app itself is unaffected.
  }
}

/** The `lang` cookie for a language: a year, whole site, same-site, and `Secure` when the page came over HTTPS. */
export function languageCookie(code: LanguageCode, protocol: string): string {
  const secure = protocol === 'https:' ? '; secure' : '';
  return `${LANGUAGE_COOKIE}=${code}; path=/; max-age=31536000; samesite=lax${secure}`;
}

/** The language the `lang` cookie names, if any (the server renders pages in it). */
function cookieLanguage(): LanguageCode | undefined {
  try {
    const value = /(?:^|;\s*)lang=([^;]*)/.exec(document.cookie)?.[1]?.toLowerCase();
    return isLanguageCode(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The language to start in: a valid `?lang=` in the address (shared links, hreflang alternates),
 * else the stored preference, else the language cookie (storage cleared, cookie kept: the server
 * rendered the page in it), else English.
 */
export function initialLanguage(search = window.location.search): LanguageCode {
  const fromUrl = new URLSearchParams(search).get('lang')?.toLowerCase();
  if (isLanguageCode(fromUrl)) {
    rememberLanguage(fromUrl);
    return fromUrl;
  }
  const stored = storage.get(STORAGE_KEYS.preferredLanguage);
  if (!isLanguageCode(stored)) return cookieLanguage() ?? DEFAULT_LANGUAGE;
  rememberLanguage(stored); // a choice made before the cookie existed reaches the server too
  return stored;
}

/** Sets `<html lang dir>` so that the whole layout mirrors for Arabic. */
export function applyDocumentLanguage(code: LanguageCode): void {
  const root = document.documentElement;
  // Rewriting the same value still restyles the whole page (`:lang`, `dir`): a server-rendered page has them.
  if (root.lang !== code) root.lang = code;
  const dir = languageDir(code);
  if (root.dir !== dir) root.dir = dir;
}

export function currentLanguage(): LanguageCode {
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return isLanguageCode(lng) ? lng : DEFAULT_LANGUAGE;
}

/** BCP 47 locale used for Intl formatting in a language. */
export function localeOf(code: LanguageCode): string {
  return LANGUAGES.find((l) => l.code === code)?.locale ?? 'en-US';
}

export async function changeLanguage(code: LanguageCode): Promise<void> {
  rememberLanguage(code);
  await i18n.changeLanguage(code);
}

/** The options the browser and the server renderer (entry-server.tsx) share, so that both translate alike. */
export function i18nOptions(lng: LanguageCode): InitOptions {
  return {
    lng,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGE_CODES,
    load: 'languageOnly',
    ns: STARTUP_NAMESPACES,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    // Code names keep their order inside right-to-left text (lib/bidi.ts).
    postProcess: [bidiPostProcessor.name],
    returnNull: false,
    react: { useSuspense: true },
    showSupportNotice: false,
  };
}

/**
 * One namespace's texts in one language, fetched as JSON (build/locales-plugin.ts). The same request as the
 * page's `<link rel="preload" as="fetch" crossorigin>` hint, so the browser reuses that answer.
 */
async function fetchTranslations(language: string, namespace: string): Promise<Record<string, unknown>> {
  const response = await fetch(`${__LOCALES_BASE__}/${language}/${namespace}.json`);
  if (!response.ok) throw new Error(`Translations ${language}/${namespace}: HTTP ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}

export function setupI18n(lng: LanguageCode): typeof i18n {
  applyDocumentLanguage(lng);
  i18n.on('languageChanged', (code) => {
    if (isLanguageCode(code)) applyDocumentLanguage(code);
  });
  void i18n
    .use(resourcesToBackend((language: string, namespace: string) => fetchTranslations(language, namespace)))
    .use(bidiPostProcessor)
    .use(initReactI18next)
    .init(i18nOptions(lng));
  return i18n;
}
