import { adminSettingsResponseSchema, adminSettingsSchema, cvUploadResponseSchema } from '../admin.js';
import { okSchema } from '../envelopes.js';
import { answers, creates, family } from './family.js';
import { adminSettingsApi } from './admin-settings.routes.js';

export const adminSettingsSchemas = {
  get: answers(adminSettingsResponseSchema),
  update: {
    body: adminSettingsSchema,
    responses: {
      200: adminSettingsResponseSchema.extend({ success: okSchema.shape.success, message: okSchema.shape.message }),
    },
  },
  uploadCv: creates(cvUploadResponseSchema, {
    summary: 'Uploads the CV (PDF, multipart field `file`)',
    multipart: true as const,
  }),
  deleteCv: answers(okSchema),
};

export const adminSettingsEndpoints = /* @__PURE__ */ family('admin: settings', adminSettingsSchemas, adminSettingsApi);
