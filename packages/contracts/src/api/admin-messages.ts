import {
  bulkResultSchema,
  contactMessageSchema,
  idParamsSchema,
  messageBulkActionSchema,
  messageListQuerySchema,
  messageUpdateSchema,
} from '../admin.js';
import { itemResponseSchema, okSchema, pagedSchema, savedResponseSchema } from '../envelopes.js';
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
