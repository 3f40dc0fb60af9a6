import { feedbackRequestSchema, feedbackResponseSchema } from '../feedback.js';
import { creates, family } from './family.js';
import { feedbackApi } from './feedback.routes.js';

export const feedbackSchemas = {
  submit: creates(feedbackResponseSchema, {
    summary: 'Sends feedback on the site infrastructure to the owner',
    body: feedbackRequestSchema,
  }),
};

export const feedbackEndpoints = /* @__PURE__ */ family('feedback', feedbackSchemas, feedbackApi);
