import type { LandingIcon, SponsorCategory } from '@site/contracts';

/**
 * The demo content of the reunion landing page, the parts that are the same in every language. The sponsors
 * are fictional sample organisations and the testimonials fictional people: both are stored marked as samples,
 * and the page labels them so. No real organisation is claimed to sponsor the platform.
 */

export const SEED_STAT_KEYS = ['missing_people', 'golden_time', 'unsolved', 'awareness'] as const;
export type SeedStatKey = (typeof SEED_STAT_KEYS)[number];

export const SEED_SPONSOR_KEYS = [
  'civicRegistry',
  'familySupport',
  'safetyCouncil',
  'lanternLabs',
  'blueCloud',
  'digitalMaps',
  'handsTogether',
  'warmHome',
  'bridgeOfHope',
] as const;
export type SeedSponsorKey = (typeof SEED_SPONSOR_KEYS)[number];

export const SEED_SPONSOR_FACTS: Record<
  SeedSponsorKey,
  { name: string; category: SponsorCategory; colour: string; icon: LandingIcon }
> = {
  civicRegistry: { name: 'Sample Civic Registry Office', category: 'government', colour: '#1d4e89', icon: 'building' },
  familySupport: { name: 'Sample Family Support Bureau', category: 'government', colour: '#2f6690', icon: 'home' },
  safetyCouncil: { name: 'Sample Community Safety Council', category: 'government', colour: '#3a506b', icon: 'shield' },
  lanternLabs: { name: 'Lantern Labs Sample', category: 'technology', colour: '#6b4c9a', icon: 'cpu' },
  blueCloud: { name: 'Mây Xanh Cloud Sample', category: 'technology', colour: '#2b7a78', icon: 'globe' },
  digitalMaps: { name: 'Bản Đồ Số Sample', category: 'technology', colour: '#c0692b', icon: 'search' },
  handsTogether: { name: 'Hands Together Sample Circle', category: 'community', colour: '#b5485d', icon: 'handshake' },
  warmHome: { name: 'Mái Ấm Sample Volunteers', category: 'community', colour: '#9c2c2c', icon: 'heart' },
  bridgeOfHope: { name: 'Bridge of Hope Sample Network', category: 'community', colour: '#3a7d44', icon: 'users' },
};

export const SEED_TESTIMONIAL_KEYS = ['family', 'volunteer', 'socialWorker', 'police', 'mother'] as const;
export type SeedTestimonialKey = (typeof SEED_TESTIMONIAL_KEYS)[number];

/** Fictional names; `gender` and `age` choose the drawn avatar. */
export const SEED_TESTIMONIAL_FACTS: Record<
  SeedTestimonialKey,
  { name: string; gender: 'male' | 'female'; age: number }
> = {
  family: { name: 'Trần Văn Minh (sample)', gender: 'male', age: 52 },
  volunteer: { name: 'Lê Thị Thu (sample)', gender: 'female', age: 24 },
  socialWorker: { name: 'Phạm Quốc Anh (sample)', gender: 'male', age: 38 },
  police: { name: 'Nguyễn Hoàng Long (sample)', gender: 'male', age: 45 },
  mother: { name: 'Võ Thị Lan (sample)', gender: 'female', age: 34 },
};

export const SEED_SLOGAN_KEYS = ['noOneLeft', 'stronger', 'brightHope', 'endlessLove', 'techForPeople'] as const;
export type SeedSloganKey = (typeof SEED_SLOGAN_KEYS)[number];

export const SEED_SLOGAN_FACTS: Record<SeedSloganKey, { hashtag: string; icon: LandingIcon }> = {
  noOneLeft: { hashtag: '#KhôngBỏLại', icon: 'heart' },
  stronger: { hashtag: '#CùngNhauMạnhHơn', icon: 'users' },
  brightHope: { hashtag: '#HyVọngSáng', icon: 'sun' },
  endlessLove: { hashtag: '#YêuThươngVôHạn', icon: 'sparkles' },
  techForPeople: { hashtag: '#CôngNghệVìNgười', icon: 'cpu' },
};

export interface LandingSeedTexts {
  stats: Record<SeedStatKey, { value: string; label: string; source: string }>;
  sponsors: Record<SeedSponsorKey, { description: string }>;
  testimonials: Record<SeedTestimonialKey, { role: string; location: string; content: string }>;
  slogans: Record<SeedSloganKey, { title: string; content: string }>;
}
