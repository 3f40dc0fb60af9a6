import { routes } from '../endpoint.js';
import type { healthSchemas } from './health.js';

export const healthApi = /* @__PURE__ */ routes<typeof healthSchemas>()({
  status: { method: 'GET', path: '/api/health', auth: 'public' },
});
