import { routes } from '../endpoint.js';
import type { adminUploadSchemas } from './admin-upload.js';

export const adminUploadApi = /* @__PURE__ */ routes<typeof adminUploadSchemas>()({
  upload: { method: 'POST', path: '/api/admin/upload', auth: 'admin' },
});
