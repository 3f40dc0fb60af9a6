import { healthResponseSchema, type HealthResponse } from '@site/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pingDatabase } from '../../db/database.js';
import { VERSION } from '../../version.js';

const started = Date.now();

/** Liveness and readiness in one: 200 when the database answers, 503 when it does not. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['health'],
        summary: 'Server status, version, uptime and a database round-trip',
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
    },
    async (request, reply) => {
      const checks: HealthResponse['checks'] = {};
      try {
        checks.database = { status: 'ok', latency_ms: await pingDatabase(app.db) };
      } catch (error) {
        request.log.error({ err: error }, 'database health check failed');
        checks.database = { status: 'error', detail: 'The database did not answer.' };
      }
      const healthy = Object.values(checks).every((c) => c.status === 'ok');
      reply.header('Cache-Control', 'no-store');
      return reply.status(healthy ? 200 : 503).send({
        status: healthy ? 'ok' : 'degraded',
        service: 'api',
        version: VERSION,
        uptime_seconds: Math.round((Date.now() - started) / 1000),
        timestamp: new Date().toISOString(),
        checks,
      });
    },
  );
};
