import { adminSettingsResponseSchema, adminSettingsSchema, cvUploadResponseSchema } from '../admin.js';
import { okSchema } from '../envelopes.js';
import { family } from './family.js';
import { adminSettingsApi } from './admin-settings.routes.js';

export const adminSettingsSchemas = {
  get: {
    responses: { 200: adminSettingsResponseSchema },
  },
  update: {
    body: adminSettingsSchema,
    responses: {
      200: adminSettingsResponseSchema.extend({ success: okSchema.shape.success, message: okSchema.shape.message }),
    },
  },
  uploadCv: {
    summary: 'Uploads the CV (PDF, multipart field `file`)',
    multipart: true as const,
    responses: { 201: cvUploadResponseSchema },
  },
  deleteCv: {
    responses: { 200: okSchema },
  },
};

export const adminSettingsEndpoints = /* @__PURE__ */ family('admin: settings', adminSettingsSchemas, adminSettingsApi);
