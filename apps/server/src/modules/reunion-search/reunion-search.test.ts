import { searchResponseSchema } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { SEED_CASE_FACTS, SEED_CASE_KEYS } from '../../db/seed-content/reunion/index.js';
import { adminHeaders, suiteApp, TEST_DIALECT } from '../../test/helpers.js';

describe(`reunion search (${TEST_DIALECT})`, () => {
  const t = suiteApp();

  const search = async (query: string) => {
    const res = await t.app.inject({ url: `/api/reunion/search?${query}` });
    expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
    return { page: searchResponseSchema.parse(res.json()), body: res.body };
  };

  it('finds "Đà Nẵng" by "da nang": the cases there and the stories that mention it', async () => {
    const { page } = await search('q=da%20nang&per_page=50');
    const cases = page.data.filter((item) => item.type === 'case');
    expect(cases.length).toBeGreaterThan(0);
    for (const item of cases) {
      expect(item.summary).toContain('Đà Nẵng');
      expect(item.url).toMatch(/^\/reunion\/cases\/VN-\d{4}-\d{5}$/);
    }
    const stories = page.data.filter((item) => item.type === 'story');
    expect(stories.map((item) => item.url)).toContain('/stories/sample-volunteer-meetup-in-da-nang');
    // Folding works on every spelling of the query.
    const upper = await search('q=%C4%90%C3%80%20N%E1%BA%B4NG&per_page=50');
    expect(upper.page.total).toBe(page.total);
  });

  it('ranks a name or title match before a match elsewhere', async () => {
    const { page } = await search('q=sample%20alert&per_page=50');
    expect(page.data[0]!.title).toMatch(/^Sample alert/);
    const ranks = page.data.map((item) => (/sample alert/i.test(item.title) ? 0 : 1));
    expect(ranks).toEqual([...ranks].sort());
  });

  it('finds a case by its number and by a name without its marks', async () => {
    const facts = SEED_CASE_FACTS[SEED_CASE_KEYS[0]!];
    const byNumber = await search(`q=${facts.case_number}`);
    expect(byNumber.page.data[0]).toMatchObject({ type: 'case', case_number: facts.case_number, is_sample: true });
    const plain = facts.full_name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[đĐ]/g, 'd');
    const byName = await search(`q=${encodeURIComponent(plain)}`);
    expect(byName.page.data[0]!.title).toBe(facts.full_name);
  });

  it('answers in the requested language, with the English fallback', async () => {
    const vi = await search('q=24%20gio&lang=vi');
    expect(vi.page.data[0]).toMatchObject({ type: 'story', title: 'Cần làm gì trong 24 giờ đầu tiên', kind: 'guide' });
    const fr = await search('q=first%2024%20hours&lang=fr');
    expect(fr.page.data[0]!.title).toBe('What to do in the first 24 hours');
  });

  it('pages the results', async () => {
    const first = await search('q=a&per_page=5');
    expect(first.page.total).toBeGreaterThan(5);
    const second = await search('q=a&per_page=5&page=2');
    expect(second.page.current_page).toBe(2);
    expect(second.page.data.map((item) => item.url)).not.toEqual(first.page.data.map((item) => item.url));
  });

  it('finds nothing for a blank or unmatched query, and takes hostile text literally', async () => {
    for (const q of ['', '%20%20', 'zzzzqqqq', '%25', '_', "'%20or%201=1--"]) {
      const { page } = await search(`q=${q}`);
      expect(page.total, q).toBe(0);
      expect(page.data).toEqual([]);
    }
    // Markup in a query is only its words ("script", as in "description"): nothing runs, nothing breaks.
    const markup = await search('q=%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(markup.body).not.toContain('<script>');
    const long = await t.app.inject({ url: `/api/reunion/search?q=${'a'.repeat(101)}` });
    expect(long.statusCode).toBe(422);
    const badPage = await t.app.inject({ url: '/api/reunion/search?q=a&page=0' });
    expect(badPage.statusCode).toBe(422);
  });

  it('never finds nor answers a reporter’s details, and never an unpublished story', async () => {
    // Three reporters' names, phones and emails: each a query that must find nothing of theirs.
    for (const key of SEED_CASE_KEYS.slice(0, 3)) {
      const contact = SEED_CASE_FACTS[key].contact;
      if (!contact) continue;
      for (const secret of [contact.reporter_name, contact.phone, contact.email].filter(Boolean) as string[]) {
        const { page, body } = await search(`q=${encodeURIComponent(secret)}&per_page=50`);
        expect(body, secret).not.toContain(secret);
        expect(page.data.every((item) => item.type !== 'case' || !item.title.includes(secret))).toBe(true);
      }
    }
    const headers = await adminHeaders(t.app);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/reunion/stories',
      headers,
      payload: {
        slug: 'draft-zebra-story',
        kind: 'guide',
        published: false,
        translations: { en: { title: 'Zebra draft', excerpt: 'x', body: '<p>x</p>' } },
      },
    });
    expect(created.statusCode).toBe(201);
    expect((await search('q=zebra')).page.total).toBe(0);
  });
});
