import type { LanguageCode } from '@site/contracts';
import { ar } from './ar.js';
import { de } from './de.js';
import { en } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { ja } from './ja.js';
import { ko } from './ko.js';
import { ru } from './ru.js';
import type { PartialSeedStoryTexts, SeedStoryTexts } from './types.js';
import { vi } from './vi.js';
import { zh } from './zh.js';

export { SEED_STORY_FACTS, SEED_STORY_SLUGS, type SeedStoryFacts, type SeedStorySlug } from './facts.js';
export type { SeedStoryText } from './types.js';

/**
 * The sample stories' texts: English and Vietnamese complete; in the eight other languages the three guides
 * (practical advice a family may need in its own language), the rest falling back to English, then Vietnamese.
 */
export const STORY_SEED: { en: SeedStoryTexts; vi: SeedStoryTexts } & Partial<
  Record<Exclude<LanguageCode, 'en' | 'vi'>, PartialSeedStoryTexts>
> = { en, vi, zh, ja, ko, fr, de, es, ru, ar };
