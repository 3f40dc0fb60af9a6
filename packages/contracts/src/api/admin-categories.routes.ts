import { pick, routes } from '../endpoint.js';
import { resourceRoutes } from './resource.routes.js';
import type { adminCategoriesSchemas } from './admin-categories.js';

export const adminCategoriesApi = /* @__PURE__ */ routes<typeof adminCategoriesSchemas>()({
  ...pick(resourceRoutes('/api/admin/categories'), ['list', 'get', 'create', 'update', 'remove', 'bulk']),
  stats: { method: 'GET', path: '/api/admin/categories/stats', auth: 'admin' },
  updateOrder: { method: 'POST', path: '/api/admin/categories/update-order', auth: 'admin' },
});
