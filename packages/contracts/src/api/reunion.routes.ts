import { routes } from '../endpoint.js';
import type { reunionSchemas } from './reunion.js';

/** What the reunion pages read: the public cases (map, cards, case page) and the platform's live figures. */
export const reunionApi = /* @__PURE__ */ routes<typeof reunionSchemas>()({
  cases: { method: 'GET', path: '/api/reunion/cases', auth: 'public' },
  case: { method: 'GET', path: '/api/reunion/cases/:caseNumber', auth: 'public' },
  markers: { method: 'GET', path: '/api/reunion/markers', auth: 'public' },
  figures: { method: 'GET', path: '/api/reunion/figures', auth: 'public' },
});
