import type { FeedbackInput, FeedbackItem } from '@site/contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Inbox } from '../../lib/inbox.js';
import { tooManyRequests } from '../../plugins/errors.js';
import { AuditRepository } from '../audit/audit.repository.js';
import { FeedbackRepository, type FeedbackFilter } from './feedback.repository.js';

export const FEEDBACK_SUCCESS = 'Thank you for your feedback!';
export const FEEDBACK_RATE_LIMITED =
  'You have sent feedback several times in a short time. Please wait a few minutes and try again.';

export interface FeedbackRateLimit {
  max: number;
  windowMs: number;
}

/**
 * Visitors' feedback on the infrastructure page, and the owner's inbox of it (an `Inbox`). An address may send
 * `limit.max` entries per `limit.windowMs`, counted in the database so that the limit holds across restarts and
 * instances; honeypot submissions are answered like any other and dropped.
 */
export class FeedbackService extends Inbox<FeedbackItem, FeedbackFilter> {
  constructor(
    protected override readonly repo: FeedbackRepository,
    audit: AuditRepository,
    private readonly log: FastifyBaseLogger,
  ) {
    super(repo, audit, { deleted: 'feedback.deleted', bulkDeleted: 'feedback.bulk.delete', recordEmptyBulk: false });
  }

  async submit(input: FeedbackInput, ip: string, limit: FeedbackRateLimit): Promise<{ stored: boolean }> {
    if (input.website && input.website.trim() !== '') {
      this.log.info({ ip }, 'feedback honeypot filled: dropped');
      return { stored: false };
    }
    const since = new Date(Date.now() - limit.windowMs).toISOString();
    if ((await this.repo.countFromIpSince(ip, since)) >= limit.max) {
      // Counted over a sliding window: waiting one window always frees a slot.
      throw tooManyRequests(FEEDBACK_RATE_LIMITED, limit.windowMs / 1000);
    }
    await this.repo.create({
      name: input.name,
      email: input.email,
      role: input.role,
      category: input.category,
      message: input.message,
      subscribe: input.subscribe,
      ip,
    });
    return { stored: true };
  }
}

/** The service on the app's database. */
export function feedbackService(app: FastifyInstance): FeedbackService {
  return new FeedbackService(new FeedbackRepository(app.db), new AuditRepository(app.db), app.log);
}
