import { bulkResultSchema, idParamsSchema } from '../admin.js';
import { itemResponseSchema, okSchema, pagedSchema, savedResponseSchema } from '../envelopes.js';
import {
  adminCommentListQuerySchema,
  adminCommentSchema,
  commentBulkActionSchema,
  commentStatsSchema,
  commentUpdateSchema,
} from '../media.js';
import { family } from './family.js';
import { adminCommentsApi } from './admin-comments.routes.js';

export const adminCommentsSchemas = {
  list: {
    query: adminCommentListQuerySchema,
    responses: { 200: pagedSchema(adminCommentSchema) },
  },
  stats: {
    responses: { 200: itemResponseSchema(commentStatsSchema) },
  },
  get: {
    params: idParamsSchema,
    responses: { 200: itemResponseSchema(adminCommentSchema) },
  },
  update: {
    params: idParamsSchema,
    body: commentUpdateSchema,
    responses: { 200: savedResponseSchema(adminCommentSchema) },
  },
  remove: {
    params: idParamsSchema,
    responses: { 200: okSchema },
  },
  bulk: {
    body: commentBulkActionSchema,
    responses: { 200: bulkResultSchema },
  },
};

export const adminCommentsEndpoints = /* @__PURE__ */ family('admin: comments', adminCommentsSchemas, adminCommentsApi);
