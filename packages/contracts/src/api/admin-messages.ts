import {
  contactMessageSchema,
  messageBulkActionSchema,
  messageListQuerySchema,
  messageUpdateSchema,
} from '../admin.js';
import { family } from './family.js';
import { arrivingResourceSchemas } from './resource.js';
import { adminMessagesApi } from './admin-messages.routes.js';

export const adminMessagesSchemas = arrivingResourceSchemas({
  item: contactMessageSchema,
  query: messageListQuerySchema,
  input: messageUpdateSchema,
  bulk: messageBulkActionSchema,
});

export const adminMessagesEndpoints = /* @__PURE__ */ family('admin: messages', adminMessagesSchemas, adminMessagesApi);
