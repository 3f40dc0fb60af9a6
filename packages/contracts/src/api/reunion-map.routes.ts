import { routes } from '../endpoint.js';
import type { reunionMapSchemas } from './reunion-map.js';

export const reunionMapApi = /* @__PURE__ */ routes<typeof reunionMapSchemas>()({
  config: { method: 'GET', path: '/api/reunion/map', auth: 'public' },
});
