import { messageCodes } from './messages.js';

// Plain values of the reunion stories family, without zod: the story pages, the landing sections and the admin
// import these without loading the schemas.

/** What a story is: a family's reunion (success story), a news article, or a practical guide. */
export const STORY_KINDS = ['reunion', 'news', 'guide'] as const;
export type StoryKind = (typeof STORY_KINDS)[number];

/** The four news tabs of the landing, in their order. */
export const NEWS_CATEGORIES = ['platform', 'emergency', 'community', 'reports'] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];

/** How urgent a news article is, most urgent first. */
export const NEWS_PRIORITIES = ['critical', 'high', 'medium', 'low'] as const;
export type NewsPriority = (typeof NEWS_PRIORITIES)[number];

/** A story's address: lower-case letters and digits in words joined by single hyphens (`first-24-hours`). */
export const STORY_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Addresses the list pages hold (`/stories/news`…): no story may take one. */
export const STORY_RESERVED_SLUGS: readonly string[] = ['reunions', 'news', 'guides'];

export const STORY_LIMITS = {
  slugMax: 80,
  titleMax: 200,
  excerptMax: 600,
  /** The body is HTML; this bounds what is stored after sanitising. */
  bodyMax: 60_000,
  nameMax: 120,
  placeMax: 120,
  quoteMax: 1000,
  memberMax: 120,
  howFoundMax: 2000,
  tagMax: 40,
  tagsMax: 10,
  imageMax: 500,
  missingDaysMax: 36_500,
  distanceMax: 5000,
  volunteersMax: 100_000,
  publicPerPage: 9,
  publicPerPageMax: 50,
  adminPerPage: 20,
} as const;

/** Messages of the story forms, in English. */
export const STORY_ERRORS = {
  slugInvalid: 'Use lower-case letters, digits and single hyphens for the address.',
  slugTaken: 'Another story already has this address.',
  slugReserved: 'This address belongs to a list page; choose another.',
  titleRequired: 'The title is required.',
  excerptRequired: 'The excerpt is required.',
  bodyRequired: 'The text is required.',
  dateInvalid: 'Enter a date as YYYY-MM-DD.',
  reunionRequired: 'A success story needs the facts of the reunion.',
  newsRequired: 'A news article needs its category and priority.',
  nameRequired: 'The name is required.',
  placeRequired: 'The place where the person was found is required.',
} as const;
export type StoryErrorKey = keyof typeof STORY_ERRORS;
/** Their codes (`reunionStories.titleRequired`), as the schemas report them. */
export const STORY_CODES = /* @__PURE__ */ messageCodes('reunionStories', STORY_ERRORS);

/** The public page of a story. */
export function storyPath(slug: string): string {
  return `/stories/${encodeURIComponent(slug)}`;
}

/** The list page of a kind of story (`/stories` for all kinds). */
export function storiesListPath(kind?: StoryKind): string {
  if (!kind) return '/stories';
  return kind === 'reunion' ? '/stories/reunions' : kind === 'news' ? '/stories/news' : '/stories/guides';
}
