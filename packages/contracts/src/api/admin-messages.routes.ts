import { pick, routes } from '../endpoint.js';
import { resourceRoutes } from './resource.routes.js';
import type { adminMessagesSchemas } from './admin-messages.js';

export const adminMessagesApi = /* @__PURE__ */ routes<typeof adminMessagesSchemas>()({
  ...pick(resourceRoutes('/api/admin/messages'), ['list', 'get', 'update', 'remove', 'bulk']),
});
