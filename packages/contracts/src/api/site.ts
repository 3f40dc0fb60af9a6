import { siteProfileQuerySchema, siteProfileResponseSchema } from '../site.js';
import { family } from './family.js';
import { siteApi } from './site.routes.js';

export const siteSchemas = {
  profile: {
    summary: "The site owner's public profile in the requested language",
    query: siteProfileQuerySchema,
    responses: { 200: siteProfileResponseSchema },
  },
};

export const siteEndpoints = /* @__PURE__ */ family('site', siteSchemas, siteApi);
