import { routes } from '../endpoint.js';
import type { adminMessagesSchemas } from './admin-messages.js';

export const adminMessagesApi = /* @__PURE__ */ routes<typeof adminMessagesSchemas>()({
  list: { method: 'GET', path: '/api/admin/messages', auth: 'admin' },
  get: { method: 'GET', path: '/api/admin/messages/:id', auth: 'admin' },
  update: { method: 'PUT', path: '/api/admin/messages/:id', auth: 'admin' },
  remove: { method: 'DELETE', path: '/api/admin/messages/:id', auth: 'admin' },
  bulk: { method: 'POST', path: '/api/admin/messages/bulk-action', auth: 'admin' },
});
