import { updateOrderSchema } from '../admin.js';
import { itemResponseSchema, okSchema } from '../envelopes.js';
import {
  adminMediaCategorySchema,
  mediaCategoryBulkActionSchema,
  mediaCategoryInputSchema,
  mediaCategoryListQuerySchema,
  mediaCategoryStatsSchema,
} from '../media.js';
import { family } from './family.js';
import { resourceSchemas } from './resource.js';
import { adminMediaCategoriesApi } from './admin-media-categories.routes.js';

const { list, get, create, update, remove, bulk } = resourceSchemas({
  item: adminMediaCategorySchema,
  query: mediaCategoryListQuerySchema,
  input: mediaCategoryInputSchema,
  update: mediaCategoryInputSchema,
  bulk: mediaCategoryBulkActionSchema,
});

export const adminMediaCategoriesSchemas = {
  list,
  get,
  create,
  update,
  remove,
  bulk,
  stats: {
    responses: { 200: itemResponseSchema(mediaCategoryStatsSchema) },
  },
  updateOrder: {
    body: updateOrderSchema,
    responses: { 200: okSchema },
  },
};

export const adminMediaCategoriesEndpoints = /* @__PURE__ */ family(
  'admin: media categories',
  adminMediaCategoriesSchemas,
  adminMediaCategoriesApi,
);
