import { adminFeedbackEndpoints } from '@site/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { inboxRoutes } from '../../lib/inbox.routes.js';
import { feedbackService } from './feedback.service.js';

/**
 * The owner's inbox of infrastructure feedback: list with search and filters, read/unread, delete, bulk
 * actions. The admin token is required by the auth plugin on every /api/admin route.
 */
export const feedbackAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  inboxRoutes(app, adminFeedbackEndpoints, feedbackService(app), { one: 'Feedback', many: 'feedback item(s)' });
};
