import { z } from 'zod';
import { idParamsSchema } from '../admin.js';
import { itemResponseSchema, okSchema, savedResponseSchema } from '../envelopes.js';
import {
  adminSloganSchema,
  adminSponsorSchema,
  adminStatSchema,
  adminTestimonialSchema,
  enquiryListQuerySchema,
  enquiryPageSchema,
  enquirySchema,
  enquiryUpdateSchema,
  sloganInputSchema,
  sponsorInputSchema,
  statInputSchema,
  submittedStoryListQuerySchema,
  storyModerationSchema,
  submittedStoryPageSchema,
  submittedStorySchema,
  testimonialInputSchema,
} from '../reunion-landing.js';
import { family } from './family.js';
import { adminReunionLandingApi } from './admin-reunion-landing.routes.js';

/** The four endpoints of one kind of landing content: every item in display order, create, update, delete. */
function contentSchemas<Item extends z.ZodType, Input extends z.ZodType>(item: Item, input: Input, what: string) {
  return {
    list: { summary: `Every ${what}, in display order`, responses: { 200: itemResponseSchema(z.array(item)) } },
    create: { summary: `Adds a ${what}`, body: input, responses: { 201: savedResponseSchema(item) } },
    update: {
      summary: `Rewrites a ${what}`,
      params: idParamsSchema,
      body: input,
      responses: { 200: savedResponseSchema(item) },
    },
    remove: { summary: `Deletes a ${what}`, params: idParamsSchema, responses: { 200: okSchema } },
  };
}

const stats = contentSchemas(adminStatSchema, statInputSchema, 'national statistic');
const sponsors = contentSchemas(adminSponsorSchema, sponsorInputSchema, 'sponsor');
const testimonials = contentSchemas(adminTestimonialSchema, testimonialInputSchema, 'testimonial');
const slogans = contentSchemas(adminSloganSchema, sloganInputSchema, 'slogan');

export const adminReunionLandingSchemas = {
  statList: stats.list,
  statCreate: stats.create,
  statUpdate: stats.update,
  statRemove: stats.remove,
  sponsorList: sponsors.list,
  sponsorCreate: sponsors.create,
  sponsorUpdate: sponsors.update,
  sponsorRemove: sponsors.remove,
  testimonialList: testimonials.list,
  testimonialCreate: testimonials.create,
  testimonialUpdate: testimonials.update,
  testimonialRemove: testimonials.remove,
  sloganList: slogans.list,
  sloganCreate: slogans.create,
  sloganUpdate: slogans.update,
  sloganRemove: slogans.remove,
  enquiryList: {
    summary: 'Partnership enquiries, newest first, paged',
    query: enquiryListQuerySchema,
    responses: { 200: enquiryPageSchema },
  },
  enquiryUpdate: {
    summary: 'Marks an enquiry read or unread, archived or not',
    params: idParamsSchema,
    body: enquiryUpdateSchema,
    responses: { 200: savedResponseSchema(enquirySchema) },
  },
  enquiryRemove: { summary: 'Deletes an enquiry', params: idParamsSchema, responses: { 200: okSchema } },
  storyList: {
    summary: 'Submitted stories, newest first, paged',
    query: submittedStoryListQuerySchema,
    responses: { 200: submittedStoryPageSchema },
  },
  storyModerate: {
    summary: 'Approves a pending story (kept, or drafted as an unpublished testimonial) or rejects it',
    params: idParamsSchema,
    body: storyModerationSchema,
    responses: { 200: savedResponseSchema(submittedStorySchema) },
  },
  storyRemove: { summary: 'Deletes a submitted story', params: idParamsSchema, responses: { 200: okSchema } },
};

export const adminReunionLandingEndpoints = /* @__PURE__ */ family(
  'admin: reunion landing',
  adminReunionLandingSchemas,
  adminReunionLandingApi,
);
