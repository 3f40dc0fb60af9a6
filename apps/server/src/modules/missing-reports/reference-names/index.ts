import type { LanguageCode } from '@site/contracts';
import { en } from './en.js';
import { vi } from './vi.js';
import { zh } from './zh.js';
import { ja } from './ja.js';
import { ko } from './ko.js';
import { fr } from './fr.js';
import { de } from './de.js';
import { es } from './es.js';
import { ru } from './ru.js';
import { ar } from './ar.js';
import type { ReferenceNames } from './types.js';

/**
 * The reference lists' names by language. A language without its own names answers English (the site's
 * fallback language).
 */
export const REFERENCE_NAMES: Partial<Record<LanguageCode, ReferenceNames>> = {
  en,
  vi,
  zh,
  ja,
  ko,
  fr,
  de,
  es,
  ru,
  ar,
};

export function referenceNames(lang: LanguageCode): ReferenceNames {
  return REFERENCE_NAMES[lang] ?? en;
}

export type { ReferenceNames } from './types.js';
