import type { AdminSettings, CvFile, SocialLink } from '@site/contracts';
import { cvFileOf, HOME_KEYS } from '../portfolio/portfolio.service.js';
import type { SiteRepository } from './site.repository.js';

const OWNER = {
  name: 'owner.name',
  title: 'owner.title',
  tagline: 'owner.tagline',
  location: 'owner.location',
  email: 'owner.email',
  phone: 'owner.phone',
  links: 'owner.links',
} as const;

type Loose = Record<string, unknown>;
const asLocalized = <T>(value: unknown, empty: T): { en: T } & Loose =>
  value && typeof value === 'object' && !Array.isArray(value) && 'en' in value
    ? (value as { en: T } & Loose)
    : { en: typeof value === 'string' ? (value as T) : empty };

/** Reads and writes the owner's settings as one document; storage is one settings key per part. */
export class SiteAdminService {
  constructor(private readonly repo: SiteRepository) {}

  async read(): Promise<{ data: AdminSettings; cv: CvFile | null }> {
    const s = await this.repo.getMany([...Object.values(OWNER), ...Object.values(HOME_KEYS)]);
    const phone = s.get(OWNER.phone);
    const data = {
      owner: {
        name: typeof s.get(OWNER.name) === 'string' ? (s.get(OWNER.name) as string) : '',
        title: asLocalized(s.get(OWNER.title), ''),
        tagline: asLocalized(s.get(OWNER.tagline), ''),
        location: asLocalized(s.get(OWNER.location), ''),
        email: typeof s.get(OWNER.email) === 'string' ? (s.get(OWNER.email) as string) : '',
        phone: typeof phone === 'string' && phone !== '' ? phone : null,
        links: Array.isArray(s.get(OWNER.links)) ? (s.get(OWNER.links) as SocialLink[]) : [],
      },
      counters: asLocalized(s.get(HOME_KEYS.counters), []),
      chat_enabled: s.get(HOME_KEYS.chatEnabled) === true,
      about: asLocalized(s.get(HOME_KEYS.about), { heading: '', paragraphs: [], highlights: [] }),
      experience: asLocalized(s.get(HOME_KEYS.experience), []),
      skills: asLocalized(s.get(HOME_KEYS.skills), {
        languages: [],
        frameworks: [],
        databases: [],
        tools: [],
        cloud: [],
      }),
      certifications: asLocalized(s.get(HOME_KEYS.certifications), []),
      testimonials: asLocalized(s.get(HOME_KEYS.testimonials), []),
    } as AdminSettings;
    return { data, cv: cvFileOf(s.get(HOME_KEYS.cv)) };
  }

  async write(settings: AdminSettings): Promise<void> {
    await this.repo.setMany({
      [OWNER.name]: settings.owner.name,
      [OWNER.title]: settings.owner.title,
      [OWNER.tagline]: settings.owner.tagline,
      [OWNER.location]: settings.owner.location,
      [OWNER.email]: settings.owner.email,
      [OWNER.phone]: settings.owner.phone ?? '',
      [OWNER.links]: settings.owner.links,
      [HOME_KEYS.counters]: settings.counters,
      [HOME_KEYS.chatEnabled]: settings.chat_enabled,
      [HOME_KEYS.about]: settings.about,
      [HOME_KEYS.experience]: settings.experience,
      [HOME_KEYS.skills]: settings.skills,
      [HOME_KEYS.certifications]: settings.certifications,
      [HOME_KEYS.testimonials]: settings.testimonials,
    });
  }
}
