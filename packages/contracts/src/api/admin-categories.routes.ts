import { routes } from '../endpoint.js';
import type { adminCategoriesSchemas } from './admin-categories.js';

export const adminCategoriesApi = /* @__PURE__ */ routes<typeof adminCategoriesSchemas>()({
  list: { method: 'GET', path: '/api/admin/categories', auth: 'admin' },
  stats: { method: 'GET', path: '/api/admin/categories/stats', auth: 'admin' },
  updateOrder: { method: 'POST', path: '/api/admin/categories/update-order', auth: 'admin' },
  bulk: { method: 'POST', path: '/api/admin/categories/bulk-action', auth: 'admin' },
  get: { method: 'GET', path: '/api/admin/categories/:id', auth: 'admin' },
  create: { method: 'POST', path: '/api/admin/categories', auth: 'admin' },
  update: { method: 'PUT', path: '/api/admin/categories/:id', auth: 'admin' },
  remove: { method: 'DELETE', path: '/api/admin/categories/:id', auth: 'admin' },
});
