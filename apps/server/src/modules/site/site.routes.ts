import { siteEndpoints } from '@site/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../lib/endpoint.js';
import { contentCache } from './content-cache.js';
import { siteService } from './site.service.js';

/** Public facts about the site owner, used by the header, footer and contact blocks. */
export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = siteService(app);
  const cache = contentCache(app);

  app.route({
    ...endpoint(siteEndpoints, 'profile'),
    handler: async (request, reply) =>
      cache.send(request, reply, `site:${request.query.lang}`, async () => ({
        data: await service.getProfile(request.query.lang),
      })),
  });
};
