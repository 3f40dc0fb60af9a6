import { adminEndpoints } from '@site/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../lib/endpoint.js';
import { AuditRepository } from '../audit/audit.repository.js';
import { ContactRepository } from '../contact/contact.repository.js';
import { FeedbackRepository } from '../feedback/feedback.repository.js';
import { checkHealth } from '../health/health.service.js';
import { MediaRepository } from '../media/media.repository.js';
import { PortfolioRepository } from '../portfolio/portfolio.repository.js';
import { AdminService } from './admin.service.js';

/** The admin dashboard (real counts, audit log, health) and the notification bell. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new AdminService({
    portfolio: new PortfolioRepository(app.db),
    contact: new ContactRepository(app.db),
    audit: new AuditRepository(app.db),
    media: new MediaRepository(app.db),
    feedback: new FeedbackRepository(app.db),
    health: () => checkHealth(app),
  });

  app.route({
    ...endpoint(adminEndpoints, 'dashboard'),
    handler: async () => ({ data: await service.dashboard() }),
  });

  app.route({
    ...endpoint(adminEndpoints, 'notifications'),
    handler: async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return service.notifications();
    },
  });
};
