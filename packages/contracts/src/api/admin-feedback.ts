import { bulkResultSchema, idParamsSchema } from '../admin.js';
import { itemResponseSchema, okSchema, savedResponseSchema } from '../envelopes.js';
import {
  feedbackBulkActionSchema,
  feedbackItemSchema,
  feedbackListQuerySchema,
  feedbackListResponseSchema,
  feedbackUpdateSchema,
} from '../feedback.js';
import { family } from './family.js';
import { adminFeedbackApi } from './admin-feedback.routes.js';

export const adminFeedbackSchemas = {
  list: {
    query: feedbackListQuerySchema,
    responses: { 200: feedbackListResponseSchema },
  },
  get: {
    params: idParamsSchema,
    responses: { 200: itemResponseSchema(feedbackItemSchema) },
  },
  update: {
    params: idParamsSchema,
    body: feedbackUpdateSchema,
    responses: { 200: savedResponseSchema(feedbackItemSchema) },
  },
  remove: {
    params: idParamsSchema,
    responses: { 200: okSchema },
  },
  bulk: {
    body: feedbackBulkActionSchema,
    responses: { 200: bulkResultSchema },
  },
};

export const adminFeedbackEndpoints = /* @__PURE__ */ family('admin: feedback', adminFeedbackSchemas, adminFeedbackApi);
