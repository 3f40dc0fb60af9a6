import { LANGUAGE_CODES, type LanguageCode } from '@site/contracts';
import { ReunionLandingRepository } from '../modules/reunion-landing/reunion-landing.repository.js';
import {
  sloganWrite,
  sponsorWrite,
  statWrite,
  testimonialWrite,
} from '../modules/reunion-landing/reunion-landing.service.js';
import { SiteRepository } from '../modules/site/site.repository.js';
import type { FileStorage } from '../plugins/storage.js';
import type { Db } from './database.js';
import { avatarWebp } from './seed-avatar.js';
import {
  LANDING_SEED,
  SEED_SLOGAN_FACTS,
  SEED_SLOGAN_KEYS,
  SEED_SPONSOR_FACTS,
  SEED_SPONSOR_KEYS,
  SEED_STAT_KEYS,
  SEED_TESTIMONIAL_FACTS,
  SEED_TESTIMONIAL_KEYS,
  type LandingSeedTexts,
} from './seed-content/reunion-landing/index.js';

/** Marks that the landing content was created, so that the owner's deletions stick. */
const LANDING_SEEDED = 'seed.reunion-landing';

/** One item's texts in every language. */
function everyLanguage<T>(pick: (texts: LandingSeedTexts) => T): Record<LanguageCode, T> & { en: T } {
  return Object.fromEntries(LANGUAGE_CODES.map((code) => [code, pick(LANDING_SEED[code])])) as Record<
    LanguageCode,
    T
  > & { en: T };
}

/**
 * The landing page's demo content, once per database: the four national statistics (their sources say they
 * are illustrative until the owner cites real ones), nine fictional sample sponsors, five fictional sample
 * testimonials with drawn avatars, and the five slogans, each in all ten languages.
 */
export async function seedReunionLanding(db: Db, storage: FileStorage): Promise<string[]> {
  const settings = new SiteRepository(db);
  if ((await settings.getMany([LANDING_SEEDED])).has(LANDING_SEEDED)) return [];
  const repo = new ReunionLandingRepository(db);
  const inserted: string[] = [];

  const statKeys = await repo.itemKeys('stat');
  for (const [index, key] of SEED_STAT_KEYS.entries()) {
    if (statKeys.has(key)) continue;
    const write = statWrite(
      {
        key,
        source_url: null,
        sort_order: index,
        is_published: true,
        translations: everyLanguage((t) => t.stats[key]),
      },
      false,
    );
    await repo.createItem('stat', write);
    inserted.push(`landing-stat:${key}`);
  }

  for (const [index, key] of SEED_SPONSOR_KEYS.entries()) {
    const facts = SEED_SPONSOR_FACTS[key];
    const write = sponsorWrite(
      {
        ...facts,
        website: null,
        sort_order: index,
        is_published: true,
        translations: everyLanguage((t) => t.sponsors[key]),
      },
      true,
    );
    await repo.createItem('sponsor', write);
    inserted.push(`landing-sponsor:${key}`);
  }

  for (const [index, key] of SEED_TESTIMONIAL_KEYS.entries()) {
    const facts = SEED_TESTIMONIAL_FACTS[key];
    const avatarKey = `seed/reunion-landing/testimonial-${key}.webp`;
    await storage.put(
      avatarKey,
      await avatarWebp({ case_number: `testimonial-${key}`, gender: facts.gender, age: facts.age }),
    );
    const write = testimonialWrite(
      {
        name: facts.name,
        avatar_url: storage.urlOf(avatarKey),
        sort_order: index,
        is_published: true,
        translations: everyLanguage((t) => t.testimonials[key]),
      },
      true,
    );
    await repo.createItem('testimonial', write);
    inserted.push(`landing-testimonial:${key}`);
  }

  for (const [index, key] of SEED_SLOGAN_KEYS.entries()) {
    const write = sloganWrite(
      {
        ...SEED_SLOGAN_FACTS[key],
        sort_order: index,
        is_published: true,
        translations: everyLanguage((t) => t.slogans[key]),
      },
      false,
    );
    await repo.createItem('slogan', write);
    inserted.push(`landing-slogan:${key}`);
  }

  await settings.setMany({ [LANDING_SEEDED]: new Date().toISOString() });
  return inserted;
}
