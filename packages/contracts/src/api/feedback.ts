import { feedbackRequestSchema, feedbackResponseSchema } from '../feedback.js';
import { family } from './family.js';
import { feedbackApi } from './feedback.routes.js';

export const feedbackSchemas = {
  submit: {
    summary: 'Sends feedback on the site infrastructure to the owner',
    body: feedbackRequestSchema,
    responses: { 201: feedbackResponseSchema },
  },
};

export const feedbackEndpoints = /* @__PURE__ */ family('feedback', feedbackSchemas, feedbackApi);
