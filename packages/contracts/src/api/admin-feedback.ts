import {
  feedbackBulkActionSchema,
  feedbackItemSchema,
  feedbackListQuerySchema,
  feedbackUpdateSchema,
} from '../feedback.js';
import { family } from './family.js';
import { resourceSchemas } from './resource.js';
import { adminFeedbackApi } from './admin-feedback.routes.js';

const { list, get, update, remove, bulk } = resourceSchemas({
  item: feedbackItemSchema,
  query: feedbackListQuerySchema,
  input: feedbackUpdateSchema,
  update: feedbackUpdateSchema,
  bulk: feedbackBulkActionSchema,
});

export const adminFeedbackSchemas = {
  list,
  get,
  update,
  remove,
  bulk,
};

export const adminFeedbackEndpoints = /* @__PURE__ */ family('admin: feedback', adminFeedbackSchemas, adminFeedbackApi);
