import { uploadResponseSchema } from '../admin.js';
import { creates, family } from './family.js';
import { adminUploadApi } from './admin-upload.routes.js';

export const adminUploadSchemas = {
  upload: creates(uploadResponseSchema, {
    summary: 'Uploads an image (multipart field `file`); answers its public address',
    multipart: true as const,
  }),
};

export const adminUploadEndpoints = /* @__PURE__ */ family('admin: upload', adminUploadSchemas, adminUploadApi);
