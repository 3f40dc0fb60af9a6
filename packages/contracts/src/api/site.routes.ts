import { routes } from '../endpoint.js';
import type { siteSchemas } from './site.js';

/** Public facts about the site owner: the header, footer and contact blocks of every page. */
export const siteApi = /* @__PURE__ */ routes<typeof siteSchemas>()({
  profile: { method: 'GET', path: '/api/site', auth: 'public' },
});
