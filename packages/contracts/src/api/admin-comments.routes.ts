import { pick, routes } from '../endpoint.js';
import { resourceRoutes } from './resource.routes.js';
import type { adminCommentsSchemas } from './admin-comments.js';

export const adminCommentsApi = /* @__PURE__ */ routes<typeof adminCommentsSchemas>()({
  ...pick(resourceRoutes('/api/admin/comments'), ['list', 'get', 'update', 'remove', 'bulk']),
  stats: { method: 'GET', path: '/api/admin/comments/stats', auth: 'admin' },
});
