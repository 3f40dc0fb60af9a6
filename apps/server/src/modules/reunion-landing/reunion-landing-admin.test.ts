import {
  adminSloganSchema,
  adminSponsorSchema,
  adminStatSchema,
  adminTestimonialSchema,
  enquiryPageSchema,
  itemResponseSchema,
  LANDING_ERRORS,
  savedResponseSchema,
  submittedStoryPageSchema,
  submittedStorySchema,
} from '@site/contracts';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { suiteAdminHeaders, suiteApp, TEST_DIALECT } from '../../test/helpers.js';

const BASE = '/api/admin/reunion/landing';

const statInput = (overrides: Record<string, unknown> = {}) => ({
  key: 'found_this_year',
  source_url: 'https://example.org/report-2026',
  sort_order: 9,
  translations: {
    en: { value: '120', label: 'people found this year', source: 'Example report, page 4' },
    vi: { value: '120', label: 'người được tìm thấy năm nay', source: 'Báo cáo ví dụ, trang 4' },
  },
  ...overrides,
});
const sponsorInput = (overrides: Record<string, unknown> = {}) => ({
  name: 'Test Partner',
  category: 'technology',
  website: 'https://partner.example',
  colour: '#123abc',
  icon: 'cpu',
  translations: { en: { description: 'Hosts our test servers.' } },
  ...overrides,
});
const testimonialInput = (overrides: Record<string, unknown> = {}) => ({
  name: 'Test Voice',
  avatar_url: '/media/test.webp',
  translations: { en: { role: 'Volunteer', location: 'Huế', content: 'I help every weekend.' } },
  ...overrides,
});
const sloganInput = (overrides: Record<string, unknown> = {}) => ({
  hashtag: '#ThửNghiệm',
  icon: 'star',
  translations: { en: { title: 'Test slogan', content: 'A slogan for the test.' } },
  ...overrides,
});

describe(`reunion landing admin (${TEST_DIALECT})`, () => {
  const t = suiteApp({ CONTACT_RATE_LIMIT_MAX: '1000' });
  const headers = suiteAdminHeaders(t);

  const call = (method: string, url: string, payload?: unknown) =>
    t.app.inject({ method: method as 'GET', url: `${BASE}${url}`, headers, payload: payload as object });
  const landing = async (lang = 'en') => (await t.app.inject({ url: `/api/reunion/landing?lang=${lang}` })).json().data;

  it('requires the admin token on every admin route', async () => {
    const routes = t.app.routeList.filter((route) => route.url.startsWith(`${BASE}/`));
    expect(routes.length).toBe(22);
    for (const route of routes) {
      const url = route.url.replace(':id', '1');
      const anonymous = await t.app.inject({ method: route.method as 'GET', url, payload: {} });
      expect(anonymous.statusCode, `${route.method} ${url}`).toBe(401);
      const forged = await t.app.inject({
        method: route.method as 'GET',
        url,
        payload: {},
        headers: { authorization: 'Bearer not-a-token' },
      });
      expect(forged.statusCode, `${route.method} ${url}`).toBe(401);
    }
  });

  it('lists each kind in display order with every language and the sample mark', async () => {
    const stats = z.array(adminStatSchema).parse((await call('GET', '/stats')).json().data);
    expect(stats.map((stat) => stat.key)).toEqual(['missing_people', 'golden_time', 'unsolved', 'awareness']);
    expect(Object.keys(stats[0]!.translations)).toHaveLength(10);
    const sponsors = itemResponseSchema(z.array(adminSponsorSchema)).parse((await call('GET', '/sponsors')).json());
    expect(sponsors.data).toHaveLength(9);
    expect(sponsors.data.every((sponsor) => sponsor.is_sample)).toBe(true);
    const testimonials = z.array(adminTestimonialSchema).parse((await call('GET', '/testimonials')).json().data);
    expect(testimonials.map((item) => item.translations.vi?.location)).toEqual([
      'Hà Nội',
      'TP.HCM',
      'Đà Nẵng',
      'Hải Phòng',
      'Cần Thơ',
    ]);
    const slogans = z.array(adminSloganSchema).parse((await call('GET', '/slogans')).json().data);
    expect(slogans).toHaveLength(5);
  });

  it('creates, updates and deletes a statistic; the public answer follows at once; audited', async () => {
    const created = await call('POST', '/stats', statInput());
    expect(created.statusCode, created.body).toBe(201);
    const stat = savedResponseSchema(adminStatSchema).parse(created.json()).data;
    expect(stat).toMatchObject({ key: 'found_this_year', is_sample: false, is_published: true, sort_order: 9 });
    expect(stat.translations.fr).toBeUndefined();
    // A language without its own text reads the English one.
    expect((await landing('fr')).stats.at(-1)).toMatchObject({
      key: 'found_this_year',
      label: 'people found this year',
    });
    expect((await landing('vi')).stats.at(-1).label).toBe('người được tìm thấy năm nay');

    const duplicate = await call('POST', '/stats', statInput());
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors.key[0]).toBe(LANDING_ERRORS.keyTaken);

    const hidden = await call('PUT', `/stats/${stat.id}`, statInput({ is_published: false }));
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect((await landing()).stats.some((item: { key: string }) => item.key === 'found_this_year')).toBe(false);
    const clash = await call('PUT', `/stats/${stat.id}`, statInput({ key: 'unsolved' }));
    expect(clash.statusCode).toBe(422);

    expect((await call('DELETE', `/stats/${stat.id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/stats/${stat.id}`)).statusCode).toBe(404);
    expect((await call('PUT', `/stats/${stat.id}`, statInput())).statusCode).toBe(404);
    const actions = await t.app.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', 'like', 'reunion-landing.%')
      .execute();
    expect(actions.map((row) => row.action)).toEqual([
      'reunion-landing.created',
      'reunion-landing.updated',
      'reunion-landing.deleted',
    ]);
  });

  it('a slogan the owner adds shows in the public landing in its language (English elsewhere), at its position', async () => {
    const before = (await landing('vi')).slogans as { title: string }[];
    const created = await call(
      'POST',
      '/slogans',
      sloganInput({
        hashtag: '#VềNhà',
        sort_order: 10_000,
        translations: {
          en: { title: 'Bring them home', content: 'Share a case today.' },
          vi: { title: 'Đưa người thân về nhà', content: 'Hãy chia sẻ một hồ sơ hôm nay.' },
        },
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const slogan = savedResponseSchema(adminSloganSchema).parse(created.json()).data;

    const vi = (await landing('vi')).slogans as { id: number; title: string; content: string; hashtag: string }[];
    expect(vi).toHaveLength(before.length + 1);
    // The highest position puts it last.
    expect(vi.at(-1)).toEqual({
      id: slogan.id,
      title: 'Đưa người thân về nhà',
      content: 'Hãy chia sẻ một hồ sơ hôm nay.',
      hashtag: '#VềNhà',
      icon: 'star',
    });
    expect((await landing('ja')).slogans.at(-1)).toMatchObject({ id: slogan.id, title: 'Bring them home' });

    // A rewrite (as the admin's editor sends it: the whole item) shows at once; a deletion too.
    const rewritten = await call(
      'PUT',
      `/slogans/${slogan.id}`,
      sloganInput({
        hashtag: '#VềNhà',
        sort_order: 10_000,
        translations: {
          en: { title: 'Bring them home', content: 'Share a case today.' },
          vi: { title: 'Cùng đưa người thân về nhà', content: 'Hãy chia sẻ một hồ sơ hôm nay.' },
        },
      }),
    );
    expect(rewritten.statusCode, rewritten.body).toBe(200);
    expect((await landing('vi')).slogans.at(-1).title).toBe('Cùng đưa người thân về nhà');
    expect((await call('DELETE', `/slogans/${slogan.id}`)).statusCode).toBe(200);
    expect(((await landing('vi')).slogans as { id: number }[]).some((item) => item.id === slogan.id)).toBe(false);
  });

  it('refuses malformed and hostile content with field messages', async () => {
    const cases: [string, unknown, string][] = [
      ['/stats', statInput({ key: 'Bad Key' }), 'key'],
      ['/stats', statInput({ source_url: 'javascript:alert(1)' }), 'source_url'],
      ['/stats', statInput({ translations: { vi: { value: '1', label: 'x', source: 'y' } } }), 'translations.en'],
      ['/stats', statInput({ translations: { en: { value: '', label: 'x', source: 'y' } } }), 'translations.en.value'],
      ['/sponsors', sponsorInput({ colour: 'red' }), 'colour'],
      ['/sponsors', sponsorInput({ category: 'secret' }), 'category'],
      ['/sponsors', sponsorInput({ icon: '<svg onload=alert(1)>' }), 'icon'],
      ['/sponsors', sponsorInput({ name: 'x'.repeat(101) }), 'name'],
      ['/testimonials', testimonialInput({ avatar_url: '//evil.example/a.png' }), 'avatar_url'],
      [
        '/testimonials',
        testimonialInput({ translations: { en: { content: 'x'.repeat(1001) } } }),
        'translations.en.content',
      ],
      ['/slogans', sloganInput({ hashtag: 'no hash' }), 'hashtag'],
      ['/slogans', sloganInput({ hashtag: '#two words' }), 'hashtag'],
    ];
    for (const [path, payload, field] of cases) {
      const res = await call('POST', path, payload);
      expect(res.statusCode, `${path} ${JSON.stringify(payload)}`).toBe(422);
      expect(Object.keys(res.json().errors), `${path} ${field}`).toContain(field);
    }
    expect((await call('POST', '/sponsors', 'not json')).statusCode).toBeGreaterThanOrEqual(400);
    // Text that looks like markup is stored and answered as text.
    const script = '<img src=x onerror=alert(1)>';
    const created = await call('POST', '/sponsors', sponsorInput({ name: script }));
    expect(created.statusCode).toBe(201);
    expect((await landing()).sponsors.some((sponsor: { name: string }) => sponsor.name === script)).toBe(true);
    expect((await call('DELETE', `/sponsors/${created.json().data.id}`)).statusCode).toBe(200);
  });

  it('edits a seeded sponsor, testimonial and slogan: they stay samples; a kind is its own (no cross-kind ids)', async () => {
    const sponsor = (await call('GET', '/sponsors')).json().data[0];
    const updated = await call('PUT', `/sponsors/${sponsor.id}`, sponsorInput({ name: 'Renamed Sample' }));
    expect(updated.json().data).toMatchObject({
      name: 'Renamed Sample',
      is_sample: true,
      website: 'https://partner.example',
    });
    expect((await call('PUT', `/slogans/${sponsor.id}`, sloganInput())).statusCode).toBe(404);
    expect((await call('DELETE', `/testimonials/${sponsor.id}`)).statusCode).toBe(404);

    const testimonial = (await call('POST', '/testimonials', testimonialInput())).json().data;
    expect(testimonial).toMatchObject({ name: 'Test Voice', avatar_url: '/media/test.webp', is_sample: false });
    const slogan = await call('POST', '/slogans', sloganInput({ is_published: false }));
    expect(slogan.statusCode).toBe(201);
    expect((await landing()).slogans.some((item: { hashtag: string }) => item.hashtag === '#ThửNghiệm')).toBe(false);
  });

  it('refuses a 51st item of a kind: the page shows every item at once', async () => {
    const existing = (await call('GET', '/slogans')).json().data.length as number;
    for (let n = existing; n < 50; n++) {
      const res = await call('POST', '/slogans', sloganInput({ hashtag: `#Thêm${n}`, is_published: false }));
      expect(res.statusCode, res.body).toBe(201);
    }
    const refused = await call('POST', '/slogans', sloganInput({ hashtag: '#QuáNhiều' }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(LANDING_ERRORS.tooMany);
    // Other kinds keep their own count.
    expect((await call('POST', '/sponsors', sponsorInput())).statusCode).toBe(201);
  });

  describe('enquiries', () => {
    it('lists, searches, filters, marks read, archives and deletes enquiries', async () => {
      for (const organisation of ['Công ty Ánh Dương', 'Second Org']) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/reunion/landing/enquiries',
          payload: {
            organisation,
            contact_name: 'Test Contact',
            email: 'contact@example.com',
            message: 'We would like to help with printing posters.',
          },
        });
        expect(res.statusCode).toBe(201);
      }
      const list = async (query = '') => enquiryPageSchema.parse((await call('GET', `/enquiries?${query}`)).json());
      expect((await list()).total).toBe(2);
      expect((await list('search=anh%20duong')).data.map((row) => row.organisation)).toEqual(['Công ty Ánh Dương']);
      expect((await list("search=' or 1=1 --")).total).toBe(0);
      const [first] = (await list('search=second')).data;
      const read = await call('PATCH', `/enquiries/${first!.id}`, { is_read: true });
      expect(read.json().data).toMatchObject({ is_read: true, is_archived: false });
      expect((await list('status=unread')).total).toBe(1);
      expect((await list('status=read')).total).toBe(1);
      await call('PATCH', `/enquiries/${first!.id}`, { is_archived: true });
      expect((await list('status=archived')).data.map((row) => row.id)).toEqual([first!.id]);
      expect((await list()).total).toBe(1);
      expect((await call('PATCH', `/enquiries/${first!.id}`, {})).statusCode).toBe(422);
      expect((await call('GET', '/enquiries?status=secret')).statusCode).toBe(422);
      expect((await call('DELETE', `/enquiries/${first!.id}`)).statusCode).toBe(200);
      expect((await call('PATCH', `/enquiries/${first!.id}`, { is_read: true })).statusCode).toBe(404);
    });
  });

  describe('stories', () => {
    const submit = async (name: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/reunion/landing/stories',
        payload: { name, story: `${name} tells how the family was reunited after a long search.`, consent: true },
      });
      expect(res.statusCode).toBe(201);
    };
    const list = async (query = '') => submittedStoryPageSchema.parse((await call('GET', `/stories?${query}`)).json());
    const moderate = (id: number, decision: string) => call('POST', `/stories/${id}/moderate`, { decision });

    it('keeps, rejects or drafts a pending story once; a decided story cannot be decided again', async () => {
      await submit('Keep Person');
      await submit('Reject Person');
      const pending = await list('status=pending');
      expect(pending.total).toBe(2);
      const byName = (name: string) => pending.data.find((row) => row.name === name)!;

      const kept = submittedStorySchema.parse((await moderate(byName('Keep Person').id, 'keep')).json().data);
      expect(kept).toMatchObject({ status: 'approved', testimonial_id: null });
      expect(kept.moderated_at).not.toBeNull();
      const rejected = (await moderate(byName('Reject Person').id, 'reject')).json().data;
      expect(rejected.status).toBe('rejected');

      const again = await moderate(kept.id, 'draft_testimonial');
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(LANDING_ERRORS.notPending);
      expect((await moderate(kept.id, 'publish')).statusCode).toBe(422);
      expect((await moderate(99_999, 'keep')).statusCode).toBe(404);
      expect((await list('status=approved')).total).toBe(1);
      expect((await list('search=reject')).data.map((row) => row.status)).toEqual(['rejected']);
    });

    it('drafts a testimonial signed with initials; deleting the draft unlinks the story', async () => {
      await submit('Draft Person');
      const story = (await list('search=draft%20person')).data[0]!;
      const drafted = (await moderate(story.id, 'draft_testimonial')).json().data;
      expect(drafted.testimonial_id).toBeGreaterThan(0);
      expect((await call('DELETE', `/testimonials/${drafted.testimonial_id}`)).statusCode).toBe(200);
      expect((await list('search=draft%20person')).data[0]!.testimonial_id).toBeNull();
      expect((await call('DELETE', `/stories/${story.id}`)).statusCode).toBe(200);
      expect((await call('DELETE', `/stories/${story.id}`)).statusCode).toBe(404);
      const audited = await t.app.db
        .selectFrom('audit_log')
        .select('action')
        .where('action', 'like', 'reunion-submission.%')
        .execute();
      expect(audited.map((row) => row.action)).toContain('reunion-submission.deleted');
    });
  });
});
