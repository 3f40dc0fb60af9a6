import { searchResponseSchema, SEARCH_LIMITS } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { suiteApp, TEST_DIALECT } from '../../test/helpers.js';

describe(`reunion search (${TEST_DIALECT})`, () => {
  const t = suiteApp();

  const search = async (query: string) => {
    const res = await t.app.inject({ url: `/api/reunion/search?${query}` });
    expect(res.statusCode, query).toBe(200);
    return searchResponseSchema.parse(res.json());
  };
  const titles = async (q: string, lang = 'vi') =>
    (await search(`q=${encodeURIComponent(q)}&lang=${lang}`)).data.map((hit) => hit.title);

  it('finds "Đà Nẵng" by "da nang", whatever the case, accents and punctuation', async () => {
    const results = await search('q=da+nang&lang=vi');
    expect(results.total).toBeGreaterThanOrEqual(1);
    expect(results.data[0]).toMatchObject({
      kind: 'case',
      title: 'Võ Thị Thu Trang',
      href: '/reunion/cases/VN-2026-00006',
      status: 'investigating',
      is_sample: true,
    });
    expect(results.data[0]!.place).toBe('Phường Hải Châu, Đà Nẵng');
    for (const q of ['Đà Nẵng', 'ĐÀ NẴNG', 'da-nang', '  dà   năng ']) {
      expect((await titles(q))[0], q).toBe('Võ Thị Thu Trang');
    }
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
    const vi = await search('q=da+nang&lang=vi');
    const en = await search('q=da+nang&lang=en');
    expect(en.data[0]!.href).toBe(vi.data[0]!.href);
    expect(en.data[0]!.excerpt).not.toBe(vi.data[0]!.excerpt);
  });

  it('pages the results', async () => {
    const all = await search('q=phuong&lang=en&per_page=50');
    expect(all.total).toBe(12);
    const second = await search('q=phuong&lang=en&per_page=5&page=2');
    expect(second).toMatchObject({ total: 12, current_page: 2, last_page: 3, per_page: 5 });
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
    expect((await search(`q=${encodeURIComponent('<script>alert(1)</script>')}`)).total).toBe(0);
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
