import { bulkResultSchema, idParamsSchema, updateOrderSchema } from '../admin.js';
import { itemResponseSchema, okSchema, pagedSchema, savedResponseSchema } from '../envelopes.js';
import {
  adminMediaCategorySchema,
  mediaCategoryBulkActionSchema,
  mediaCategoryInputSchema,
  mediaCategoryListQuerySchema,
  mediaCategoryStatsSchema,
} from '../media.js';
import { family } from './family.js';
import { adminMediaCategoriesApi } from './admin-media-categories.routes.js';

export const adminMediaCategoriesSchemas = {
  list: {
    query: mediaCategoryListQuerySchema,
    responses: { 200: pagedSchema(adminMediaCategorySchema) },
  },
  stats: {
    responses: { 200: itemResponseSchema(mediaCategoryStatsSchema) },
  },
  get: {
    params: idParamsSchema,
    responses: { 200: itemResponseSchema(adminMediaCategorySchema) },
  },
  create: {
    body: mediaCategoryInputSchema,
    responses: { 201: savedResponseSchema(adminMediaCategorySchema) },
  },
  update: {
    params: idParamsSchema,
    body: mediaCategoryInputSchema,
    responses: { 200: savedResponseSchema(adminMediaCategorySchema) },
  },
  remove: {
    params: idParamsSchema,
    responses: { 200: okSchema },
  },
  updateOrder: {
    body: updateOrderSchema,
    responses: { 200: okSchema },
  },
  bulk: {
    body: mediaCategoryBulkActionSchema,
    responses: { 200: bulkResultSchema },
  },
};

export const adminMediaCategoriesEndpoints = /* @__PURE__ */ family(
  'admin: media categories',
  adminMediaCategoriesSchemas,
  adminMediaCategoriesApi,
);
