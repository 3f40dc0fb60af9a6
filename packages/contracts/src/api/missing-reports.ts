import { idParamsSchema } from '../admin.js';
import { itemResponseSchema, savedResponseSchema } from '../envelopes.js';
import {
  adminReportListQuerySchema,
  adminReportListResponseSchema,
  adminReportResponseSchema,
  adminReportSchema,
  analyzeInputSchema,
  analyzeResponseSchema,
  communesQuerySchema,
  communesResponseSchema,
  districtsQuerySchema,
  districtsResponseSchema,
  formDataQuerySchema,
  reformatInputSchema,
  reformatResponseSchema,
  reportOverviewSchema,
  reportFormDataResponseSchema,
  reportInputSchema,
  reportReviewInputSchema,
  reportSubmittedResponseSchema,
  reportVerifyInputSchema,
  wardsQuerySchema,
  wardsResponseSchema,
} from '../missing-reports.js';
import { answers, creates, family } from './family.js';
import { adminMissingReportsApi, missingReportsApi } from './missing-reports.routes.js';

export const missingReportsSchemas = {
  formData: answers(reportFormDataResponseSchema, {
    summary: "The report form's reference lists in one language (names fall back to English)",
    query: formDataQuerySchema,
  }),
  districts: answers(districtsResponseSchema, {
    summary: 'The districts of a province as they were before 1 July 2025 (old province id)',
    query: districtsQuerySchema,
  }),
  wards: answers(wardsResponseSchema, {
    summary: 'The wards of a pre-2025 district, with the current communes each became part of',
    query: wardsQuerySchema,
  }),
  communes: answers(communesResponseSchema, {
    summary: 'The communes and wards of a current province',
    query: communesQuerySchema,
  }),
  analyze: answers(analyzeResponseSchema, {
    summary: "Reads a family's free text (Vietnamese, with or without diacritics) into suggested form fields",
    body: analyzeInputSchema,
  }),
  reformat: answers(reformatResponseSchema, {
    summary: "A clean, punctuated version of a family's free text with a labelled summary",
    body: reformatInputSchema,
  }),
  submit: creates(reportSubmittedResponseSchema, {
    summary: 'Sends a missing-person report for moderation; answers its case number',
    body: reportInputSchema,
  }),
};

export const adminMissingReportsSchemas = {
  list: answers(adminReportListResponseSchema, {
    summary: 'Reports for moderation, newest first, paged, with the reporter (admin only)',
    query: adminReportListQuerySchema,
  }),
  overview: answers(itemResponseSchema(reportOverviewSchema), {
    summary: 'How many reports there are in each status, and where report texts are analysed',
  }),
  get: answers(adminReportResponseSchema, {
    summary: 'One report whole: fields, original text, analysis, history and ranked matching candidates',
    params: idParamsSchema,
  }),
  review: answers(savedResponseSchema(adminReportSchema), {
    summary: 'Sets a report back to pending, to needs information or to rejected, with a note',
    params: idParamsSchema,
    body: reportReviewInputSchema,
  }),
  verify: answers(savedResponseSchema(adminReportSchema), {
    summary: 'Publishes a report as a public case with what the moderator chose to show',
    params: idParamsSchema,
    body: reportVerifyInputSchema,
  }),
};

export const missingReportsEndpoints = /* @__PURE__ */ family(
  'missing-person reports',
  missingReportsSchemas,
  missingReportsApi,
);
export const adminMissingReportsEndpoints = /* @__PURE__ */ family(
  'admin: missing-person reports',
  adminMissingReportsSchemas,
  adminMissingReportsApi,
);
