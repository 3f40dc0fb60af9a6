import {
  commentCountResponseSchema,
  commentCreatedResponseSchema,
  commentInputSchema,
  commentListResponseSchema,
  mediaIdParamsSchema,
} from '../comments.js';
import { answers, creates, family } from './family.js';
import { commentsApi } from './comments.routes.js';

export const commentsSchemas = {
  list: answers(commentListResponseSchema, {
    summary: 'Approved comments of an item, newest first',
    params: mediaIdParamsSchema,
  }),
  count: answers(commentCountResponseSchema, {
    summary: 'How many approved comments an item has',
    params: mediaIdParamsSchema,
  }),
  create: creates(commentCreatedResponseSchema, {
    summary: 'Submits a comment; it is published once the owner approves it',
    params: mediaIdParamsSchema,
    body: commentInputSchema,
  }),
};

export const commentsEndpoints = /* @__PURE__ */ family('comments', commentsSchemas, commentsApi);
