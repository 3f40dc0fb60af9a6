import { adminMessagesEndpoints } from '@site/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bulkDone, done, saved } from '../../lib/answers.js';
import { endpointRoutes } from '../../lib/endpoint.js';
import { actorOf } from '../../plugins/auth.js';
import { contactAdminService } from './contact-admin.service.js';

/** The owner's inbox of contact messages: list, read/unread, delete, bulk actions. */
export const contactAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const inbox = contactAdminService(app);
  const message = endpointRoutes(app, adminMessagesEndpoints);

  message('list', async (request) => inbox.list(request.query));
  message('get', async (request) => ({ data: await inbox.get(request.params.id) }));
  message('update', async (request) =>
    saved('Message updated.', await inbox.setRead(request.params.id, request.body.is_read)),
  );
  message('remove', async (request) => {
    await inbox.delete(actorOf(request), request.params.id);
    return done('Message deleted.');
  });
  message('bulk', async (request) => {
    const affected = await inbox.bulk(actorOf(request), request.body.action, request.body.ids);
    return bulkDone(affected, `${affected} message(s) updated.`);
  });
};
