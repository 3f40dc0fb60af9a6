import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { NATION_CODES } from './country-codes.data';

/** A language's country names by ISO alpha-2 code, as i18n-iso-countries gives them (one name or several). */
export type CountryNames = Readonly<Record<string, string | readonly string[]>>;

/**
 * The names of each interface language but English, one file of i18n-iso-countries each, fetched only when
 * that language is used. English needs none: its names are in country-codes.data.ts (from the same package).
 */
const LOADERS: Readonly<Record<string, () => Promise<{ default: { countries: CountryNames } }>>> = {
  vi: () => import('i18n-iso-countries/langs/vi.json'),
  zh: () => import('i18n-iso-countries/langs/zh.json'),
  ja: () => import('i18n-iso-countries/langs/ja.json'),
  ko: () => import('i18n-iso-countries/langs/ko.json'),
  fr: () => import('i18n-iso-countries/langs/fr.json'),
  de: () => import('i18n-iso-countries/langs/de.json'),
  es: () => import('i18n-iso-countries/langs/es.json'),
  ru: () => import('i18n-iso-countries/langs/ru.json'),
  ar: () => import('i18n-iso-countries/langs/ar.json'),
};

const registered = new Map<string, CountryNames>();
const loading = new Map<string, Promise<void>>();
const listeners = new Set<() => void>();

/** Registers a language's names (as `registerLocale` of i18n-iso-countries does) and tells the hooks. */
export function registerCountryNames(language: string, names: CountryNames): void {
  registered.set(language, names);
  for (const listener of listeners) listener();
}

/** Fetches a language's names once; a failed fetch (offline) leaves English and is tried again next time. */
export function loadCountryNames(language: string): Promise<void> {
  const load = LOADERS[language];
  if (!load || registered.has(language)) return Promise.resolve();
  let pending = loading.get(language);
  if (!pending) {
    pending = load()
      .then((module) => registerCountryNames(language, module.default.countries))
      .catch(() => undefined)
      .finally(() => loading.delete(language));
    loading.set(language, pending);
  }
  return pending;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The package's first name: the one `getName` answers by default (the "official" one). */
const first = (name: string | readonly string[] | undefined) => (typeof name === 'string' ? name : name?.[0]);

/** The base language of a tag: 'zh-CN' → 'zh'. */
const baseOf = (language: string) => language.toLowerCase().split('-')[0] ?? 'en';

/**
 * Nation names in the interface language (i18n-iso-countries, that language's JSON loaded lazily), English
 * until it is there; keyed by cca3. The server render and the first render in the browser are in English, so
 * that hydration matches; the function changes identity when the names arrive.
 */
export function useCountryNames(language: string): (cca3: string) => string {
  const base = baseOf(language);
  const names = useSyncExternalStore(
    subscribe,
    () => registered.get(base) ?? null,
    () => null,
  );
  useEffect(() => {
    void loadCountryNames(base);
  }, [base]);
  return useCallback(
    (cca3: string) => {
      const codes = NATION_CODES[cca3];
      if (!codes) return cca3;
      return first(names?.[codes[0]]) ?? codes[1];
    },
    [names],
  );
}
