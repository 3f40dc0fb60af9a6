import type { LanguageCode } from '@site/contracts';
import { ar } from './ar.js';
import { de } from './de.js';
import { en } from './en.js';
import { es } from './es.js';
import type { LandingSeedTexts } from './facts.js';
import { fr } from './fr.js';
import { ja } from './ja.js';
import { ko } from './ko.js';
import { ru } from './ru.js';
import { vi } from './vi.js';
import { zh } from './zh.js';

export * from './facts.js';

/** The landing page's demo texts in every language. */
export const LANDING_SEED: Record<LanguageCode, LandingSeedTexts> = { en, vi, zh, ja, ko, fr, de, es, ru, ar };
