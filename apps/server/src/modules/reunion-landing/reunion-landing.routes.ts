import { reunionLandingEndpoints } from '@site/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { done } from '../../lib/answers.js';
import { endpoint, endpointRoutes } from '../../lib/endpoint.js';
import { HttpError } from '../../plugins/errors.js';
import { contentCache } from '../site/content-cache.js';
import { reunionLandingService } from './reunion-landing.service.js';

export const LANDING_RATE_LIMITED =
  'You have sent several messages in a short time. Please wait a few minutes and try again.';
export const ENQUIRY_SUCCESS = 'Thank you! We will answer your enquiry soon.';
export const STORY_SUCCESS = 'Thank you for sharing your story. We will read it before anything is published.';

export interface ReunionLandingRoutesOptions {
  /** How many enquiries and stories one address may send in a window (each form counts on its own). */
  rateLimit: { max: number; windowMs: number };
}

/** A body's text values without U+0000, which PostgreSQL cannot store and nobody types. */
function withoutNul<T>(body: T): T {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => [
      key,
      typeof value === 'string' ? value.replaceAll('\u0000', '') : value,
    ]),
  ) as T;
}

/** The landing page's content in one answer, and the two forms visitors send from it. */
export const reunionLandingRoutes: FastifyPluginAsyncZod<ReunionLandingRoutesOptions> = async (app, options) => {
  const service = reunionLandingService(app);
  // Answered from memory while the content version is unchanged; an admin edit moves it on.
  const cache = contentCache(app, 50);
  const route = endpointRoutes(app, reunionLandingEndpoints);

  route('landing', async (request, reply) =>
    cache.data(request, reply, `reunion-landing:${request.query.lang}`, () => service.landing(request.query.lang)),
  );

  const limited = {
    rateLimit: {
      max: options.rateLimit.max,
      timeWindow: options.rateLimit.windowMs,
      errorResponseBuilder: () => new HttpError(429, LANDING_RATE_LIMITED),
    },
  };
  const preValidation = async (request: { body: unknown }) => {
    request.body = withoutNul(request.body);
  };

  app.route({
    ...endpoint(reunionLandingEndpoints, 'enquiry'),
    config: limited,
    preValidation,
    handler: async (request, reply) => {
      await service.enquire(request.body, request.ip);
      // A bot that filled the honeypot gets the same answer as everybody else.
      return reply.status(201).send(done(ENQUIRY_SUCCESS));
    },
  });
  app.route({
    ...endpoint(reunionLandingEndpoints, 'story'),
    config: limited,
    preValidation,
    handler: async (request, reply) => {
      await service.submitStory(request.body, request.ip);
      return reply.status(201).send(done(STORY_SUCCESS));
    },
  });
};
