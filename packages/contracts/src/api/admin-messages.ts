import {
  contactMessageSchema,
  messageBulkActionSchema,
  messageListQuerySchema,
  messageUpdateSchema,
} from '../admin.js';
import { family } from './family.js';
import { resourceSchemas } from './resource.js';
import { adminMessagesApi } from './admin-messages.routes.js';

const { list, get, update, remove, bulk } = resourceSchemas({
  item: contactMessageSchema,
  query: messageListQuerySchema,
  input: messageUpdateSchema,
  update: messageUpdateSchema,
  bulk: messageBulkActionSchema,
});

export const adminMessagesSchemas = {
  list,
  get,
  update,
  remove,
  bulk,
};

export const adminMessagesEndpoints = /* @__PURE__ */ family('admin: messages', adminMessagesSchemas, adminMessagesApi);
