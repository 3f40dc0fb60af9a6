import {
  raceClearResponseSchema,
  raceCodeResponseSchema,
  raceResultsResponseSchema,
  raceSimulateRequestSchema,
  raceSimulateResponseSchema,
} from '@site/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RaceDemoRepository } from './race-demo.repository.js';
import { RaceDemoService } from './race-demo.service.js';

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

/** The race-condition demo (spec §7 "Race demo"): `/perf/nodejs/race-condition/*`. */
export const raceDemoRoutes: FastifyPluginAsyncZod<RaceDemoRoutesOptions> = async (app, options) => {
  const service = new RaceDemoService(new RaceDemoRepository(app.db), options.processingMs, app.log);
  const tags = ['race demo'];
  const base = '/perf/nodejs/race-condition';

  app.post(
    `${base}/simulate`,
    {
      schema: {
        tags,
        summary: 'Fires concurrent debits at the demo account through one of the four modes',
        body: raceSimulateRequestSchema,
        response: { 200: raceSimulateResponseSchema },
      },
      config: { rateLimit: RACE_RATE_LIMITS.write },
    },
    async (request) => service.simulate(request.body),
  );

  app.post(
    `${base}/clear-db`,
    {
      schema: {
        tags,
        summary: 'Resets the demo account to the starting balance and deletes its history',
        response: { 200: raceClearResponseSchema },
      },
      config: { rateLimit: RACE_RATE_LIMITS.write },
    },
    async () => ({ success: true as const, account: await service.clear() }),
  );

  app.get(
    `${base}/results`,
    {
      schema: {
        tags,
        summary: 'The demo account and its latest debits, newest first',
        response: { 200: raceResultsResponseSchema },
      },
      config: { rateLimit: RACE_RATE_LIMITS.read },
    },
    async () => service.results(),
  );

  app.get(
    `${base}/code`,
    {
      schema: {
        tags,
        summary: 'The source of the function that runs each mode, as this server runs it',
        response: { 200: raceCodeResponseSchema },
      },
      config: { rateLimit: RACE_RATE_LIMITS.read },
    },
    async () => service.code(),
  );
};
