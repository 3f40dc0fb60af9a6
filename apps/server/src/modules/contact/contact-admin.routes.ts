import { adminMessagesEndpoints } from '@site/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../lib/endpoint.js';
import { paged, pageWindow } from '../../lib/paging.js';
import { actorOf } from '../../plugins/auth.js';
import { HttpError } from '../../plugins/errors.js';
import { AuditRepository } from '../audit/audit.repository.js';
import { ContactRepository } from './contact.repository.js';

/** The owner's inbox of contact messages: list, read/unread, delete, bulk actions. */
export const contactAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = new ContactRepository(app.db);
  const audit = new AuditRepository(app.db);
  const found = async (id: number) => {
    const message = await repo.find(id);
    if (!message) throw new HttpError(404, 'Not found.');
    return message;
  };

  app.route({
    ...endpoint(adminMessagesEndpoints, 'list'),
    handler: async (request) => {
      const { search, status } = request.query;
      const { rows, total } = await repo.list({ search, status, ...pageWindow(request.query) });
      return paged(rows, total, request.query);
    },
  });
  app.route({
    ...endpoint(adminMessagesEndpoints, 'get'),
    handler: async (request) => ({ data: await found(request.params.id) }),
  });
  app.route({
    ...endpoint(adminMessagesEndpoints, 'update'),
    handler: async (request) => {
      await found(request.params.id);
      await repo.setRead([request.params.id], request.body.is_read);
      return { success: true as const, message: 'Message updated.', data: await found(request.params.id) };
    },
  });
  app.route({
    ...endpoint(adminMessagesEndpoints, 'remove'),
    handler: async (request) => {
      const message = await found(request.params.id);
      await repo.delete([message.id]);
      await audit.record(actorOf(request), 'message.deleted', message.name);
      return { success: true as const, message: 'Message deleted.' };
    },
  });
  app.route({
    ...endpoint(adminMessagesEndpoints, 'bulk'),
    handler: async (request) => {
      const ids = [...new Set(request.body.ids)];
      const affected =
        request.body.action === 'delete'
          ? await repo.delete(ids)
          : await repo.setRead(ids, request.body.action === 'read');
      if (request.body.action === 'delete') {
        await audit.record(actorOf(request), 'messages.bulk.delete', `${affected}`);
      }
      return { success: true as const, affected, message: `${affected} message(s) updated.` };
    },
  });
};
