import type { LanguageCode } from '@site/contracts';
import { en } from './en.js';
import type { ReferenceNames } from './types.js';

/**
 * The reference lists' names by language. A language without its own names answers English (the site's
 * fallback language).
 */
export const REFERENCE_NAMES: Partial<Record<LanguageCode, ReferenceNames>> = { en };

export function referenceNames(lang: LanguageCode): ReferenceNames {
  return REFERENCE_NAMES[lang] ?? en;
}

export type { ReferenceNames } from './types.js';
