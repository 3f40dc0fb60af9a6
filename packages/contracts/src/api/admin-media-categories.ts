import {
  adminMediaCategorySchema,
  mediaCategoryBulkActionSchema,
  mediaCategoryInputSchema,
  mediaCategoryListQuerySchema,
  mediaCategoryStatsSchema,
} from '../media-categories.js';
import { family } from './family.js';
import { categoryResourceSchemas } from './resource.js';
import { adminMediaCategoriesApi } from './admin-media-categories.routes.js';

export const adminMediaCategoriesSchemas = categoryResourceSchemas({
  item: adminMediaCategorySchema,
  query: mediaCategoryListQuerySchema,
  input: mediaCategoryInputSchema,
  bulk: mediaCategoryBulkActionSchema,
  stats: mediaCategoryStatsSchema,
});

export const adminMediaCategoriesEndpoints = /* @__PURE__ */ family(
  'admin: media categories',
  adminMediaCategoriesSchemas,
  adminMediaCategoriesApi,
);
