import { routes } from '../endpoint.js';
import type { adminCommentsSchemas } from './admin-comments.js';

export const adminCommentsApi = /* @__PURE__ */ routes<typeof adminCommentsSchemas>()({
  list: { method: 'GET', path: '/api/admin/comments', auth: 'admin' },
  stats: { method: 'GET', path: '/api/admin/comments/stats', auth: 'admin' },
  get: { method: 'GET', path: '/api/admin/comments/:id', auth: 'admin' },
  update: { method: 'PUT', path: '/api/admin/comments/:id', auth: 'admin' },
  remove: { method: 'DELETE', path: '/api/admin/comments/:id', auth: 'admin' },
  bulk: { method: 'POST', path: '/api/admin/comments/bulk-action', auth: 'admin' },
});
