import { siteProfileQuerySchema, siteProfileResponseSchema } from '@site/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ContentCache } from './content-cache.js';
import { SiteRepository } from './site.repository.js';
import { SiteService } from './site.service.js';

/** Public facts about the site owner, used by the header, footer and contact blocks. */
export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new SiteService(new SiteRepository(app.db));
  const cache = new ContentCache(app.db);

  app.get(
    '/api/site',
    {
      schema: {
        tags: ['site'],
        summary: "The site owner's public profile in the requested language",
        querystring: siteProfileQuerySchema,
        response: { 200: siteProfileResponseSchema },
      },
    },
    async (request, reply) =>
      cache.send(request, reply, `site:${request.query.lang}`, async () => ({
        data: await service.getProfile(request.query.lang),
      })),
  );
};
