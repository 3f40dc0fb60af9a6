import type { HealthResponse } from '@site/contracts';
import type { AuditRepository } from '../audit/audit.repository.js';
import type { ContactRepository } from '../contact/contact.repository.js';
import type { FeedbackRepository } from '../feedback/feedback.repository.js';
import type { MediaRepository } from '../media/media.repository.js';
import type { PortfolioRepository } from '../portfolio/portfolio.repository.js';

/** What the dashboard and the notification bell count, each from its own module's repository. */
export interface AdminSources {
  portfolio: PortfolioRepository;
  contact: ContactRepository;
  audit: AuditRepository;
  media: MediaRepository;
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
    const { contact, media, feedback } = this.sources;
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
  }
}
