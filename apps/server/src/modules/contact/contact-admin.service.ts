import type { ContactMessage, messageListQuerySchema } from '@site/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { paged, pageWindow, type Page } from '../../lib/paging.js';
import { HttpError } from '../../plugins/errors.js';
import { AuditRepository } from '../audit/audit.repository.js';
import { ContactRepository } from './contact.repository.js';

type MessageListQuery = z.output<typeof messageListQuerySchema>;

/** The owner's inbox of contact messages: list, read/unread, delete (audited), bulk actions. */
export class ContactAdminService {
  constructor(
    private readonly repo: ContactRepository,
    private readonly audit: AuditRepository,
  ) {}

  async list(query: MessageListQuery): Promise<Page<ContactMessage>> {
    const { rows, total } = await this.repo.list({ search: query.search, status: query.status, ...pageWindow(query) });
    return paged(rows, total, query);
  }

  async get(id: number): Promise<ContactMessage> {
    const message = await this.repo.find(id);
    if (!message) throw new HttpError(404, 'Not found.');
    return message;
  }

  async setRead(id: number, read: boolean): Promise<ContactMessage> {
    await this.get(id);
    await this.repo.setRead([id], read);
    return this.get(id);
  }

  async delete(actor: string, id: number): Promise<void> {
    const message = await this.get(id);
    await this.repo.delete([message.id]);
    await this.audit.record(actor, 'message.deleted', message.name);
  }

  async bulk(actor: string, action: 'read' | 'unread' | 'delete', ids: number[]): Promise<number> {
    const unique = [...new Set(ids)];
    if (action !== 'delete') return this.repo.setRead(unique, action === 'read');
    const affected = await this.repo.delete(unique);
    await this.audit.record(actor, 'messages.bulk.delete', `${affected}`);
    return affected;
  }
}

/** The service on the app's database. */
export function contactAdminService(app: FastifyInstance): ContactAdminService {
  return new ContactAdminService(new ContactRepository(app.db), new AuditRepository(app.db));
}
