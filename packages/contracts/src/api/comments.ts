import {
  commentCountResponseSchema,
  commentCreatedResponseSchema,
  commentInputSchema,
  commentListResponseSchema,
  mediaIdParamsSchema,
} from '../comments.js';
import { family } from './family.js';
import { commentsApi } from './comments.routes.js';

export const commentsSchemas = {
  list: {
    summary: 'Approved comments of an item, newest first',
    params: mediaIdParamsSchema,
    responses: { 200: commentListResponseSchema },
  },
  count: {
    summary: 'How many approved comments an item has',
    params: mediaIdParamsSchema,
    responses: { 200: commentCountResponseSchema },
  },
  create: {
    summary: 'Submits a comment; it is published once the owner approves it',
    params: mediaIdParamsSchema,
    body: commentInputSchema,
    responses: { 201: commentCreatedResponseSchema },
  },
};

export const commentsEndpoints = /* @__PURE__ */ family('comments', commentsSchemas, commentsApi);
