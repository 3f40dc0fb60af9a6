import { routes } from '../endpoint.js';
import type { adminFeedbackSchemas } from './admin-feedback.js';

export const adminFeedbackApi = /* @__PURE__ */ routes<typeof adminFeedbackSchemas>()({
  list: { method: 'GET', path: '/api/admin/feedback', auth: 'admin' },
  get: { method: 'GET', path: '/api/admin/feedback/:id', auth: 'admin' },
  update: { method: 'PATCH', path: '/api/admin/feedback/:id', auth: 'admin' },
  remove: { method: 'DELETE', path: '/api/admin/feedback/:id', auth: 'admin' },
  bulk: { method: 'POST', path: '/api/admin/feedback/bulk-action', auth: 'admin' },
});
