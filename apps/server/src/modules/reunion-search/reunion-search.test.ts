import { searchResponseSchema, SEARCH_LIMITS } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { suiteAdminHeaders, suiteApp, TEST_DIALECT } from '../../test/helpers.js';

describe(`reunion search (${TEST_DIALECT})`, () => {
  const t = suiteApp();
  const headers = suiteAdminHeaders(t);

  const search = async (query: string) => {
    const res = await t.app.inject({ url: `/api/reunion/search?${query}` });
    expect(res.statusCode, query).toBe(200);
    return searchResponseSchema.parse(res.json());
  };
  /** The titles of the cases found (stories are found too: their own test). */
  const titles = async (q: string, lang = 'vi') =>
    (await search(`q=${encodeURIComponent(q)}&lang=${lang}&per_page=50`)).data
      .filter((hit) => hit.kind === 'case')
      .map((hit) => hit.title);

  it('finds "Đà Nẵng" by "da nang", whatever the case, accents and punctuation', async () => {
    const results = await search('q=da+nang&lang=vi');
    expect(results.total).toBeGreaterThanOrEqual(1);
    const cases = results.data.filter((hit) => hit.kind === 'case');
    expect(cases[0]).toMatchObject({
      kind: 'case',
      title: 'Võ Thị Thu Trang',
      href: '/reunion/cases/VN-2026-00006',
      status: 'investigating',
      is_sample: true,
    });
    expect(cases[0]!.place).toBe('Phường Hải Châu, Đà Nẵng');
    for (const q of ['Đà Nẵng', 'ĐÀ NẴNG', 'da-nang', '  dà   năng ']) {
      expect((await titles(q))[0], q).toBe('Võ Thị Thu Trang');
    }
  });

  it('finds the published stories, news and guides too, by their texts in any language', async () => {
    const hits = (await search('q=da+nang&lang=en&per_page=50')).data;
    const meetup = hits.find((hit) => hit.title === 'Sample event: volunteer meetup in Đà Nẵng');
    expect(meetup).toMatchObject({ kind: 'news', status: null, place: null });
    expect(meetup!.href).toMatch(/^\/stories\/[a-z0-9-]+$/);
    const guide = (await search('q=first+24+hours&lang=en')).data[0];
    expect(guide).toMatchObject({ kind: 'guide', title: 'What to do in the first 24 hours' });
    // The guide's Vietnamese text finds it too, answered in the asked language.
    const vi = (await search('q=24+gio+dau+tien&lang=en')).data.map((hit) => hit.title);
    expect(vi).toContain('What to do in the first 24 hours');
  });

  it('never finds a withdrawn story', async () => {
    const guide = (await search('q=first+24+hours&lang=en')).data[0]!;
    const slug = guide.href.split('/').pop()!;
    const list = await t.app.inject({ url: '/api/admin/reunion/stories?per_page=100', headers });
    const story = (list.json() as { data: { id: number; slug: string }[] }).data.find((item) => item.slug === slug)!;
    const withdraw = await t.app.inject({
      method: 'POST',
      url: `/api/admin/reunion/stories/${story.id}/publish`,
      headers,
      payload: { published: false },
    });
    expect(withdraw.statusCode).toBe(200);
    expect((await search('q=first+24+hours&lang=en')).data.map((hit) => hit.href)).not.toContain(guide.href);
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/reunion/stories/${story.id}/publish`,
      headers,
      payload: { published: true },
    });
  });

  it('folds đ as d both ways', async () => {
    expect(await titles('dang van lam')).toEqual(['Đặng Văn Lâm']);
    expect(await titles('Đak Lak')).toEqual(["H'Linh Niê"]);
  });

  it('needs every word, and ranks the name before the place before the description', async () => {
    expect((await titles('trang da nang'))[0]).toBe('Võ Thị Thu Trang');
    expect(await titles('trang zzqx')).toEqual([]);
    // "trang": a name (Thu Trang) and a commune (Nha Trang); "thu trang" is the whole name's end.
    const trang = await titles('thu trang');
    expect(trang[0]).toBe('Võ Thị Thu Trang');
  });

  it('searches the texts in every language, answering in the asked one', async () => {
    const caseOf = async (lang: string) =>
      (await search(`q=da+nang&lang=${lang}`)).data.find((hit) => hit.kind === 'case')!;
    const [vi, en] = [await caseOf('vi'), await caseOf('en')];
    expect(en.href).toBe(vi.href);
    expect(en.excerpt).not.toBe(vi.excerpt);
  });

  it('pages the results', async () => {
    const all = await search('q=phuong&lang=en&per_page=50');
    // The twelve cases' communes are all "phường"; some stories name one too.
    expect(all.data.filter((hit) => hit.kind === 'case')).toHaveLength(12);
    const second = await search('q=phuong&lang=en&per_page=5&page=2');
    expect(second).toMatchObject({ total: all.total, current_page: 2, last_page: Math.ceil(all.total / 5) });
    expect(second.data.map((hit) => hit.href)).toEqual(all.data.slice(5, 10).map((hit) => hit.href));
    const beyond = await search('q=phuong&lang=en&per_page=5&page=9');
    expect(beyond.data).toEqual([]);
  });

  it('ignores an empty or blank query: nothing found, nothing searched', async () => {
    for (const query of ['', 'q=', 'q=%20%20', 'q=...', 'q=-']) {
      const results = await search(query);
      expect(results, query).toMatchObject({ total: 0, data: [], current_page: 1, last_page: 1 });
    }
  });

  it('takes hostile text as text: LIKE wildcards, quotes, markup', async () => {
    expect((await search('q=%25')).total).toBe(0);
    expect((await search('q=_')).total).toBe(0);
    // Quotes and operators are separators: "or" and "1" are searched as words, and the table is still there.
    await search(`q=${encodeURIComponent("'; drop table reunion_cases; --")}`);
    expect((await search('q=da+nang')).total).toBeGreaterThanOrEqual(1);
    // Markup is words here ("script" is inside "description"): found or not, nothing comes back as markup.
    const markup = await t.app.inject({
      url: `/api/reunion/search?q=${encodeURIComponent('<script>alert(1)</script>')}`,
    });
    expect(markup.statusCode).toBe(200);
    expect(markup.body).not.toMatch(/<script/i);
    expect((await search(`q=${encodeURIComponent('\u0000\u202e')}`)).total).toBe(0);
  });

  it('refuses a query over the length limit and a bad page, with the one error shape', async () => {
    const long = await t.app.inject({ url: `/api/reunion/search?q=${'a'.repeat(SEARCH_LIMITS.queryMax + 1)}` });
    expect(long.statusCode).toBe(422);
    expect(long.json()).toHaveProperty('errors.q');
    const page = await t.app.inject({ url: '/api/reunion/search?q=a&page=0' });
    expect(page.statusCode).toBe(422);
    const perPage = await t.app.inject({ url: `/api/reunion/search?q=a&per_page=${SEARCH_LIMITS.perPageMax + 1}` });
    expect(perPage.statusCode).toBe(422);
  });
});
