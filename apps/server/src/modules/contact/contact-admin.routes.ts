import { adminMessagesEndpoints } from '@site/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { inboxRoutes } from '../../lib/inbox.routes.js';
import { contactAdminService } from './contact-admin.service.js';

/** The owner's inbox of contact messages: list, read/unread, delete, bulk actions. */
export const contactAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  inboxRoutes(app, adminMessagesEndpoints, contactAdminService(app), { one: 'Message', many: 'message(s)' });
};
