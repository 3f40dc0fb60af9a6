import {
  LANGUAGE_CODES,
  newsCountsResponseSchema,
  storyListResponseSchema,
  storyResponseSchema,
  type Story,
} from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { suiteApp, TEST_DIALECT } from '../../test/helpers.js';
import { SEED_STORY_FACTS, SEED_STORY_SLUGS, STORY_SEED } from './seed/index.js';

const PUBLIC_KEYS = [
  'body',
  'excerpt',
  'image_url',
  'is_sample',
  'kind',
  'lang',
  'news',
  'published_at',
  'reunion',
  'slug',
  'title',
].sort();

describe(`reunion stories, public (${TEST_DIALECT})`, () => {
  const t = suiteApp();

  const list = async (query = '') => {
    const res = await t.app.inject({ url: `/api/reunion/stories${query}` });
    expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
    return storyListResponseSchema.parse(res.json());
  };
  const one = async (slug: string, query = '') => {
    const res = await t.app.inject({ url: `/api/reunion/stories/${slug}${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return storyResponseSchema.parse(res.json()).data;
  };

  describe('list', () => {
    it('lists every published sample, newest first, nine a page by default', async () => {
      const page = await list();
      expect(page).toMatchObject({ total: SEED_STORY_SLUGS.length, current_page: 1, per_page: 9, last_page: 3 });
      expect(page.data).toHaveLength(9);
      const dates = page.data.map((item) => item.published_at);
      expect(dates).toEqual([...dates].sort().reverse());
      for (const item of page.data) expect(Object.keys(item).sort()).toEqual(PUBLIC_KEYS);
      const last = await list('?page=3');
      expect(last.data).toHaveLength(SEED_STORY_SLUGS.length - 18);
      expect((await list('?page=4')).data).toEqual([]);
    });

    it('filters by kind: five success stories with their facts, eleven news, three guides', async () => {
      const reunions = await list('?kind=reunion&per_page=50');
      expect(reunions.total).toBe(5);
      for (const story of reunions.data) {
        expect(story.kind).toBe('reunion');
        expect(story.is_sample).toBe(true);
        expect(story.news).toBeNull();
        expect(story.image_url).toMatch(/\.webp$/);
        expect(story.reunion).not.toBeNull();
        expect(story.reunion!.family_quote.length).toBeGreaterThan(20);
        expect(story.reunion!.volunteers_involved).toBeGreaterThan(0);
        expect(story.body).toContain('Sample story');
      }
      const news = await list('?kind=news&per_page=50');
      expect(news.total).toBe(11);
      for (const story of news.data) {
        expect(story.news).not.toBeNull();
        expect(story.reunion).toBeNull();
      }
      const guides = await list('?kind=guide');
      expect(guides.data.map((story) => story.slug).sort()).toEqual([
        'first-24-hours',
        'how-to-prepare-a-report',
        'protecting-children-and-elders-with-dementia',
      ]);
    });

    it('filters news by category, 3/2/4/2, and marks the emergency alerts as fictional samples', async () => {
      const counts: Record<string, number> = {};
      for (const category of ['platform', 'emergency', 'community', 'reports']) {
        const page = await list(`?kind=news&category=${category}`);
        counts[category] = page.total;
        for (const story of page.data) expect(story.news!.category).toBe(category);
      }
      expect(counts).toEqual({ platform: 3, emergency: 2, community: 4, reports: 2 });
      const alerts = await list('?kind=news&category=emergency');
      for (const alert of alerts.data) {
        expect(alert.is_sample).toBe(true);
        expect(alert.title).toMatch(/^Sample alert/);
        expect(alert.body).toContain('Fictional sample alert');
      }
      expect(alerts.data.map((alert) => alert.news!.priority).sort()).toEqual(['critical', 'high']);
    });

    it('answers in the requested language, Vietnamese with its diacritics', async () => {
      const page = await list('?kind=guide&lang=vi');
      const titles = page.data.map((story) => story.title);
      expect(titles).toContain('Cần làm gì trong 24 giờ đầu tiên');
      for (const story of page.data) expect(story.lang).toBe('vi');
    });

    it('has the three guides in all ten languages', async () => {
      for (const lang of LANGUAGE_CODES) {
        const page = await list(`?kind=guide&lang=${lang}`);
        expect(page.data, lang).toHaveLength(3);
        for (const story of page.data) {
          expect(story.lang, `${lang} ${story.slug}`).toBe(lang);
          expect(story.title).toBe(STORY_SEED[lang]?.[story.slug as 'first-24-hours']?.title);
        }
      }
    });

    it('falls back to English for a language without the texts', async () => {
      // The sample news are written in English and Vietnamese only.
      const slug = 'the-map-works-offline';
      const untranslated = LANGUAGE_CODES.filter((code) => !STORY_SEED[code]?.[slug]);
      expect(untranslated).toHaveLength(8);
      for (const lang of untranslated) {
        const story = await one(slug, `?lang=${lang}`);
        expect(story.lang, lang).toBe('en');
        expect(story.title).toBe(STORY_SEED.en[slug].title);
      }
    });

    it('refuses malformed queries', async () => {
      for (const query of ['?kind=poem', '?category=gossip', '?page=0', '?per_page=51', '?page=abc']) {
        const res = await t.app.inject({ url: `/api/reunion/stories${query}` });
        expect(res.statusCode, query).toBe(422);
      }
      // An unknown language is read as the site's default, English.
      const page = await list('?kind=guide&lang=xx');
      for (const story of page.data) expect(story.lang).toBe('en');
    });
  });

  describe('detail', () => {
    it('answers one story by its slug, with its whole body', async () => {
      const story: Story = await one('how-to-prepare-a-report', '?lang=vi');
      expect(story.title).toBe('Cách chuẩn bị một tin báo người mất tích');
      expect(story.body).toContain('<h2>Về người mất tích</h2>');
      expect(story.kind).toBe('guide');
      expect(story.is_sample).toBe(false);
    });

    it('answers 404 for an unknown slug and 422 for one that cannot be a slug', async () => {
      const missing = await t.app.inject({ url: '/api/reunion/stories/no-such-story' });
      expect(missing.statusCode).toBe(404);
      for (const bad of ['UPPER', 'a--b', '-a', 'a_b', 'x'.repeat(81), '%3Cscript%3E', "a'%20or%201=1"]) {
        const res = await t.app.inject({ url: `/api/reunion/stories/${bad}` });
        expect(res.statusCode, bad).toBe(422);
      }
    });

    it('every seeded success story is fictional and says so in every language it has', async () => {
      for (const slug of SEED_STORY_SLUGS) {
        const facts = SEED_STORY_FACTS[slug];
        if (facts.kind !== 'reunion') continue;
        expect(slug.startsWith('sample-')).toBe(true);
        expect((await one(slug, '?lang=vi')).body).toContain('Câu chuyện mẫu');
        expect((await one(slug, '?lang=en')).body).toContain('Sample story');
      }
    });
  });

  describe('news counts', () => {
    it('counts the published news per category', async () => {
      const res = await t.app.inject({ url: '/api/reunion/news/counts' });
      expect(res.statusCode).toBe(200);
      expect(newsCountsResponseSchema.parse(res.json()).data).toEqual({
        total: 11,
        platform: 3,
        emergency: 2,
        community: 4,
        reports: 2,
      });
    });
  });
});
