import { messageCodes } from './messages.js';

// Plain values of the reunion landing family, without zod: the landing page and its admin screens import
// these without loading the schemas.

/** The national statistics the hero shows as its three counters, in this order. */
export const HERO_STAT_KEYS = ['missing_people', 'golden_time', 'unsolved'] as const;

/** The groups the sponsors are shown in, in this order. */
export const SPONSOR_CATEGORIES = ['government', 'technology', 'community'] as const;
export type SponsorCategory = (typeof SPONSOR_CATEGORIES)[number];

/** The icons a sponsor or a slogan may carry: the landing page draws each of them. */
export const LANDING_ICONS = [
  'heart',
  'users',
  'shield',
  'cpu',
  'globe',
  'handshake',
  'search',
  'home',
  'star',
  'sun',
  'sparkles',
  'building',
] as const;
export type LandingIcon = (typeof LANDING_ICONS)[number];

/** Where a submitted story stands: waiting for the owner, approved (kept or drafted as a testimonial), rejected. */
export const STORY_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type StoryStatus = (typeof STORY_STATUSES)[number];

/** What the owner does with a pending story. */
export const STORY_DECISIONS = ['draft_testimonial', 'keep', 'reject'] as const;
export type StoryDecision = (typeof STORY_DECISIONS)[number];

/** The filters of the enquiries list. */
export const ENQUIRY_FILTERS = ['unread', 'read', 'archived'] as const;
export type EnquiryFilter = (typeof ENQUIRY_FILTERS)[number];

export const LANDING_LIMITS = {
  keyMax: 40,
  valueMax: 20,
  labelMax: 120,
  sourceMax: 300,
  urlMax: 500,
  nameMax: 100,
  descriptionMax: 400,
  roleMax: 80,
  locationMax: 80,
  contentMax: 1000,
  titleMax: 80,
  hashtagMax: 40,
  organisationMax: 150,
  emailMax: 254,
  messageMin: 10,
  messageMax: 3000,
  storyMin: 30,
  storyMax: 5000,
  adminPerPage: 20,
  /** How many items of one kind the owner may keep: the landing page shows them all at once. */
  itemsMax: 50,
} as const;

/** Messages of the landing forms (public and admin), in English. */
export const LANDING_ERRORS = {
  organisationRequired: 'The organisation is required.',
  organisationTooLong: 'The organisation may not be longer than 150 characters.',
  nameRequired: 'Your name is required.',
  nameTooLong: 'The name may not be longer than 100 characters.',
  emailRequired: 'The email is required.',
  emailInvalid: 'Please enter a valid email address.',
  messageRequired: 'The message is required.',
  messageTooShort: 'The message must be at least 10 characters.',
  messageTooLong: 'The message may not be longer than 3000 characters.',
  storyRequired: 'Your story is required.',
  storyTooShort: 'Please tell your story in at least 30 characters.',
  storyTooLong: 'The story may not be longer than 5000 characters.',
  consentRequired: 'Please agree that we may publish your story after review.',
  keyInvalid: 'Use lowercase letters, digits and underscores (2 to 40).',
  keyTaken: 'A statistic with this key exists already.',
  textRequired: 'This text is required.',
  urlInvalid: 'Enter an address starting with https:// or http://.',
  hashtagInvalid: 'A hashtag starts with # and has no spaces.',
  tooMany: 'There are 50 items of this kind already.',
  notPending: 'This story has been moderated already.',
} as const;
export type LandingErrorKey = keyof typeof LANDING_ERRORS;
/** Their codes (`reunionLanding.nameRequired`), as the schemas report them. */
export const LANDING_CODES = /* @__PURE__ */ messageCodes('reunionLanding', LANDING_ERRORS);

/**
 * The number a counter counts up to and what stands around it: `5000+` → 5000 and `+`, `24h` → 24 and `h`,
 * `70%` → 70 and `%`. Digit groups (`5.000+`, `5,000+`) count as one number. Null when the text holds no number.
 */
export function counterParts(value: string): { prefix: string; number: number; suffix: string } | null {
  const match = /^(\D*?)(\d{1,3}(?:[.,\s]\d{3})+|\d+)(.*)$/u.exec(value.trim());
  if (!match) return null;
  const number = Number(match[2]!.replace(/[.,\s]/g, ''));
  if (!Number.isSafeInteger(number)) return null;
  return { prefix: match[1]!, number, suffix: match[3]! };
}

/** Up to `max` initials of an organisation's name, for its drawn logo: `Vietnam Kết Nối Foundation` → `VKN`. */
export function initialsOf(name: string, max = 3): string {
  const words = name
    .split(/[\s\-–—/&.,()]+/u)
    .filter((word) => /^\p{L}/u.test(word) && !/^(of|the|and|for|và|của)$/iu.test(word));
  return words
    .slice(0, max)
    .map((word) => [...word][0]!.toLocaleUpperCase())
    .join('');
}
