import {
  bulkResultSchema,
  contactMessageSchema,
  idParamsSchema,
  itemResponseSchema,
  messageBulkActionSchema,
  messageListQuerySchema,
  messageUpdateSchema,
  okSchema,
  pagedSchema,
  savedResponseSchema,
} from '../admin.js';
import { family } from './family.js';
import { adminMessagesApi } from './admin-messages.routes.js';

export const adminMessagesSchemas = {
  list: {
    query: messageListQuerySchema,
    responses: { 200: pagedSchema(contactMessageSchema) },
  },
  get: {
    params: idParamsSchema,
    responses: { 200: itemResponseSchema(contactMessageSchema) },
  },
  update: {
    params: idParamsSchema,
    body: messageUpdateSchema,
    responses: { 200: savedResponseSchema(contactMessageSchema) },
  },
  remove: {
    params: idParamsSchema,
    responses: { 200: okSchema },
  },
  bulk: {
    body: messageBulkActionSchema,
    responses: { 200: bulkResultSchema },
  },
};

export const adminMessagesEndpoints = /* @__PURE__ */ family('admin: messages', adminMessagesSchemas, adminMessagesApi);
