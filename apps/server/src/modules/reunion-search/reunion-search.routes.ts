import { reunionSearchEndpoints } from '@site/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoutes } from '../../lib/endpoint.js';
import { contentCache } from '../site/content-cache.js';
import { reunionSearchService } from './reunion-search.service.js';

/**
 * The reunion search page's read. A query the cache does not hold reads the database, so a visitor's rate is
 * bounded (60 a minute per address).
 */
export const reunionSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = reunionSearchService(app);
  // Answered from memory while the content version is unchanged (queries repeat: shared links, paging back).
  const cache = contentCache(app, 500);
  const route = endpointRoutes(app, reunionSearchEndpoints);
  route(
    'search',
    async (request, reply) => {
      const q = request.query;
      const key = `reunion-search:${q.lang}:${q.page}:${q.per_page}:${q.q}`;
      return cache.send(request, reply, key, () => service.search(q));
    },
    { config: { rateLimit: { max: 60, timeWindow: 60_000 } } },
  );
};
