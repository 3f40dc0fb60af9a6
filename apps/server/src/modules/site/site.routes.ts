import { siteEndpoints } from '@site/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../lib/endpoint.js';
import { ContentCache } from './content-cache.js';
import { SiteRepository } from './site.repository.js';
import { SiteService } from './site.service.js';

/** Public facts about the site owner, used by the header, footer and contact blocks. */
export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new SiteService(new SiteRepository(app.db));
  const cache = new ContentCache(app.db);

  app.route({
    ...endpoint(siteEndpoints, 'profile'),
    handler: async (request, reply) =>
      cache.send(request, reply, `site:${request.query.lang}`, async () => ({
        data: await service.getProfile(request.query.lang),
      })),
  });
};
