import { pick, routes } from '../endpoint.js';
import { resourceRoutes } from './resource.routes.js';
import type { adminReunionShopSchemas, reunionShopSchemas } from './reunion-shop.js';

/** The shop page's products. */
export const reunionShopApi = /* @__PURE__ */ routes<typeof reunionShopSchemas>()({
  products: { method: 'GET', path: '/api/reunion-shop/products', auth: 'public' },
});

/** The owner's shop listings: the standard resource routes. */
export const adminReunionShopApi = /* @__PURE__ */ routes<typeof adminReunionShopSchemas>()(
  pick(resourceRoutes('/api/admin/reunion-shop'), ['list', 'get', 'create', 'update', 'remove']),
);
