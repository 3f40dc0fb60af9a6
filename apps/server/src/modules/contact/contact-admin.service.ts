import type { ContactMessage } from '@site/contracts';
import type { FastifyInstance } from 'fastify';
import { Inbox } from '../../lib/inbox.js';
import { AuditRepository } from '../audit/audit.repository.js';
import { ContactRepository, type MessageFilter } from './contact.repository.js';

/** The owner's inbox of contact messages: list, read/unread, delete (audited), bulk actions. */
export class ContactAdminService extends Inbox<ContactMessage, MessageFilter> {
  constructor(repo: ContactRepository, audit: AuditRepository) {
    super(repo, audit, { deleted: 'message.deleted', bulkDeleted: 'messages.bulk.delete', recordEmptyBulk: true });
  }
}

/** The service on the app's database. */
export function contactAdminService(app: FastifyInstance): ContactAdminService {
  return new ContactAdminService(new ContactRepository(app.db), new AuditRepository(app.db));
}
