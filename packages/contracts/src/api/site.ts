import { siteProfileQuerySchema, siteProfileResponseSchema } from '../site.js';
import { answers, family } from './family.js';
import { siteApi } from './site.routes.js';

export const siteSchemas = {
  profile: answers(siteProfileResponseSchema, {
    summary: "The site owner's public profile in the requested language",
    query: siteProfileQuerySchema,
  }),
};

export const siteEndpoints = /* @__PURE__ */ family('site', siteSchemas, siteApi);
