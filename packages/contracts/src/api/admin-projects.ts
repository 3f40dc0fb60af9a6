import { adminProjectSchema, bulkActionSchema, projectInputSchema, projectListQuerySchema } from '../admin.js';
import { family } from './family.js';
import { resourceSchemas } from './resource.js';
import { adminProjectsApi } from './admin-projects.routes.js';

const { list, get, create, update, remove, bulk } = resourceSchemas({
  item: adminProjectSchema,
  query: projectListQuerySchema,
  input: projectInputSchema,
  update: projectInputSchema,
  bulk: bulkActionSchema,
});

export const adminProjectsSchemas = {
  list,
  get,
  create,
  update,
  remove,
  bulk,
};

export const adminProjectsEndpoints = /* @__PURE__ */ family('admin: projects', adminProjectsSchemas, adminProjectsApi);
