import { itemResponseSchema } from '../envelopes.js';
import {
  adminCommentListQuerySchema,
  adminCommentSchema,
  commentBulkActionSchema,
  commentStatsSchema,
  commentUpdateSchema,
} from '../media.js';
import { family } from './family.js';
import { resourceSchemas } from './resource.js';
import { adminCommentsApi } from './admin-comments.routes.js';

const { list, get, update, remove, bulk } = resourceSchemas({
  item: adminCommentSchema,
  query: adminCommentListQuerySchema,
  input: commentUpdateSchema,
  update: commentUpdateSchema,
  bulk: commentBulkActionSchema,
});

export const adminCommentsSchemas = {
  list,
  get,
  update,
  remove,
  bulk,
  stats: {
    responses: { 200: itemResponseSchema(commentStatsSchema) },
  },
};

export const adminCommentsEndpoints = /* @__PURE__ */ family('admin: comments', adminCommentsSchemas, adminCommentsApi);
