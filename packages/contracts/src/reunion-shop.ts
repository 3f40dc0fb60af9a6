import { z } from 'zod';
import { itemResponseSchema } from './envelopes.js';
import { languageCodeSchema, langQuerySchema } from './language-schemas.js';
import { localized } from './portfolio.js';
import { listQueryFields } from './query.js';
import { SHOP_AVAILABILITY, SHOP_CODES, SHOP_LIMITS } from './reunion-shop.values.js';

/**
 * The reunion shop: prevention products the owner lists (a GPS tracker, an ID bracelet, the free safety card).
 * There is no checkout: a product either links out to where it is sold or says how to get it.
 */

// ── Public ─────────────────────────────────────────────────────────────────────────────────────

/** A product as visitors see it, in one language. */
export const shopProductSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    /** Free products have no price text; the page says "free". */
    is_free: z.boolean(),
    price: z.string().nullable(),
    availability: z.enum(SHOP_AVAILABILITY),
    /** Where it is sold or made: an https address, or a path on this site. */
    link_url: z.string().nullable(),
    /** How to get it when there is no link, or what the link leads to. */
    how_to_get: z.string().nullable(),
    lang: languageCodeSchema,
  })
  .meta({ id: 'ShopProduct' });

export const shopListQuerySchema = z.object({ lang: langQuerySchema });
export const shopListResponseSchema = itemResponseSchema(z.array(shopProductSchema)).meta({ id: 'ShopProductList' });

// ── Admin ──────────────────────────────────────────────────────────────────────────────────────

/** A blank optional text is none. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

/** The texts of a product in one language. */
export const shopProductTranslationSchema = z.object({
  name: z.string().trim().min(1, SHOP_CODES.nameRequired).max(SHOP_LIMITS.nameMax),
  description: z.string().trim().min(1, SHOP_CODES.descriptionRequired).max(SHOP_LIMITS.descriptionMax),
  price: optionalText(SHOP_LIMITS.priceMax),
  how_to_get: optionalText(SHOP_LIMITS.howToGetMax),
});

/** A link: an http(s) address, or a path on this site (`/shop#safety-card`); never `javascript:` or `//host`. */
const linkSchema = z
  .string()
  .trim()
  .max(SHOP_LIMITS.linkMax, SHOP_CODES.linkInvalid)
  .refine((value) => value === '' || /^\/(?!\/)\S*$/.test(value) || /^https?:\/\/[^\s/]+\S*$/i.test(value), {
    message: SHOP_CODES.linkInvalid,
  })
  .nullish()
  .transform((value) => value || null);

export const shopProductInputSchema = z
  .object({
    translations: localized(shopProductTranslationSchema),
    is_free: z.boolean(),
    availability: z.enum(SHOP_AVAILABILITY),
    link_url: linkSchema,
    is_published: z.boolean(),
    sort_order: z.number().int().min(0).max(SHOP_LIMITS.sortOrderMax),
  })
  .superRefine((input, ctx) => {
    if (!input.is_free && !input.translations.en.price) {
      ctx.addIssue({ code: 'custom', path: ['translations', 'en', 'price'], message: SHOP_CODES.priceRequired });
    }
    if (!input.link_url && !input.translations.en.how_to_get) {
      ctx.addIssue({
        code: 'custom',
        path: ['translations', 'en', 'how_to_get'],
        message: SHOP_CODES.wayToGetRequired,
      });
    }
  })
  .meta({ id: 'ShopProductSave' });

/** A product as the owner edits it: every language's texts. */
export const adminShopProductSchema = z
  .object({
    id: z.number().int(),
    translations: z.record(z.string(), shopProductTranslationSchema),
    is_free: z.boolean(),
    availability: z.enum(SHOP_AVAILABILITY),
    link_url: z.string().nullable(),
    is_published: z.boolean(),
    sort_order: z.number().int(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'AdminShopProduct' });

export const adminShopListQuerySchema = z.object({ ...listQueryFields(SHOP_LIMITS.adminPerPage) });

export type ShopProduct = z.infer<typeof shopProductSchema>;
export type AdminShopProduct = z.infer<typeof adminShopProductSchema>;
export type ShopProductTranslation = z.output<typeof shopProductTranslationSchema>;
export type ShopProductInput = z.input<typeof shopProductInputSchema>;
export type ShopProductData = z.output<typeof shopProductInputSchema>;
