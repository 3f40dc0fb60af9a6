import { okSchema } from '../envelopes.js';
import {
  enquiryRequestSchema,
  landingQuerySchema,
  reunionLandingResponseSchema,
  storyRequestSchema,
} from '../reunion-landing.js';
import { answers, creates, family } from './family.js';
import { reunionLandingApi } from './reunion-landing.routes.js';

export const reunionLandingSchemas = {
  landing: answers(reunionLandingResponseSchema, {
    summary: "The landing page's statistics, sponsors, testimonials and slogans in one language",
    query: landingQuerySchema,
  }),
  enquiry: creates(okSchema, {
    summary: 'Sends a partnership enquiry to the owner (rate limited)',
    body: enquiryRequestSchema,
  }),
  story: creates(okSchema, {
    summary: 'Sends a story for the owner to review before anything is published (rate limited)',
    body: storyRequestSchema,
  }),
};

export const reunionLandingEndpoints = /* @__PURE__ */ family(
  'reunion landing',
  reunionLandingSchemas,
  reunionLandingApi,
);
