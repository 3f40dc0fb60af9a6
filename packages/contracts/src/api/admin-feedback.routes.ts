import { pick, routes } from '../endpoint.js';
import { resourceRoutes } from './resource.routes.js';
import type { adminFeedbackSchemas } from './admin-feedback.js';

export const adminFeedbackApi = /* @__PURE__ */ routes<typeof adminFeedbackSchemas>()({
  ...pick(resourceRoutes('/api/admin/feedback', 'PATCH'), ['list', 'get', 'update', 'remove', 'bulk']),
});
