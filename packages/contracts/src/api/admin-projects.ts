import {
  adminProjectSchema,
  bulkActionSchema,
  bulkResultSchema,
  idParamsSchema,
  projectInputSchema,
  projectListQuerySchema,
} from '../admin.js';
import { itemResponseSchema, okSchema, pagedSchema, savedResponseSchema } from '../envelopes.js';
import { family } from './family.js';
import { adminProjectsApi } from './admin-projects.routes.js';

export const adminProjectsSchemas = {
  list: {
    query: projectListQuerySchema,
    responses: { 200: pagedSchema(adminProjectSchema) },
  },
  get: {
    params: idParamsSchema,
    responses: { 200: itemResponseSchema(adminProjectSchema) },
  },
  create: {
    body: projectInputSchema,
    responses: { 201: savedResponseSchema(adminProjectSchema) },
  },
  update: {
    params: idParamsSchema,
    body: projectInputSchema,
    responses: { 200: savedResponseSchema(adminProjectSchema) },
  },
  remove: {
    params: idParamsSchema,
    responses: { 200: okSchema },
  },
  bulk: {
    body: bulkActionSchema,
    responses: { 200: bulkResultSchema },
  },
};

export const adminProjectsEndpoints = /* @__PURE__ */ family('admin: projects', adminProjectsSchemas, adminProjectsApi);
