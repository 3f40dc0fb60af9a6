import {
  feedbackBulkActionSchema,
  feedbackItemSchema,
  feedbackListQuerySchema,
  feedbackUpdateSchema,
} from '../feedback.js';
import { family } from './family.js';
import { arrivingResourceSchemas } from './resource.js';
import { adminFeedbackApi } from './admin-feedback.routes.js';

export const adminFeedbackSchemas = arrivingResourceSchemas({
  item: feedbackItemSchema,
  query: feedbackListQuerySchema,
  input: feedbackUpdateSchema,
  bulk: feedbackBulkActionSchema,
});

export const adminFeedbackEndpoints = /* @__PURE__ */ family('admin: feedback', adminFeedbackSchemas, adminFeedbackApi);
