import { healthResponseSchema } from '../health.js';
import { family } from './family.js';
import { healthApi } from './health.routes.js';

export const healthSchemas = {
  status: {
    summary: 'Server status, version, uptime and a database round-trip',
    responses: { 200: healthResponseSchema, 503: healthResponseSchema },
  },
};

export const healthEndpoints = /* @__PURE__ */ family('health', healthSchemas, healthApi);
