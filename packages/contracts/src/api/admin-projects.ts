import { adminProjectSchema, bulkActionSchema, projectInputSchema, projectListQuerySchema } from '../admin.js';
import { family } from './family.js';
import { resourceSchemas } from './resource.js';
import { adminProjectsApi } from './admin-projects.routes.js';

export const adminProjectsSchemas = resourceSchemas({
  item: adminProjectSchema,
  query: projectListQuerySchema,
  input: projectInputSchema,
  bulk: bulkActionSchema,
});

export const adminProjectsEndpoints = /* @__PURE__ */ family('admin: projects', adminProjectsSchemas, adminProjectsApi);
