import { pick, routes } from '../endpoint.js';
import { resourceRoutes } from './resource.routes.js';
import type { adminReunionCasesSchemas } from './admin-reunion-cases.js';

/** The owner's missing-person cases: the standard resource routes and the status change. */
export const adminReunionCasesApi = /* @__PURE__ */ routes<typeof adminReunionCasesSchemas>()({
  ...pick(resourceRoutes('/api/admin/reunion/cases'), ['list', 'get', 'create', 'update', 'remove']),
  status: { method: 'POST', path: '/api/admin/reunion/cases/:id/status', auth: 'admin' },
});
