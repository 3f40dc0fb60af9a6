import { adminFeedbackEndpoints } from '@site/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../lib/endpoint.js';
import { actorOf } from '../../plugins/auth.js';
import { feedbackService } from './feedback.service.js';

/**
 * The owner's inbox of infrastructure feedback: list with search and filters, read/unread, delete, bulk
 * actions. The admin token is required by the auth plugin on every /api/admin route.
 */
export const feedbackAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = feedbackService(app);

  app.route({
    ...endpoint(adminFeedbackEndpoints, 'list'),
    handler: async (request) => service.list(request.query),
  });
  app.route({
    ...endpoint(adminFeedbackEndpoints, 'get'),
    handler: async (request) => ({ data: await service.get(request.params.id) }),
  });
  app.route({
    ...endpoint(adminFeedbackEndpoints, 'update'),
    handler: async (request) => ({
      success: true as const,
      message: 'Feedback updated.',
      data: await service.setRead(request.params.id, request.body.is_read),
    }),
  });
  app.route({
    ...endpoint(adminFeedbackEndpoints, 'remove'),
    handler: async (request) => {
      await service.delete(actorOf(request), request.params.id);
      return { success: true as const, message: 'Feedback deleted.' };
    },
  });
  app.route({
    ...endpoint(adminFeedbackEndpoints, 'bulk'),
    handler: async (request) => {
      const affected = await service.bulk(actorOf(request), request.body.action, request.body.ids);
      return { success: true as const, affected, message: `${affected} feedback item(s) updated.` };
    },
  });
};
