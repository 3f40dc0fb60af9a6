import { pick, routes } from '../endpoint.js';
import { resourceRoutes } from './resource.routes.js';
import type { adminProjectsSchemas } from './admin-projects.js';

export const adminProjectsApi = /* @__PURE__ */ routes<typeof adminProjectsSchemas>()({
  ...pick(resourceRoutes('/api/admin/projects'), ['list', 'get', 'create', 'update', 'remove', 'bulk']),
});
