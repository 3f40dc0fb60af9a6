import { adminEndpoints } from '@site/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../lib/endpoint.js';
import { AuditRepository } from '../audit/audit.repository.js';
import { ContactRepository } from '../contact/contact.repository.js';
import { FeedbackRepository } from '../feedback/feedback.repository.js';
import { checkHealth } from '../health/health.service.js';
import { MediaRepository } from '../media/media.repository.js';
import { PortfolioRepository } from '../portfolio/portfolio.repository.js';

/** The admin dashboard (real counts, audit log, health) and the notification bell. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const portfolio = new PortfolioRepository(app.db);
  const contact = new ContactRepository(app.db);
  const audit = new AuditRepository(app.db);
  const media = new MediaRepository(app.db);
  const feedback = new FeedbackRepository(app.db);

  app.route({
    ...endpoint(adminEndpoints, 'dashboard'),
    handler: async () => {
      const [projects, categories, unread, recent, system] = await Promise.all([
        portfolio.projectCounts(),
        portfolio.categoryStats(),
        contact.countUnread(),
        audit.recent(10),
        checkHealth(app),
      ]);
      return {
        data: {
          counts: {
            projects: projects.projects,
            categories: categories.total,
            active_projects: projects.active,
            featured_projects: projects.featured,
            unread_messages: unread,
          },
          recent_activity: recent,
          system,
        },
      };
    },
  });

  app.route({
    ...endpoint(adminEndpoints, 'notifications'),
    handler: async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const [unread, latest, pendingComments, unreadFeedback] = await Promise.all([
        contact.countUnread(),
        contact.latestUnread(5),
        media.pendingComments(),
        feedback.countUnread(),
      ]);
      return {
        unread_messages: unread,
        pending_comments: pendingComments,
        unread_feedback: unreadFeedback,
        total: unread + pendingComments + unreadFeedback,
        latest,
      };
    },
  });
};
