import { pick, routes } from '../endpoint.js';
import { resourceRoutes } from './resource.routes.js';
import type { adminMediaCategoriesSchemas } from './admin-media-categories.js';

export const adminMediaCategoriesApi = /* @__PURE__ */ routes<typeof adminMediaCategoriesSchemas>()({
  ...pick(resourceRoutes('/api/admin/media-categories'), ['list', 'get', 'create', 'update', 'remove', 'bulk']),
  stats: { method: 'GET', path: '/api/admin/media-categories/stats', auth: 'admin' },
  updateOrder: { method: 'POST', path: '/api/admin/media-categories/update-order', auth: 'admin' },
});
