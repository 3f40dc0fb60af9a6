import type { SeedStorySlug } from './facts.js';

/** A sample story's texts in one language; the reunion texts for success stories only. */
export interface SeedStoryText {
  title: string;
  excerpt: string;
  /** HTML, sanitised like any body when seeded. */
  body: string;
  family_quote?: string;
  family_member?: string;
  how_found?: string;
}

/** Every sample story's texts in one language (English and Vietnamese are complete). */
export type SeedStoryTexts = Record<SeedStorySlug, SeedStoryText>;
/** The other languages: whatever has been translated; the rest falls back to English. */
export type PartialSeedStoryTexts = Partial<Record<SeedStorySlug, Partial<SeedStoryText>>>;
