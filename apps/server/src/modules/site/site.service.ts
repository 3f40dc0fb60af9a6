import type { LanguageCode, SiteProfile, SocialLink } from '@site/contracts';
import type { FastifyInstance } from 'fastify';
import { SiteRepository } from './site.repository.js';

export const PROFILE_KEYS = [
  'owner.name',
  'owner.title',
  'owner.tagline',
  'owner.email',
  'owner.phone',
  'owner.location',
  'owner.links',
] as const;

type Localised = Partial<Record<LanguageCode, string>>;

/** Picks the visitor's language from a per-language value, falling back to English, then to any text. */
export function localise(value: unknown, lang: LanguageCode): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') {
    const map = value as Localised;
    return map[lang] ?? map.en ?? Object.values(map).find((v) => typeof v === 'string') ?? '';
  }
  return '';
}

export class SiteService {
  constructor(private readonly repository: SiteRepository) {}

  async getProfile(lang: LanguageCode): Promise<SiteProfile> {
    const s = await this.repository.getMany(PROFILE_KEYS);
    const phone = s.get('owner.phone');
    return {
      name: localise(s.get('owner.name'), lang),
      title: localise(s.get('owner.title'), lang),
      tagline: localise(s.get('owner.tagline'), lang),
      email: localise(s.get('owner.email'), lang),
      phone: typeof phone === 'string' && phone.trim() !== '' ? phone : null,
      location: localise(s.get('owner.location'), lang),
      links: Array.isArray(s.get('owner.links')) ? (s.get('owner.links') as SocialLink[]) : [],
      lang,
    };
  }
}

/** The service on the app's database. */
export function siteService(app: FastifyInstance): SiteService {
  return new SiteService(new SiteRepository(app.db));
}
