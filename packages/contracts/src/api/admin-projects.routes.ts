import { routes } from '../endpoint.js';
import type { adminProjectsSchemas } from './admin-projects.js';

export const adminProjectsApi = /* @__PURE__ */ routes<typeof adminProjectsSchemas>()({
  list: { method: 'GET', path: '/api/admin/projects', auth: 'admin' },
  get: { method: 'GET', path: '/api/admin/projects/:id', auth: 'admin' },
  create: { method: 'POST', path: '/api/admin/projects', auth: 'admin' },
  update: { method: 'PUT', path: '/api/admin/projects/:id', auth: 'admin' },
  remove: { method: 'DELETE', path: '/api/admin/projects/:id', auth: 'admin' },
  bulk: { method: 'POST', path: '/api/admin/projects/bulk-action', auth: 'admin' },
});
