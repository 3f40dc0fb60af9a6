import { feedbackEndpoints } from '@site/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { done } from '../../lib/answers.js';
import { endpoint } from '../../lib/endpoint.js';
import { FEEDBACK_SUCCESS, feedbackService, type FeedbackRateLimit } from './feedback.service.js';

export interface FeedbackRoutesOptions {
  rateLimit: FeedbackRateLimit;
}

function withoutNul<T>(body: T): T {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => [
      key,
      typeof value === 'string' ? value.replaceAll('\u0000', '') : value,
    ]),
  ) as T;
}

/** `POST /api/feedback`: the infrastructure page's form, validated by the shared schema and stored. */
export const feedbackRoutes: FastifyPluginAsyncZod<FeedbackRoutesOptions> = async (app, options) => {
  const service = feedbackService(app);

  app.route({
    ...endpoint(feedbackEndpoints, 'submit'),
    // PostgreSQL cannot store U+0000 in text; it is no character anybody types, so it is removed before
    // validation (the length rules then apply to what will be stored) instead of failing the insert.
    preValidation: async (request) => {
      request.body = withoutNul(request.body);
    },
    handler: async (request, reply) => {
      await service.submit(request.body, request.ip, options.rateLimit);
      // A bot that filled the honeypot gets the same answer as everybody else.
      return reply.status(201).send(done(FEEDBACK_SUCCESS));
    },
  });
};
