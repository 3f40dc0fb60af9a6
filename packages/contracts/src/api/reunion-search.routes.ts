import { routes } from '../endpoint.js';
import type { reunionSearchSchemas } from './reunion-search.js';

/** The search page's one call. */
export const reunionSearchApi = /* @__PURE__ */ routes<typeof reunionSearchSchemas>()({
  search: { method: 'GET', path: '/api/reunion/search', auth: 'public' },
});
