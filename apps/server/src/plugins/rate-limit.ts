import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';

export interface RateLimitOptions {
  max: number;
  windowMs: number;
  /** Shared store for several instances; in-process memory when absent. */
  redis?: Redis | undefined;
}

/**
 * A global limit per client IP on every API route. A route asks for a stricter one with
 * `config: { rateLimit: { max, timeWindow } }` (see README, "Rate limits").
 */
export const rateLimitPlugin = fp<RateLimitOptions>(
  async (app: FastifyInstance, options) => {
    await app.register(rateLimit, {
      global: true,
      max: options.max,
      timeWindow: options.windowMs,
      ...(options.redis ? { redis: options.redis, nameSpace: 'site-rl:' } : {}),
      errorResponseBuilder: (_request, context) =>
        Object.assign(new Error('rate limited'), { statusCode: context.statusCode, code: 'RATE_LIMITED' }),
    });
  },
  { name: 'rate-limit' },
);
