import { healthEndpoints } from '@site/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../lib/endpoint.js';
import { checkHealth } from './health.service.js';

/** Liveness and readiness in one: 200 when the database answers, 503 when it does not. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpoint(healthEndpoints, 'status'),
    config: { rateLimit: false },
    handler: async (_request, reply) => {
      const health = await checkHealth(app);
      reply.header('Cache-Control', 'no-store');
      return reply.status(health.status === 'ok' ? 200 : 503).send(health);
    },
  });
};
