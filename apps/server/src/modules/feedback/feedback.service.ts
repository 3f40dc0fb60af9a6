import type { FeedbackCategory, FeedbackInput, FeedbackItem, FeedbackList } from '@site/contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { paged, pageWindow } from '../../lib/paging.js';
import { HttpError, tooManyRequests } from '../../plugins/errors.js';
import { AuditRepository } from '../audit/audit.repository.js';
import { FeedbackRepository } from './feedback.repository.js';

export const FEEDBACK_SUCCESS = 'Thank you for your feedback!';
export const FEEDBACK_RATE_LIMITED =
  'You have sent feedback several times in a short time. Please wait a few minutes and try again.';
const NOT_FOUND = 'Not found.';

export interface FeedbackRateLimit {
  max: number;
  windowMs: number;
}

/**
 * Visitors' feedback on the infrastructure page, and the owner's inbox of it. An address may send
 * `limit.max` entries per `limit.windowMs`, counted in the database so that the limit holds across restarts and
 * instances; honeypot submissions are answered like any other and dropped.
 */
export class FeedbackService {
  constructor(
    private readonly repo: FeedbackRepository,
    private readonly audit: AuditRepository,
    private readonly log: FastifyBaseLogger,
  ) {}

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

  async list(query: {
    page: number;
    per_page: number;
    search?: string | undefined;
    status?: 'read' | 'unread' | undefined;
    category?: FeedbackCategory | undefined;
  }): Promise<FeedbackList> {
    const { rows, total } = await this.repo.list({
      search: query.search,
      status: query.status,
      category: query.category,
      ...pageWindow(query),
    });
    return paged(rows, total, query);
  }

  async get(id: number): Promise<FeedbackItem> {
    const item = await this.repo.find(id);
    if (!item) throw new HttpError(404, NOT_FOUND);
    return item;
  }

  async setRead(id: number, read: boolean): Promise<FeedbackItem> {
    await this.get(id);
    await this.repo.setRead([id], read);
    return this.get(id);
  }

  async delete(actor: string, id: number): Promise<void> {
    const item = await this.get(id);
    await this.repo.delete([item.id]);
    await this.audit.record(actor, 'feedback.deleted', item.name);
  }

  async bulk(actor: string, action: 'read' | 'unread' | 'delete', ids: number[]): Promise<number> {
    const unique = [...new Set(ids)];
    if (action !== 'delete') return this.repo.setRead(unique, action === 'read');
    const affected = await this.repo.delete(unique);
    if (affected > 0) await this.audit.record(actor, 'feedback.bulk.delete', `${affected}`);
    return affected;
  }
}

/** The service on the app's database. */
export function feedbackService(app: FastifyInstance): FeedbackService {
  return new FeedbackService(new FeedbackRepository(app.db), new AuditRepository(app.db), app.log);
}
