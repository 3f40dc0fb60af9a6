import {
  categoryBulkSchema,
  adminCategorySchema,
  categoryInputSchema,
  categoryListQuerySchema,
  categoryStatsSchema,
} from '../admin.js';
import { family } from './family.js';
import { categoryResourceSchemas } from './resource.js';
import { adminCategoriesApi } from './admin-categories.routes.js';

export const adminCategoriesSchemas = categoryResourceSchemas({
  item: adminCategorySchema,
  query: categoryListQuerySchema,
  input: categoryInputSchema,
  bulk: categoryBulkSchema,
  stats: categoryStatsSchema,
});

export const adminCategoriesEndpoints = /* @__PURE__ */ family(
  'admin: categories',
  adminCategoriesSchemas,
  adminCategoriesApi,
);
