import { uploadResponseSchema } from '../admin.js';
import { family } from './family.js';
import { adminUploadApi } from './admin-upload.routes.js';

export const adminUploadSchemas = {
  upload: {
    summary: 'Uploads an image (multipart field `file`); answers its public address',
    multipart: true as const,
    responses: { 201: uploadResponseSchema },
  },
};

export const adminUploadEndpoints = /* @__PURE__ */ family('admin: upload', adminUploadSchemas, adminUploadApi);
