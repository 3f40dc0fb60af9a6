import type { LanguageCode } from '@site/contracts';
import { en } from './en.js';
import type { PartialSeedStoryTexts, SeedStoryTexts } from './types.js';
import { vi } from './vi.js';

export { SEED_STORY_FACTS, SEED_STORY_SLUGS, type SeedStoryFacts, type SeedStorySlug } from './facts.js';
export type { SeedStoryText } from './types.js';

/** The sample stories' texts: English and Vietnamese complete; other languages fall back to them. */
export const STORY_SEED: { en: SeedStoryTexts; vi: SeedStoryTexts } & Partial<
  Record<Exclude<LanguageCode, 'en' | 'vi'>, PartialSeedStoryTexts>
> = { en, vi };
