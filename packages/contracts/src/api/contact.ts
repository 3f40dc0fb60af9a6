import { contactRequestSchema, contactResponseSchema } from '../contact.js';
import { family } from './family.js';
import { contactApi } from './contact.routes.js';

export const contactSchemas = {
  submit: {
    summary: 'Sends a message to the site owner',
    body: contactRequestSchema,
    responses: { 201: contactResponseSchema },
  },
};

export const contactEndpoints = /* @__PURE__ */ family('contact', contactSchemas, contactApi);
