import { infrastructureEndpoints } from '@site/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../lib/endpoint.js';
import { METRICS_PATH } from '../../plugins/metrics.js';
import { infrastructureService, type RedisPing, type Stack } from './infrastructure.service.js';

export interface InfrastructureRoutesOptions {
  /** What this instance runs on, from the configuration. */
  stack: Stack;
  /** The rate-limit store's Redis client when one is configured: the cache check PINGs it. */
  redis?: RedisPing | undefined;
}

/**
 * /metrics per client IP: ample for Prometheus (one scrape every 15 s is 4 a minute, twice that for an HA
 * pair), too few to make rendering the registry a way to load the server.
 */
export const METRICS_RATE_LIMIT = { max: 30, timeWindow: 60_000 };

/**
 * `GET /api/infrastructure` (the infrastructure page) and `GET /metrics` (Prometheus), both from the
 * metrics plugin's data. They are registered here, after the rate limiter, so that both are limited.
 * /metrics is public: it carries route patterns, status codes and process figures only — no URL, query,
 * address or other visitor data.
 */
export const infrastructureRoutes: FastifyPluginAsyncZod<InfrastructureRoutesOptions> = async (app, options) => {
  const service = infrastructureService(app, options.stack, options.redis);

  app.route({
    ...endpoint(infrastructureEndpoints, 'status'),
    handler: async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return service.snapshot(app.metrics.summary());
    },
  });

  app.get(
    METRICS_PATH,
    {
      schema: { tags: ['infrastructure'], summary: 'Request and process metrics in the Prometheus text format' },
      config: { rateLimit: METRICS_RATE_LIMIT },
    },
    async (_request, reply) => {
      const registry = app.metrics.registry;
      const body = await registry.metrics();
      return reply.header('Cache-Control', 'no-store').type(registry.contentType).send(body);
    },
  );
};
