import { routes } from '../endpoint.js';
import type { adminMediaCategoriesSchemas } from './admin-media-categories.js';

export const adminMediaCategoriesApi = /* @__PURE__ */ routes<typeof adminMediaCategoriesSchemas>()({
  list: { method: 'GET', path: '/api/admin/media-categories', auth: 'admin' },
  stats: { method: 'GET', path: '/api/admin/media-categories/stats', auth: 'admin' },
  get: { method: 'GET', path: '/api/admin/media-categories/:id', auth: 'admin' },
  create: { method: 'POST', path: '/api/admin/media-categories', auth: 'admin' },
  update: { method: 'PUT', path: '/api/admin/media-categories/:id', auth: 'admin' },
  remove: { method: 'DELETE', path: '/api/admin/media-categories/:id', auth: 'admin' },
  updateOrder: { method: 'POST', path: '/api/admin/media-categories/update-order', auth: 'admin' },
  bulk: { method: 'POST', path: '/api/admin/media-categories/bulk-action', auth: 'admin' },
});
