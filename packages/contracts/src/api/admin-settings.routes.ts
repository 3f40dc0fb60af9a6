import { routes } from '../endpoint.js';
import type { adminSettingsSchemas } from './admin-settings.js';

export const adminSettingsApi = /* @__PURE__ */ routes<typeof adminSettingsSchemas>()({
  get: { method: 'GET', path: '/api/admin/settings', auth: 'admin' },
  update: { method: 'PUT', path: '/api/admin/settings', auth: 'admin' },
  uploadCv: { method: 'POST', path: '/api/admin/settings/cv', auth: 'admin' },
  deleteCv: { method: 'DELETE', path: '/api/admin/settings/cv', auth: 'admin' },
});
