import { LANGUAGE_CODES, type StoryTranslation } from '@site/contracts';
import type { Db } from '../../db/database.js';
import { avatarWebp } from '../../db/seed-avatar.js';
import type { FileStorage } from '../../plugins/storage.js';
import { SiteRepository } from '../site/site.repository.js';
import { ReunionStoriesRepository, type StoryTranslations } from './reunion-stories.repository.js';
import { SEED_STORY_FACTS, SEED_STORY_SLUGS, STORY_SEED, type SeedStorySlug } from './seed/index.js';
import { sanitizeStoryHtml } from './story-html.js';

/** Marks that the sample stories were created, so that the owner's deletions stick. */
const STORIES_SEEDED = 'seed.reunion-stories';

/** A story's texts in every language that has them; a language with only some texts keeps those. */
function translationsOf(slug: SeedStorySlug): StoryTranslations {
  const out: StoryTranslations = {};
  for (const code of LANGUAGE_CODES) {
    const text = STORY_SEED[code]?.[slug];
    if (!text?.title) continue;
    out[code] = {
      title: text.title,
      excerpt: text.excerpt ?? '',
      body: text.body ? sanitizeStoryHtml(text.body) : '',
      family_quote: text.family_quote ?? '',
      family_member: text.family_member ?? '',
      how_found: text.how_found ?? '',
    } satisfies StoryTranslation;
  }
  return out;
}

/**
 * The sample stories of the reunion platform: five fictional success stories with drawn avatars, eleven news
 * articles (3 platform, 2 emergency, 4 community, 2 reports; the emergency alerts are fictional samples) and
 * three guides. Once per database.
 */
export async function seedReunionStories(db: Db, storage: FileStorage): Promise<string[]> {
  const settings = new SiteRepository(db);
  if ((await settings.getMany([STORIES_SEEDED])).has(STORIES_SEEDED)) return [];
  const repo = new ReunionStoriesRepository(db);
  const existing = await repo.existingSlugs(SEED_STORY_SLUGS);
  const inserted: string[] = [];
  for (const slug of SEED_STORY_SLUGS) {
    if (existing.has(slug)) continue;
    const facts = SEED_STORY_FACTS[slug];
    let imageUrl: string | null = null;
    let reunion = null;
    if ('reunion' in facts) {
      const { gender, age, ...record } = facts.reunion;
      const key = `seed/reunion-stories/${slug}.webp`;
      await storage.put(key, await avatarWebp({ case_number: slug, gender, age }));
      imageUrl = storage.urlOf(key);
      reunion = record;
    }
    const at = `${facts.published_at}T08:00:00.000Z`;
    await repo.create(
      {
        slug,
        kind: facts.kind,
        is_sample: facts.is_sample,
        published: true,
        published_at: at,
        image_url: imageUrl,
        translations: translationsOf(slug),
        reunion,
        news: 'news' in facts ? { ...facts.news, tags: [...facts.news.tags] } : null,
      },
      at,
    );
    inserted.push(`reunion-story:${slug}`);
  }
  await settings.setMany({ [STORIES_SEEDED]: new Date().toISOString() });
  return inserted;
}
