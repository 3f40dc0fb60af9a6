import { reunionSearchEndpoints } from '@site/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoutes } from '../../lib/endpoint.js';
import { reunionSearchService } from './reunion-search.service.js';

/** The public search over cases and stories; each query reads the database, so a visitor's rate is bounded. */
export const reunionSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = reunionSearchService(app);
  const route = endpointRoutes(app, reunionSearchEndpoints);
  route('search', async (request) => service.search(request.query), {
    config: { rateLimit: { max: 60, timeWindow: 60_000 } },
  });
};
