/**
 * The ten languages of the site, by code. Kept here (not imported from @site/contracts) so that the package
 * depends on nothing but its index; `languages.test.ts` checks the list against the contracts' one.
 */
export const ASSISTANT_LANGUAGES = ['en', 'vi', 'zh', 'ja', 'ko', 'fr', 'de', 'es', 'ru', 'ar'] as const;
export type Language = (typeof ASSISTANT_LANGUAGES)[number];

/** English is the fallback: content first written in English, and the language every other falls back to. */
export const FALLBACK_LANGUAGE: Language = 'en';

/** English names of the languages, for the generative model's instructions. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  vi: 'Vietnamese',
  zh: 'Simplified Chinese',
  ja: 'Japanese',
  ko: 'Korean',
  fr: 'French',
  de: 'German',
  es: 'Spanish',
  ru: 'Russian',
  ar: 'Arabic',
};

/** True when `code` is one of the ten language codes. */
export function isAssistantLanguage(code: unknown): code is Language {
  return typeof code === 'string' && (ASSISTANT_LANGUAGES as readonly string[]).includes(code);
}
