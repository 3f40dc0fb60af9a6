import { SHOP_CODES, shopProductInputSchema, type AdminShopProduct } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { buildProductPayload, emptyProductForm, productToForm } from './product-form-model';

const stored: AdminShopProduct = {
  id: 3,
  translations: {
    en: { name: 'ID bracelet', description: 'Engraved.', price: '50,000 ₫', how_to_get: 'Engraving shops.' },
    vi: { name: 'Vòng tay', description: 'Khắc chữ.', price: null, how_to_get: null },
  },
  is_free: false,
  availability: 'coming_soon',
  link_url: null,
  is_published: false,
  sort_order: 30,
  created_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-01T00:00:00Z',
};

describe('product form model', () => {
  it('round-trips a stored product through a body the contract accepts', () => {
    const body = buildProductPayload(productToForm(stored));
    expect(Object.keys(body.translations)).toEqual(['en', 'vi']);
    const parsed = shopProductInputSchema.parse(body);
    expect(parsed.translations.vi).toEqual({
      name: 'Vòng tay',
      description: 'Khắc chữ.',
      price: null,
      how_to_get: null,
    });
    expect(parsed).toMatchObject({ availability: 'coming_soon', is_published: false, link_url: null, sort_order: 30 });
  });

  it('asks an empty form for a name, a description, a price or "free", and a way to get it', () => {
    const result = shopProductInputSchema.safeParse(buildProductPayload(emptyProductForm()));
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(messages['translations.en.name']).toBe(SHOP_CODES.nameRequired);
    expect(messages['translations.en.description']).toBe(SHOP_CODES.descriptionRequired);
    expect(messages['translations.en.price']).toBe(SHOP_CODES.priceRequired);
    expect(messages['translations.en.how_to_get']).toBe(SHOP_CODES.wayToGetRequired);
  });

  it('accepts a free product with a link on this site, and refuses a script address', () => {
    const form = productToForm(stored);
    form.is_free = true;
    form.translations.en.price = '';
    form.translations.en.how_to_get = '';
    form.link_url = '/shop#safety-card';
    expect(shopProductInputSchema.safeParse(buildProductPayload(form)).success).toBe(true);
    form.link_url = 'javascript:alert(1)';
    const refused = shopProductInputSchema.safeParse(buildProductPayload(form));
    expect(refused.error?.issues.map((issue) => issue.message)).toContain(SHOP_CODES.linkInvalid);
  });
});
