import { raceDemoEndpoints } from '@site/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoutes } from '../../lib/endpoint.js';
import { raceDemoService } from './race-demo.service.js';

export interface RaceDemoRoutesOptions {
  /** The simulated processing step between reading and writing the balance. */
  processingMs: number;
}

/**
 * Per-address limits: runs and clears write to the database (a run is up to 20 debits), reads are
 * cheaper. Tighter than the global limit so that one visitor cannot keep the demo busy for everyone.
 */
export const RACE_RATE_LIMITS = {
  write: { max: 60, timeWindow: 60_000 },
  read: { max: 120, timeWindow: 60_000 },
} as const;

/** The race-condition demo: `/perf/nodejs/race-condition/*`. */
export const raceDemoRoutes: FastifyPluginAsyncZod<RaceDemoRoutesOptions> = async (app, options) => {
  const service = raceDemoService(app, options.processingMs);

  const route = endpointRoutes(app, raceDemoEndpoints);
  const writes = { config: { rateLimit: RACE_RATE_LIMITS.write } };
  const reads = { config: { rateLimit: RACE_RATE_LIMITS.read } };

  route('simulate', async (request) => service.simulate(request.body), writes);
  route('clear', async () => ({ success: true as const, account: await service.clear() }), writes);
  route('results', async () => service.results(), reads);
  route('code', async () => service.code(), reads);
};
