import { adminMessagesEndpoints } from '@site/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../lib/endpoint.js';
import { sessionOf } from '../../plugins/auth.js';
import { HttpError } from '../../plugins/errors.js';
import { AuditRepository } from '../audit/audit.repository.js';
import { page } from '../portfolio/portfolio-admin.service.js';
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
      const { page: current, per_page, search, status } = request.query;
      const { rows, total } = await repo.list({ search, status, limit: per_page, offset: (current - 1) * per_page });
      return page(rows, total, current, per_page);
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
      await audit.record(sessionOf(request).user.email, 'message.deleted', message.name);
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
        await audit.record(sessionOf(request).user.email, 'messages.bulk.delete', `${affected}`);
      }
      return { success: true as const, affected, message: `${affected} message(s) updated.` };
    },
  });
};
