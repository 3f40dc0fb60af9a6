import { adminFeedbackEndpoints } from '@site/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bulkDone, done, saved } from '../../lib/answers.js';
import { endpointRoutes } from '../../lib/endpoint.js';
import { actorOf } from '../../plugins/auth.js';
import { feedbackService } from './feedback.service.js';

/**
 * The owner's inbox of infrastructure feedback: list with search and filters, read/unread, delete, bulk
 * actions. The admin token is required by the auth plugin on every /api/admin route.
 */
export const feedbackAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = feedbackService(app);
  const route = endpointRoutes(app, adminFeedbackEndpoints);

  route('list', async (request) => service.list(request.query));
  route('get', async (request) => ({ data: await service.get(request.params.id) }));
  route('update', async (request) =>
    saved('Feedback updated.', await service.setRead(request.params.id, request.body.is_read)),
  );
  route('remove', async (request) => {
    await service.delete(actorOf(request), request.params.id);
    return done('Feedback deleted.');
  });
  route('bulk', async (request) => {
    const affected = await service.bulk(actorOf(request), request.body.action, request.body.ids);
    return bulkDone(affected, `${affected} feedback item(s) updated.`);
  });
};
