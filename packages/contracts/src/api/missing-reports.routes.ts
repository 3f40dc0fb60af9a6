import { routes } from '../endpoint.js';
import type { adminMissingReportsSchemas, missingReportsSchemas } from './missing-reports.js';

/** The report dialog: its reference lists and place cascades, the offline analysis, and sending a report. */
export const missingReportsApi = /* @__PURE__ */ routes<typeof missingReportsSchemas>()({
  formData: { method: 'GET', path: '/api/missing-person/form-data', auth: 'public' },
  districts: { method: 'GET', path: '/api/missing-person/districts', auth: 'public' },
  wards: { method: 'GET', path: '/api/missing-person/wards', auth: 'public' },
  communes: { method: 'GET', path: '/api/missing-person/communes', auth: 'public' },
  analyze: { method: 'POST', path: '/api/missing-person/analyze-input', auth: 'public' },
  reformat: { method: 'POST', path: '/api/missing-person/reformat-input', auth: 'public' },
  submit: { method: 'POST', path: '/api/missing-person/reports', auth: 'public' },
});

/** The moderation of reports in the site admin. */
export const adminMissingReportsApi = /* @__PURE__ */ routes<typeof adminMissingReportsSchemas>()({
  list: { method: 'GET', path: '/api/admin/reunion/reports', auth: 'admin' },
  overview: { method: 'GET', path: '/api/admin/reunion/reports/overview', auth: 'admin' },
  get: { method: 'GET', path: '/api/admin/reunion/reports/:id', auth: 'admin' },
  review: { method: 'POST', path: '/api/admin/reunion/reports/:id/review', auth: 'admin' },
  verify: { method: 'POST', path: '/api/admin/reunion/reports/:id/verify', auth: 'admin' },
});
