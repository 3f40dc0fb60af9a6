import {
  adminCommentListQuerySchema,
  adminCommentSchema,
  commentBulkActionSchema,
  commentStatsSchema,
  commentUpdateSchema,
} from '../comments.js';
import { family } from './family.js';
import { arrivingResourceSchemas, statsSchemas } from './resource.js';
import { adminCommentsApi } from './admin-comments.routes.js';

/** Comments are written by visitors: the owner moderates them but never creates one. */
export const adminCommentsSchemas = {
  ...arrivingResourceSchemas({
    item: adminCommentSchema,
    query: adminCommentListQuerySchema,
    input: commentUpdateSchema,
    bulk: commentBulkActionSchema,
  }),
  stats: statsSchemas(commentStatsSchema),
};

export const adminCommentsEndpoints = /* @__PURE__ */ family('admin: comments', adminCommentsSchemas, adminCommentsApi);
