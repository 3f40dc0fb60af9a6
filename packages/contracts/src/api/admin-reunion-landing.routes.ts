import { routes } from '../endpoint.js';
import type { adminReunionLandingSchemas } from './admin-reunion-landing.js';

const BASE = '/api/admin/reunion/landing';

/** The owner's landing content (statistics, sponsors, testimonials, slogans) and what visitors sent from it. */
export const adminReunionLandingApi = /* @__PURE__ */ routes<typeof adminReunionLandingSchemas>()({
  statList: { method: 'GET', path: `${BASE}/stats`, auth: 'admin' },
  statCreate: { method: 'POST', path: `${BASE}/stats`, auth: 'admin' },
  statUpdate: { method: 'PUT', path: `${BASE}/stats/:id`, auth: 'admin' },
  statRemove: { method: 'DELETE', path: `${BASE}/stats/:id`, auth: 'admin' },
  sponsorList: { method: 'GET', path: `${BASE}/sponsors`, auth: 'admin' },
  sponsorCreate: { method: 'POST', path: `${BASE}/sponsors`, auth: 'admin' },
  sponsorUpdate: { method: 'PUT', path: `${BASE}/sponsors/:id`, auth: 'admin' },
  sponsorRemove: { method: 'DELETE', path: `${BASE}/sponsors/:id`, auth: 'admin' },
  testimonialList: { method: 'GET', path: `${BASE}/testimonials`, auth: 'admin' },
  testimonialCreate: { method: 'POST', path: `${BASE}/testimonials`, auth: 'admin' },
  testimonialUpdate: { method: 'PUT', path: `${BASE}/testimonials/:id`, auth: 'admin' },
  testimonialRemove: { method: 'DELETE', path: `${BASE}/testimonials/:id`, auth: 'admin' },
  sloganList: { method: 'GET', path: `${BASE}/slogans`, auth: 'admin' },
  sloganCreate: { method: 'POST', path: `${BASE}/slogans`, auth: 'admin' },
  sloganUpdate: { method: 'PUT', path: `${BASE}/slogans/:id`, auth: 'admin' },
  sloganRemove: { method: 'DELETE', path: `${BASE}/slogans/:id`, auth: 'admin' },
  enquiryList: { method: 'GET', path: `${BASE}/enquiries`, auth: 'admin' },
  enquiryUpdate: { method: 'PATCH', path: `${BASE}/enquiries/:id`, auth: 'admin' },
  enquiryRemove: { method: 'DELETE', path: `${BASE}/enquiries/:id`, auth: 'admin' },
  storyList: { method: 'GET', path: `${BASE}/stories`, auth: 'admin' },
  storyModerate: { method: 'POST', path: `${BASE}/stories/:id/moderate`, auth: 'admin' },
  storyRemove: { method: 'DELETE', path: `${BASE}/stories/:id`, auth: 'admin' },
});
