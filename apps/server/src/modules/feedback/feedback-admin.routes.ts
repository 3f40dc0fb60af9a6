import {
  bulkResultSchema,
  feedbackBulkActionSchema,
  feedbackItemSchema,
  feedbackListQuerySchema,
  feedbackListResponseSchema,
  feedbackUpdateSchema,
  idParamsSchema,
  itemResponseSchema,
  okSchema,
  savedResponseSchema,
} from '@site/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/auth.js';
import { AuditRepository } from '../audit/audit.repository.js';
import { FeedbackRepository } from './feedback.repository.js';
import { FeedbackService } from './feedback.service.js';

/**
 * The owner's inbox of infrastructure feedback: list with search and filters, read/unread, delete, bulk
 * actions. The admin token is required by the auth plugin on every /api/admin route.
 */
export const feedbackAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new FeedbackService(new FeedbackRepository(app.db), new AuditRepository(app.db), app.log);
  const tags = ['admin: feedback'];

  app.get(
    '/api/admin/feedback',
    { schema: { tags, querystring: feedbackListQuerySchema, response: { 200: feedbackListResponseSchema } } },
    async (request) => service.list(request.query),
  );
  app.get(
    '/api/admin/feedback/:id',
    { schema: { tags, params: idParamsSchema, response: { 200: itemResponseSchema(feedbackItemSchema) } } },
    async (request) => ({ data: await service.get(request.params.id) }),
  );
  app.patch(
    '/api/admin/feedback/:id',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: feedbackUpdateSchema,
        response: { 200: savedResponseSchema(feedbackItemSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Feedback updated.',
      data: await service.setRead(request.params.id, request.body.is_read),
    }),
  );
  app.delete(
    '/api/admin/feedback/:id',
    { schema: { tags, params: idParamsSchema, response: { 200: okSchema } } },
    async (request) => {
      await service.delete(sessionOf(request).user.email, request.params.id);
      return { success: true as const, message: 'Feedback deleted.' };
    },
  );
  app.post(
    '/api/admin/feedback/bulk-action',
    { schema: { tags, body: feedbackBulkActionSchema, response: { 200: bulkResultSchema } } },
    async (request) => {
      const affected = await service.bulk(sessionOf(request).user.email, request.body.action, request.body.ids);
      return { success: true as const, affected, message: `${affected} feedback item(s) updated.` };
    },
  );
};
