import {
  categoryBulkSchema,
  adminCategorySchema,
  bulkResultSchema,
  categoryInputSchema,
  categoryListQuerySchema,
  categoryStatsSchema,
  idParamsSchema,
  updateOrderSchema,
} from '../admin.js';
import { itemResponseSchema, okSchema, pagedSchema, savedResponseSchema } from '../envelopes.js';
import { family } from './family.js';
import { adminCategoriesApi } from './admin-categories.routes.js';

export const adminCategoriesSchemas = {
  list: {
    query: categoryListQuerySchema,
    responses: { 200: pagedSchema(adminCategorySchema) },
  },
  stats: {
    responses: { 200: itemResponseSchema(categoryStatsSchema) },
  },
  updateOrder: {
    body: updateOrderSchema,
    responses: { 200: okSchema },
  },
  bulk: {
    body: categoryBulkSchema,
    responses: { 200: bulkResultSchema },
  },
  get: {
    params: idParamsSchema,
    responses: { 200: itemResponseSchema(adminCategorySchema) },
  },
  create: {
    body: categoryInputSchema,
    responses: { 201: savedResponseSchema(adminCategorySchema) },
  },
  update: {
    params: idParamsSchema,
    body: categoryInputSchema,
    responses: { 200: savedResponseSchema(adminCategorySchema) },
  },
  remove: {
    params: idParamsSchema,
    responses: { 200: okSchema },
  },
};

export const adminCategoriesEndpoints = /* @__PURE__ */ family(
  'admin: categories',
  adminCategoriesSchemas,
  adminCategoriesApi,
);
