import { routes } from '../endpoint.js';
import type { adminSchemas } from './admin.js';

export const adminApi = /* @__PURE__ */ routes<typeof adminSchemas>()({
  dashboard: { method: 'GET', path: '/api/admin/dashboard', auth: 'admin' },
  notifications: { method: 'GET', path: '/api/admin/notifications', auth: 'admin' },
});
