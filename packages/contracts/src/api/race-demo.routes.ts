import { routes } from '../endpoint.js';
import type { raceDemoSchemas } from './race-demo.js';

export const raceDemoApi = /* @__PURE__ */ routes<typeof raceDemoSchemas>()({
  simulate: { method: 'POST', path: '/perf/nodejs/race-condition/simulate', auth: 'public' },
  clear: { method: 'POST', path: '/perf/nodejs/race-condition/clear-db', auth: 'public' },
  results: { method: 'GET', path: '/perf/nodejs/race-condition/results', auth: 'public' },
  code: { method: 'GET', path: '/perf/nodejs/race-condition/code', auth: 'public' },
});
