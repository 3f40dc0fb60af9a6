import { routes } from '../endpoint.js';
import type { reunionLandingSchemas } from './reunion-landing.js';

/** What the reunion landing page reads and sends: its content, partnership enquiries and stories. */
export const reunionLandingApi = /* @__PURE__ */ routes<typeof reunionLandingSchemas>()({
  landing: { method: 'GET', path: '/api/reunion/landing', auth: 'public' },
  enquiry: { method: 'POST', path: '/api/reunion/landing/enquiries', auth: 'public' },
  story: { method: 'POST', path: '/api/reunion/landing/stories', auth: 'public' },
});
