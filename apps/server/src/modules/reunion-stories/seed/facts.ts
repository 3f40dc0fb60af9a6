import type { CaseGender, NewsFacts, StoryKind } from '@site/contracts';
import type { ReunionFactsRecord } from '../reunion-stories.repository.js';

/**
 * The language-neutral facts of the sample stories. Success stories and emergency alerts are fictional
 * samples (their slugs start with `sample-`, and the records are marked as samples); the platform news and
 * the guides are about this platform and the topic, and true.
 */
export interface SeedStoryFacts {
  kind: StoryKind;
  /** `YYYY-MM-DD`. */
  published_at: string;
  is_sample: boolean;
  reunion?: ReunionFactsRecord & { gender: CaseGender; age: number };
  news?: NewsFacts;
}

export const SEED_STORY_FACTS = {
  'sample-grandmother-lan-home-after-nine-days': {
    kind: 'reunion',
    published_at: '2026-10-02',
    is_sample: true,
    reunion: {
      name: 'Nguyễn Thị Lan',
      gender: 'female',
      age: 78,
      missing_days: 9,
      found_location: 'Bắc Ninh',
      distance_from_home_km: 35,
      volunteers_involved: 46,
      reunion_date: '2026-09-21',
      case_number: null,
    },
  },
  'sample-khoi-found-at-hoi-an-market': {
    kind: 'reunion',
    published_at: '2026-09-15',
    is_sample: true,
    reunion: {
      name: 'Trần Minh Khôi',
      gender: 'male',
      age: 9,
      missing_days: 2,
      found_location: 'Hội An, Quảng Nam',
      distance_from_home_km: 30,
      volunteers_involved: 18,
      reunion_date: '2026-09-07',
      case_number: null,
    },
  },
  'sample-brothers-reunited-after-23-years': {
    kind: 'reunion',
    published_at: '2026-08-20',
    is_sample: true,
    reunion: {
      name: 'Lê Văn Hùng',
      gender: 'male',
      age: 31,
      missing_days: 8420,
      found_location: 'Hà Nội',
      distance_from_home_km: 1700,
      volunteers_involved: 12,
      reunion_date: '2026-08-02',
      case_number: null,
    },
  },
  'sample-thu-ha-back-from-the-city': {
    kind: 'reunion',
    published_at: '2026-07-11',
    is_sample: true,
    reunion: {
      name: 'Phạm Thu Hà',
      gender: 'female',
      age: 16,
      missing_days: 41,
      found_location: 'TP. Hồ Chí Minh',
      distance_from_home_km: 1300,
      volunteers_involved: 27,
      reunion_date: '2026-06-30',
      case_number: null,
    },
  },
  'sample-fisherman-tu-safe-after-the-storm': {
    kind: 'reunion',
    published_at: '2026-06-05',
    is_sample: true,
    reunion: {
      name: 'Đặng Văn Tư',
      gender: 'male',
      age: 52,
      missing_days: 6,
      found_location: 'Quy Nhơn, Bình Định',
      distance_from_home_km: 170,
      volunteers_involved: 9,
      reunion_date: '2026-05-28',
      case_number: null,
    },
  },
  'the-map-works-offline': {
    kind: 'news',
    published_at: '2026-11-20',
    is_sample: false,
    news: { category: 'platform', priority: 'high', featured: true, tags: ['map', 'offline'] },
  },
  'how-cases-are-moderated': {
    kind: 'news',
    published_at: '2026-11-12',
    is_sample: false,
    news: { category: 'platform', priority: 'medium', featured: false, tags: ['moderation', 'privacy'] },
  },
  'every-case-has-its-own-page': {
    kind: 'news',
    published_at: '2026-11-05',
    is_sample: false,
    news: { category: 'platform', priority: 'low', featured: false, tags: ['cases', 'sharing'] },
  },
  'sample-alert-boy-missing-near-hoan-kiem-lake': {
    kind: 'news',
    published_at: '2026-11-24',
    is_sample: true,
    news: { category: 'emergency', priority: 'critical', featured: true, tags: ['alert', 'Hà Nội'] },
  },
  'sample-alert-elder-missing-after-flooding-in-hue': {
    kind: 'news',
    published_at: '2026-11-18',
    is_sample: true,
    news: { category: 'emergency', priority: 'high', featured: false, tags: ['alert', 'Huế', 'dementia'] },
  },
  'what-makes-a-useful-sighting-report': {
    kind: 'news',
    published_at: '2026-11-10',
    is_sample: false,
    news: { category: 'community', priority: 'medium', featured: false, tags: ['volunteers', 'sightings'] },
  },
  'share-a-case-without-putting-anyone-at-risk': {
    kind: 'news',
    published_at: '2026-11-02',
    is_sample: false,
    news: { category: 'community', priority: 'medium', featured: false, tags: ['sharing', 'privacy'] },
  },
  'ten-languages-vietnamese-first': {
    kind: 'news',
    published_at: '2026-10-25',
    is_sample: false,
    news: { category: 'community', priority: 'low', featured: false, tags: ['languages'] },
  },
  'sample-volunteer-meetup-in-da-nang': {
    kind: 'news',
    published_at: '2026-10-18',
    is_sample: true,
    news: { category: 'community', priority: 'low', featured: false, tags: ['volunteers', 'Đà Nẵng'] },
  },
  'what-the-live-figures-count': {
    kind: 'news',
    published_at: '2026-11-15',
    is_sample: false,
    news: { category: 'reports', priority: 'medium', featured: false, tags: ['figures', 'transparency'] },
  },
  'why-the-map-shows-commune-centres': {
    kind: 'news',
    published_at: '2026-10-30',
    is_sample: false,
    news: { category: 'reports', priority: 'low', featured: false, tags: ['privacy', 'map'] },
  },
  'first-24-hours': {
    kind: 'guide',
    published_at: '2026-10-01',
    is_sample: false,
  },
  'how-to-prepare-a-report': {
    kind: 'guide',
    published_at: '2026-09-24',
    is_sample: false,
  },
  'protecting-children-and-elders-with-dementia': {
    kind: 'guide',
    published_at: '2026-09-17',
    is_sample: false,
  },
} as const satisfies Record<string, SeedStoryFacts>;

export type SeedStorySlug = keyof typeof SEED_STORY_FACTS;
export const SEED_STORY_SLUGS = Object.keys(SEED_STORY_FACTS) as SeedStorySlug[];
