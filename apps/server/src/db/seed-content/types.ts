import type {
  About,
  Certification,
  Experience,
  HeroCounter,
  ProjectMetric,
  Skills,
  Testimonial,
} from '@site/contracts';

/** Project keys of the demo content; each language file translates every one of them. */
export const SEED_PROJECT_KEYS = [
  'harbor-pay',
  'lotus-commerce',
  'mekong-erp',
  'ledger-lite',
  'saigon-eats',
  'clinic-cloud',
  'chain-trace',
  'route-optimizer',
] as const;
export type SeedProjectKey = (typeof SEED_PROJECT_KEYS)[number];

/** Category keys of the home filters, in order. */
export const SEED_CATEGORY_KEYS = ['web-app', 'saas', 'enterprise', 'fintech', 'ecommerce', 'blockchain'] as const;
export type SeedCategoryKey = (typeof SEED_CATEGORY_KEYS)[number];

/** The demo developer's home-page content in one language. */
export interface SeedContent {
  counters: HeroCounter[];
  about: About;
  experience: Experience[];
  skills: Skills;
  certifications: Certification[];
  testimonials: Testimonial[];
  categories: Record<SeedCategoryKey, string>;
  projects: Record<SeedProjectKey, { title: string; description: string; metrics: ProjectMetric[] }>;
}
