import {
  categoryBulkSchema,
  adminCategorySchema,
  categoryInputSchema,
  categoryListQuerySchema,
  categoryStatsSchema,
  updateOrderSchema,
} from '../admin.js';
import { itemResponseSchema, okSchema } from '../envelopes.js';
import { family } from './family.js';
import { resourceSchemas } from './resource.js';
import { adminCategoriesApi } from './admin-categories.routes.js';

const { list, get, create, update, remove, bulk } = resourceSchemas({
  item: adminCategorySchema,
  query: categoryListQuerySchema,
  input: categoryInputSchema,
  update: categoryInputSchema,
  bulk: categoryBulkSchema,
});

export const adminCategoriesSchemas = {
  list,
  get,
  create,
  update,
  remove,
  bulk,
  stats: {
    responses: { 200: itemResponseSchema(categoryStatsSchema) },
  },
  updateOrder: {
    body: updateOrderSchema,
    responses: { 200: okSchema },
  },
};

export const adminCategoriesEndpoints = /* @__PURE__ */ family(
  'admin: categories',
  adminCategoriesSchemas,
  adminCategoriesApi,
);
