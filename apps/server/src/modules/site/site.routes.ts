import { siteEndpoints } from '@site/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoutes } from '../../lib/endpoint.js';
import { contentCache } from './content-cache.js';
import { siteService } from './site.service.js';

/** Public facts about the site owner, used by the header, footer and contact blocks. */
export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = siteService(app);
  const cache = contentCache(app);
  const route = endpointRoutes(app, siteEndpoints);

  route(
    'profile',
    cache.perLanguage('site', (lang) => service.getProfile(lang)),
  );
};
