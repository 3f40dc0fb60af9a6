import type { HealthResponse } from '@site/contracts';
import type { FastifyInstance } from 'fastify';
import { AuditRepository } from '../audit/audit.repository.js';
import { ContactRepository } from '../contact/contact.repository.js';
import { FeedbackRepository } from '../feedback/feedback.repository.js';
import { checkHealth } from '../health/health.service.js';
import { CommentRepository } from '../media/comment.repository.js';
import { PortfolioRepository } from '../portfolio/portfolio.repository.js';

/** What the dashboard and the notification bell count, each from its own module's repository. */
export interface AdminSources {
  portfolio: PortfolioRepository;
  contact: ContactRepository;
  audit: AuditRepository;
  comments: CommentRepository;
  feedback: FeedbackRepository;
  /** The same checks as /api/health. */
  health: () => Promise<HealthResponse>;
}

/** The admin dashboard (real counts, the audit log, health) and the notification bell. */
export class AdminService {
  constructor(private readonly sources: AdminSources) {}

  async dashboard() {
    const { portfolio, contact, audit, health } = this.sources;
    const [projects, categories, unread, recent, system] = await Promise.all([
      portfolio.projectCounts(),
      portfolio.categoryStats(),
      contact.countUnread(),
      audit.recent(10),
      health(),
    ]);
    return {
      counts: {
        projects: projects.projects,
        categories: categories.total,
        active_projects: projects.active,
        featured_projects: projects.featured,
        unread_messages: unread,
      },
      recent_activity: recent,
      system,
    };
  }

  async notifications() {
    const { contact, comments, feedback } = this.sources;
    const [unread, latest, pendingComments, unreadFeedback] = await Promise.all([
      contact.countUnread(),
      contact.latestUnread(5),
      comments.pendingComments(),
      feedback.countUnread(),
    ]);
    return {
      unread_messages: unread,
      pending_comments: pendingComments,
      unread_feedback: unreadFeedback,
      total: unread + pendingComments + unreadFeedback,
      latest,
    };
  }
}

/** The service on the app's database, with the app's own health checks. */
export function adminService(app: FastifyInstance): AdminService {
  return new AdminService({
    portfolio: new PortfolioRepository(app.db),
    contact: new ContactRepository(app.db),
    audit: new AuditRepository(app.db),
    comments: new CommentRepository(app.db),
    feedback: new FeedbackRepository(app.db),
    health: () => checkHealth(app),
  });
}
