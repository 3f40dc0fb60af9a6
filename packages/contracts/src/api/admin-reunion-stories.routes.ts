import { pick, routes } from '../endpoint.js';
import { resourceRoutes } from './resource.routes.js';
import type { adminReunionStoriesSchemas } from './admin-reunion-stories.js';

/** The owner's stories, news and guides: the standard resource routes and publishing. */
export const adminReunionStoriesApi = /* @__PURE__ */ routes<typeof adminReunionStoriesSchemas>()({
  ...pick(resourceRoutes('/api/admin/reunion/stories'), ['list', 'get', 'create', 'update', 'remove']),
  publish: { method: 'POST', path: '/api/admin/reunion/stories/:id/publish', auth: 'admin' },
});
