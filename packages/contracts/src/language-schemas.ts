import { z } from 'zod';
import { DEFAULT_LANGUAGE, isLanguageCode, LANGUAGE_CODES, type LanguageCode } from './languages.js';

export const languageCodeSchema = z.enum(LANGUAGE_CODES);

/**
 * Any `lang` query value → a supported code. Unknown or missing values fall back to English,
 * and regional forms such as `vi-VN` or `zh_CN` resolve to their base language.
 */
export const langQuerySchema = z
  .string()
  .optional()
  .transform((value): LanguageCode => {
    const base = value?.trim().toLowerCase().split(/[-_]/)[0];
    return isLanguageCode(base) ? base : DEFAULT_LANGUAGE;
  });
