import {
  adminStorySchema,
  pagedSchema,
  savedResponseSchema,
  STORY_CODES,
  storyListResponseSchema,
  storyResponseSchema,
  newsCountsResponseSchema,
} from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { suiteAdminHeaders, suiteApp, TEST_DIALECT } from '../../test/helpers.js';

const page = pagedSchema(adminStorySchema);
const saved = savedResponseSchema(adminStorySchema);

let counter = 0;
const storyInput = (overrides: Record<string, unknown> = {}) => ({
  slug: `test-story-${++counter}`,
  kind: 'news',
  published: true,
  published_at: '2026-11-25',
  image_url: null,
  translations: {
    en: { title: 'Test news', excerpt: 'An excerpt.', body: '<p>Body text.</p>' },
    vi: { title: 'Tin thử nghiệm', excerpt: 'Tóm tắt.', body: '<p>Nội dung.</p>' },
  },
  news: { category: 'platform', priority: 'medium', featured: false, tags: ['test'] },
  ...overrides,
});

const reunionFacts = {
  name: 'Đinh Văn Thử',
  missing_days: 3,
  found_location: 'Đà Nẵng',
  distance_from_home_km: 12.5,
  volunteers_involved: 4,
  reunion_date: '2026-11-01',
  case_number: '',
};

describe(`reunion stories, admin (${TEST_DIALECT})`, () => {
  const t = suiteApp();
  const headers = suiteAdminHeaders(t);

  const create = async (overrides: Record<string, unknown> = {}) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/reunion/stories',
      headers,
      payload: storyInput(overrides),
    });
    expect(res.statusCode, res.body).toBe(201);
    return saved.parse(res.json()).data;
  };
  const refused = async (payload: unknown, url = '/api/admin/reunion/stories', method: 'POST' | 'PUT' = 'POST') => {
    const res = await t.app.inject({ method, url, headers, payload: payload as Record<string, unknown> });
    return { status: res.statusCode, body: res.json() as { codes?: Record<string, string[]> } };
  };
  const publicStory = (slug: string, lang = 'en') => t.app.inject({ url: `/api/reunion/stories/${slug}?lang=${lang}` });
  const counts = async () =>
    newsCountsResponseSchema.parse((await t.app.inject({ url: '/api/reunion/news/counts' })).json()).data;

  it('requires the admin token on every admin route', async () => {
    const routes = t.app.routeList.filter((route) => route.url.startsWith('/api/admin/reunion/stories'));
    expect(routes.length).toBe(6);
    for (const route of routes) {
      const method = (Array.isArray(route.method) ? route.method[0] : route.method) as 'GET';
      const res = await t.app.inject({ method, url: route.url.replace(':id', '1'), payload: {} });
      expect(res.statusCode, `${method} ${route.url}`).toBe(401);
    }
  });

  it('lists every story with its texts in all languages, filtered by kind, publish state and search', async () => {
    const all = page.parse((await t.app.inject({ url: '/api/admin/reunion/stories?per_page=100', headers })).json());
    expect(all.total).toBeGreaterThanOrEqual(19);
    const guides = page.parse((await t.app.inject({ url: '/api/admin/reunion/stories?kind=guide', headers })).json());
    expect(guides.total).toBe(3);
    expect(guides.data[0]!.translations.vi!.title.length).toBeGreaterThan(5);
    // Diacritics-insensitive search over every language's texts.
    const found = page.parse(
      (await t.app.inject({ url: '/api/admin/reunion/stories?search=sa%20sut%20tri%20tue', headers })).json(),
    );
    expect(found.data.map((story) => story.slug)).toContain('protecting-children-and-elders-with-dementia');
  });

  it('creates a news article: public at once, counted in its tab, audited', async () => {
    const before = await counts();
    const story = await create();
    expect(story).toMatchObject({ kind: 'news', published: true, is_sample: false, reunion: null });
    expect(story.published_at.startsWith('2026-11-25')).toBe(true);
    const res = await publicStory(story.slug, 'vi');
    expect(res.statusCode).toBe(200);
    expect(storyResponseSchema.parse(res.json()).data.title).toBe('Tin thử nghiệm');
    expect((await counts()).platform).toBe(before.platform + 1);
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select(['action', 'subject'])
      .where('action', '=', 'reunion-story.created')
      .where('subject', '=', story.slug)
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('creates a success story with its facts and per-language quote; drops the facts of other kinds', async () => {
    const story = await create({
      kind: 'reunion',
      reunion: reunionFacts,
      translations: {
        en: {
          title: 'Home again',
          excerpt: 'Found.',
          body: '<p>Found after three days.</p>',
          family_quote: 'Thank you all.',
          family_member: 'Her son',
          how_found: 'A neighbour saw the post.',
        },
        vi: { title: 'Đã về nhà', excerpt: 'Đã tìm thấy.', body: '<p>Tìm thấy sau ba ngày.</p>' },
      },
    });
    expect(story.news).toBeNull();
    expect(story.reunion).toMatchObject({ name: 'Đinh Văn Thử', distance_from_home_km: 12.5, case_number: null });
    // The Vietnamese texts lack the quote: the public answer takes it from English rather than showing nothing.
    const pub = storyResponseSchema.parse((await publicStory(story.slug, 'vi')).json()).data;
    expect(pub.title).toBe('Đã về nhà');
    expect(pub.reunion).toMatchObject({ family_quote: 'Thank you all.', how_found: 'A neighbour saw the post.' });
  });

  it('falls back to Vietnamese when English has no text for a field and the language asked has none', async () => {
    const story = await create({
      kind: 'reunion',
      reunion: reunionFacts,
      translations: {
        en: { title: 'Together', excerpt: 'Found.', body: '<p>Found.</p>' },
        vi: {
          title: 'Bên nhau',
          excerpt: 'Đã tìm thấy.',
          body: '<p>Đã tìm thấy.</p>',
          family_quote: 'Cảm ơn mọi người.',
        },
      },
    });
    const pub = storyResponseSchema.parse((await publicStory(story.slug, 'ja')).json()).data;
    expect(pub).toMatchObject({ lang: 'en', title: 'Together' });
    expect(pub.reunion!.family_quote).toBe('Cảm ơn mọi người.');
  });

  it('sanitises the body on save: scripts, handlers and javascript: addresses never reach a reader', async () => {
    const hostile =
      '<p onmouseover="steal()">Read <a href="javascript:alert(1)">this</a></p><script>fetch("/x")</script>' +
      '<img src="x" onerror="alert(1)"><iframe src="https://evil.example"></iframe><h2>Safe</h2>';
    const story = await create({
      translations: { en: { title: 'Hostile', excerpt: 'x', body: hostile } },
    });
    const stored = story.translations.en!.body;
    expect(stored).toBe('<p>Read <a>this</a></p><img src="x" /><h2>Safe</h2>');
    const pub = storyResponseSchema.parse((await publicStory(story.slug)).json()).data;
    expect(pub.body).not.toMatch(/script|onerror|onmouseover|javascript:|iframe/i);
  });

  it('refuses a body that is nothing once sanitised', async () => {
    const { status, body } = await refused(
      storyInput({ translations: { en: { title: 'Empty', excerpt: 'x', body: '<script>alert(1)</script>' } } }),
    );
    expect(status).toBe(422);
    expect(body.codes?.['translations.en.body']).toEqual([STORY_CODES.bodyRequired]);
  });

  it('refuses hostile and malformed input with field codes', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [storyInput({ slug: 'Bad Slug' }), 'slug'],
      [storyInput({ slug: '../etc/passwd' }), 'slug'],
      [storyInput({ slug: 'x'.repeat(81) }), 'slug'],
      // A list page's address: /stories/news must stay the news list.
      [storyInput({ slug: 'news' }), 'slug'],
      [storyInput({ slug: 'guides' }), 'slug'],
      [storyInput({ kind: 'reunion' }), 'reunion'],
      [storyInput({ news: null }), 'news'],
      [
        storyInput({ translations: { vi: { title: 'Chỉ tiếng Việt', excerpt: 'x', body: '<p>x</p>' } } }),
        'translations.en',
      ],
      [storyInput({ translations: { en: { title: '', excerpt: 'x', body: 'x' } } }), 'translations.en.title'],
      [
        storyInput({ translations: { en: { title: 'x'.repeat(201), excerpt: 'x', body: 'x' } } }),
        'translations.en.title',
      ],
      [
        storyInput({ translations: { en: { title: 'T', excerpt: 'x', body: 'x'.repeat(60_001) } } }),
        'translations.en.body',
      ],
      [storyInput({ published_at: '2026-02-30' }), 'published_at'],
      [storyInput({ image_url: 'javascript:alert(1)' }), 'image_url'],
      [storyInput({ news: { category: 'gossip', priority: 'medium' } }), 'news.category'],
      [storyInput({ news: { category: 'platform', priority: 'urgent' } }), 'news.priority'],
      [storyInput({ news: { category: 'platform', priority: 'low', tags: Array(11).fill('t') } }), 'news.tags'],
      [storyInput({ kind: 'reunion', reunion: { ...reunionFacts, missing_days: -1 } }), 'reunion.missing_days'],
      [storyInput({ kind: 'reunion', reunion: { ...reunionFacts, name: '  ' } }), 'reunion.name'],
      [storyInput({ kind: 'reunion', reunion: { ...reunionFacts, case_number: 'DROP TABLE' } }), 'reunion.case_number'],
    ];
    for (const [payload, field] of cases) {
      const { status, body } = await refused(payload);
      expect(status, field).toBe(422);
      expect(
        Object.keys((body as { errors?: object }).errors ?? {}).some((key) => key.startsWith(field)),
        field,
      ).toBe(true);
    }
    expect((await refused('not json')).status).toBe(415);
    expect((await refused([])).status).toBe(422);
  });

  it('refuses a slug another story has, on create and on update (409)', async () => {
    const first = await create();
    const second = await create();
    const dup = await refused(storyInput({ slug: first.slug }));
    expect(dup.status).toBe(409);
    expect(dup.body.codes?.slug).toEqual([STORY_CODES.slugTaken]);
    const upd = await refused(storyInput({ slug: first.slug }), `/api/admin/reunion/stories/${second.id}`, 'PUT');
    expect(upd.status).toBe(409);
  });

  it('updates a story, keeping its date when none is given, and changes its kind cleanly', async () => {
    const story = await create();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/reunion/stories/${story.id}`,
      headers,
      payload: storyInput({ slug: story.slug, kind: 'guide', published_at: null }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const updated = saved.parse(res.json()).data;
    expect(updated).toMatchObject({ kind: 'guide', news: null, published_at: story.published_at });
  });

  it('publishes and withdraws: a withdrawn story is 404 and leaves the lists and the counts', async () => {
    const story = await create({ news: { category: 'reports', priority: 'low' } });
    const before = await counts();
    const withdraw = await t.app.inject({
      method: 'POST',
      url: `/api/admin/reunion/stories/${story.id}/publish`,
      headers,
      payload: { published: false },
    });
    expect(withdraw.statusCode).toBe(200);
    expect(saved.parse(withdraw.json()).data.published).toBe(false);
    expect((await publicStory(story.slug)).statusCode).toBe(404);
    expect((await counts()).reports).toBe(before.reports - 1);
    const lists = storyListResponseSchema.parse(
      (await t.app.inject({ url: '/api/reunion/stories?kind=news&per_page=50' })).json(),
    );
    expect(lists.data.map((item) => item.slug)).not.toContain(story.slug);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/reunion/stories/${story.id}/publish`,
      headers,
      payload: { published: true },
    });
    expect(again.statusCode).toBe(200);
    expect((await publicStory(story.slug)).statusCode).toBe(200);
  });

  it('a draft is never public', async () => {
    const draft = await create({ published: false });
    expect((await publicStory(draft.slug)).statusCode).toBe(404);
  });

  it('deletes a story; unknown ids are 404', async () => {
    const story = await create();
    const del = await t.app.inject({ method: 'DELETE', url: `/api/admin/reunion/stories/${story.id}`, headers });
    expect(del.statusCode).toBe(200);
    expect((await publicStory(story.slug)).statusCode).toBe(404);
    for (const [method, url] of [
      ['GET', '/api/admin/reunion/stories/999999'],
      ['DELETE', '/api/admin/reunion/stories/999999'],
    ] as const) {
      expect((await t.app.inject({ method, url, headers })).statusCode, url).toBe(404);
    }
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/reunion/stories/999999/publish',
      headers,
      payload: { published: true },
    });
    expect(res.statusCode).toBe(404);
  });

  it('the public answers carry only the public fields: no admin texts of other languages, no ids', async () => {
    const story = await create();
    const body = (await publicStory(story.slug)).body;
    expect(body).not.toContain('"translations"');
    expect(body).not.toContain('"id"');
    expect(body).not.toContain('Tin thử nghiệm');
    expect(body).not.toContain('"published":');
  });
});
