import { adminMessagesEndpoints } from '@site/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../lib/endpoint.js';
import { actorOf } from '../../plugins/auth.js';
import { contactAdminService } from './contact-admin.service.js';

/** The owner's inbox of contact messages: list, read/unread, delete, bulk actions. */
export const contactAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = contactAdminService(app);

  app.route({
    ...endpoint(adminMessagesEndpoints, 'list'),
    handler: async (request) => service.list(request.query),
  });

  app.route({
    ...endpoint(adminMessagesEndpoints, 'get'),
    handler: async (request) => ({ data: await service.get(request.params.id) }),
  });

  app.route({
    ...endpoint(adminMessagesEndpoints, 'update'),
    handler: async (request) => ({
      success: true as const,
      message: 'Message updated.',
      data: await service.setRead(request.params.id, request.body.is_read),
    }),
  });

  app.route({
    ...endpoint(adminMessagesEndpoints, 'remove'),
    handler: async (request) => {
      await service.delete(actorOf(request), request.params.id);
      return { success: true as const, message: 'Message deleted.' };
    },
  });

  app.route({
    ...endpoint(adminMessagesEndpoints, 'bulk'),
    handler: async (request) => {
      const affected = await service.bulk(actorOf(request), request.body.action, request.body.ids);
      return { success: true as const, affected, message: `${affected} message(s) updated.` };
    },
  });
};
