import type { AuditAction } from '@site/contracts';
import { HttpError } from '../plugins/errors.js';
import type { AuditRepository } from '../modules/audit/audit.repository.js';
import { paged, pageWindow, type Page, type PageQuery } from './paging.js';

/** What an inbox reads and writes (`db/inbox.repository.ts` and each inbox's own list and find). */
export interface InboxStore<T, F> {
  find(id: number): Promise<T | undefined>;
  list(filter: F & { limit: number; offset: number }): Promise<{ rows: T[]; total: number }>;
  setRead(ids: number[], read: boolean): Promise<number>;
  delete(ids: number[]): Promise<number>;
}

export interface InboxAudit {
  /** One message deleted (the subject is its sender's name). */
  deleted: AuditAction;
  /** Messages deleted in bulk (the subject is how many). */
  bulkDeleted: AuditAction;
  /** Whether a bulk delete that found nothing is recorded too (the contact inbox always has been). */
  recordEmptyBulk: boolean;
}

/**
 * An owner's inbox of visitors' messages (contact messages, feedback): paged lists, one message,
 * read/unread, deletion (audited) and bulk actions.
 */
export class Inbox<T extends { id: number; name: string }, F extends object> {
  constructor(
    protected readonly repo: InboxStore<T, F>,
    protected readonly audit: AuditRepository,
    private readonly actions: InboxAudit,
  ) {}

  async list(query: PageQuery & F): Promise<Page<T>> {
    const { rows, total } = await this.repo.list({ ...query, ...pageWindow(query) });
    return paged(rows, total, query);
  }

  async get(id: number): Promise<T> {
    const message = await this.repo.find(id);
    if (!message) throw new HttpError(404, 'Not found.');
    return message;
  }

  async setRead(id: number, read: boolean): Promise<T> {
    await this.get(id);
    await this.repo.setRead([id], read);
    return this.get(id);
  }

  async delete(actor: string, id: number): Promise<void> {
    const message = await this.get(id);
    await this.repo.delete([message.id]);
    await this.audit.record(actor, this.actions.deleted, message.name);
  }

  async bulk(actor: string, action: 'read' | 'unread' | 'delete', ids: number[]): Promise<number> {
    const unique = [...new Set(ids)];
    if (action !== 'delete') return this.repo.setRead(unique, action === 'read');
    const affected = await this.repo.delete(unique);
    if (affected > 0 || this.actions.recordEmptyBulk) {
      await this.audit.record(actor, this.actions.bulkDeleted, `${affected}`);
    }
    return affected;
  }
}
