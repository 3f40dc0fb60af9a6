import { contactRequestSchema, contactResponseSchema } from '../contact.js';
import { creates, family } from './family.js';
import { contactApi } from './contact.routes.js';

export const contactSchemas = {
  submit: creates(contactResponseSchema, { summary: 'Sends a message to the site owner', body: contactRequestSchema }),
};

export const contactEndpoints = /* @__PURE__ */ family('contact', contactSchemas, contactApi);
