import {
  adminShopProductSchema,
  LANGUAGE_CODES,
  pagedSchema,
  savedResponseSchema,
  SHOP_CODES,
  shopListResponseSchema,
} from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { SHOP_SEED } from '../../db/seed-reunion-shop.js';
import { suiteAdminHeaders, suiteApp, TEST_DIALECT } from '../../test/helpers.js';

const page = pagedSchema(adminShopProductSchema);
const saved = savedResponseSchema(adminShopProductSchema);

const productInput = (overrides: Record<string, unknown> = {}) => ({
  translations: {
    en: { name: 'Test whistle', description: 'A loud whistle for a lost child.', price: '20,000 ₫', how_to_get: '' },
    vi: { name: 'Còi thử nghiệm', description: 'Còi to cho trẻ đi lạc.', price: '', how_to_get: '' },
  },
  is_free: false,
  availability: 'available',
  link_url: 'https://example.com/whistle',
  is_published: true,
  sort_order: 5,
  ...overrides,
});

describe(`reunion shop (${TEST_DIALECT})`, () => {
  const t = suiteApp();
  const headers = suiteAdminHeaders(t);

  const publicList = async (lang: string) => {
    const res = await t.app.inject({ url: `/api/reunion-shop/products?lang=${lang}` });
    expect(res.statusCode, res.body).toBe(200);
    return shopListResponseSchema.parse(res.json()).data;
  };
  const create = async (overrides: Record<string, unknown> = {}) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/reunion-shop',
      headers,
      payload: productInput(overrides),
    });
    expect(res.statusCode, res.body).toBe(201);
    return saved.parse(res.json()).data;
  };

  it('seeds the three honest listings in every language, the free card first and linking to the page', async () => {
    expect(SHOP_SEED).toHaveLength(3);
    for (const product of SHOP_SEED) {
      for (const code of LANGUAGE_CODES) expect(product.translations[code]?.name, code).toBeTruthy();
      // No fake checkout: each listing links somewhere or says how to get it, in every language.
      for (const code of LANGUAGE_CODES)
        expect(product.link_url ?? product.translations[code]?.how_to_get, code).toBeTruthy();
    }
    const vi = await publicList('vi');
    expect(vi.map((p) => p.name)).toEqual([
      'Thẻ an toàn cho trẻ (miễn phí)',
      'Đồng hồ hoặc thẻ định vị GPS',
      'Vòng tay ghi số điện thoại người giám hộ',
    ]);
    expect(vi[0]).toMatchObject({ is_free: true, price: null, link_url: '/shop#safety-card', lang: 'vi' });
    expect(vi[1]!.price).toContain('₫');
  });

  it('answers the public list in the asked language, falling back to English field by field', async () => {
    const product = await create();
    const vi = (await publicList('vi')).find((p) => p.id === product.id);
    // Vietnamese name and description, the English price where the Vietnamese one was left blank.
    expect(vi).toMatchObject({ name: 'Còi thử nghiệm', price: '20,000 ₫', lang: 'vi' });
    const ja = (await publicList('ja')).find((p) => p.id === product.id);
    expect(ja).toMatchObject({ name: 'Test whistle', lang: 'en' });
    // An unknown language is read as English, as every public endpoint does.
    const unknown = (await publicList('xx')).find((p) => p.id === product.id);
    expect(unknown).toMatchObject({ name: 'Test whistle', lang: 'en' });
  });

  it('hides unpublished products from the public and shows a change at once', async () => {
    const product = await create({
      is_published: false,
      translations: { en: { name: 'Hidden', description: 'x', price: '1 ₫' } },
    });
    expect((await publicList('en')).some((p) => p.id === product.id)).toBe(false);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/reunion-shop/${product.id}`,
      headers,
      payload: productInput({ is_published: true }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await publicList('en')).some((p) => p.id === product.id)).toBe(true);
  });

  it('refuses a listing with neither price nor "free", or neither link nor a way to get it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/reunion-shop',
      headers,
      payload: productInput({
        link_url: '',
        translations: { en: { name: 'No way', description: 'Nothing.', price: ' ', how_to_get: '' } },
      }),
    });
    expect(res.statusCode).toBe(422);
    const body = res.json() as { errors: Record<string, string[]>; codes: Record<string, string[]> };
    expect(body.codes['translations.en.price']).toEqual([SHOP_CODES.priceRequired]);
    expect(body.codes['translations.en.how_to_get']).toEqual([SHOP_CODES.wayToGetRequired]);
  });

  it('refuses hostile or malformed links and oversized texts', async () => {
    for (const link_url of [
      'javascript:alert(1)',
      '//evil.example/x',
      'ftp://example.com',
      'https://',
      'data:text/html,x',
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/reunion-shop',
        headers,
        payload: productInput({ link_url }),
      });
      expect(res.statusCode, link_url).toBe(422);
    }
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/admin/reunion-shop',
      headers,
      payload: productInput({ translations: { en: { name: 'x'.repeat(121), description: 'd', price: '1' } } }),
    });
    expect(huge.statusCode).toBe(422);
    const empty = await t.app.inject({ method: 'POST', url: '/api/admin/reunion-shop', headers, payload: {} });
    expect(empty.statusCode).toBe(422);
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/admin/reunion-shop',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"translations":',
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('keeps a free product free: no price is shown even when one was typed', async () => {
    const product = await create({ is_free: true });
    const en = (await publicList('en')).find((p) => p.id === product.id);
    expect(en).toMatchObject({ is_free: true, price: null });
  });

  it('lists, searches (diacritics folded), reads, and deletes for the admin only', async () => {
    await create({
      translations: { en: { name: 'Reflective vest', description: 'Áo phản quang.', price: '90,000 ₫' } },
    });
    const found = page.parse((await t.app.inject({ url: '/api/admin/reunion-shop?search=ao%20phan', headers })).json());
    expect(found.data.map((p) => p.translations.en?.name)).toContain('Reflective vest');

    const routes = t.app.routeList.filter((route) => route.url.startsWith('/api/admin/reunion-shop'));
    expect(routes.length).toBeGreaterThanOrEqual(5);
    for (const route of routes) {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods.filter((m) => m !== 'HEAD')) {
        const url = route.url.replace(':id', '1');
        const res = await t.app.inject({
          method: method as 'GET',
          url,
          payload: method === 'GET' || method === 'DELETE' ? undefined : {},
        });
        expect(res.statusCode, `${method} ${url}`).toBe(401);
      }
    }

    const product = await create();
    const one = await t.app.inject({ url: `/api/admin/reunion-shop/${product.id}`, headers });
    expect(one.statusCode).toBe(200);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/admin/reunion-shop/${product.id}`, headers });
    expect(del.statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/admin/reunion-shop/${product.id}`, headers })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/admin/reunion-shop/${product.id}`, headers })).statusCode,
    ).toBe(404);
    expect((await publicList('en')).some((p) => p.id === product.id)).toBe(false);
  });

  it('records every change in the activity log the dashboard shows', async () => {
    await create({ translations: { en: { name: 'Audited item', description: 'd', price: '1 ₫' } } });
    const res = await t.app.inject({ url: '/api/admin/dashboard', headers });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('reunion-shop.created');
  });
});
