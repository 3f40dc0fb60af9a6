import { messageCodes } from './messages.js';

// Plain values of the reunion shop family, without zod: the shop page and its admin screen import these
// without loading the schemas.

/** Whether a product can be had now, is announced, or is not offered any more (kept, but shown as such). */
export const SHOP_AVAILABILITY = ['available', 'coming_soon', 'unavailable'] as const;
export type ShopAvailability = (typeof SHOP_AVAILABILITY)[number];

export const SHOP_LIMITS = {
  nameMax: 120,
  descriptionMax: 2000,
  priceMax: 80,
  howToGetMax: 600,
  linkMax: 500,
  sortOrderMax: 100_000,
  /** Listings are few: the public page shows them all at once, the admin list a page of this many. */
  publicMax: 100,
  adminPerPage: 20,
} as const;

/** Messages of the product form, in English. */
export const SHOP_ERRORS = {
  nameRequired: 'The name is required.',
  descriptionRequired: 'The description is required.',
  priceRequired: 'Give the price, or mark the product as free.',
  wayToGetRequired: 'Give a link, or say in English how to get the product.',
  linkInvalid: 'Enter an https:// address or a path on this site starting with /.',
} as const;
export type ShopErrorKey = keyof typeof SHOP_ERRORS;
/** Their codes (`reunionShop.nameRequired`), as the schemas report them. */
export const SHOP_CODES = /* @__PURE__ */ messageCodes('reunionShop', SHOP_ERRORS);

/** The place on the shop page where the free child safety card is made (a product may link to it). */
export const SAFETY_CARD_ANCHOR = 'safety-card';
