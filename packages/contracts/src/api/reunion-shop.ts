import { pick } from '../endpoint.js';
import {
  adminShopListQuerySchema,
  adminShopProductSchema,
  shopListQuerySchema,
  shopListResponseSchema,
  shopProductInputSchema,
} from '../reunion-shop.js';
import { bulkActionOf } from '../schema-parts.js';
import { answers, family } from './family.js';
import { resourceSchemas } from './resource.js';
import { adminReunionShopApi, reunionShopApi } from './reunion-shop.routes.js';

export const reunionShopSchemas = {
  products: answers(shopListResponseSchema, {
    summary: 'The published shop products in one language, in their display order',
    query: shopListQuerySchema,
  }),
};

export const adminReunionShopSchemas = pick(
  resourceSchemas({
    item: adminShopProductSchema,
    query: adminShopListQuerySchema,
    input: shopProductInputSchema,
    bulk: bulkActionOf(['delete']),
  }),
  ['list', 'get', 'create', 'update', 'remove'],
);

export const reunionShopEndpoints = /* @__PURE__ */ family('reunion shop', reunionShopSchemas, reunionShopApi);
export const adminReunionShopEndpoints = /* @__PURE__ */ family(
  'admin: reunion shop',
  adminReunionShopSchemas,
  adminReunionShopApi,
);
