import type { ContactMessage } from '@site/contracts';
import type { ExpressionBuilder, Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import { InboxRepository } from '../../db/inbox.repository.js';
import type { ContactMessagesTable, Database } from '../../db/schema.js';
import { containsText } from '../../db/search.js';

export type MailStatus = ContactMessage['mail_status'];

/** A message as the form sends it, with the sender's address and whether it is to be mailed. */
export interface NewContactMessage {
  name: string;
  email: string;
  phone: string | null;
  message: string;
  ip: string;
  mail_status: MailStatus;
}

export interface MessageFilter {
  search?: string | undefined;
  status?: 'read' | 'unread' | undefined;
}

const columns = ['id', 'name', 'email', 'phone', 'message', 'is_read', 'mail_status', 'created_at'] as const;

function toMessage(row: Omit<Selectable<ContactMessagesTable>, 'ip'>): ContactMessage {
  return { ...row, is_read: Boolean(Number(row.is_read)), mail_status: row.mail_status as MailStatus };
}

/** All SQL on contact messages. */
export class ContactRepository extends InboxRepository<'contact_messages'> {
  constructor(db: Db) {
    super(db, 'contact_messages');
  }

  create(message: NewContactMessage): Promise<number> {
    return this.insertMessage(message);
  }

  async find(id: number): Promise<ContactMessage | undefined> {
    const row = await this.db.selectFrom('contact_messages').select(columns).where('id', '=', id).executeTakeFirst();
    return row ? toMessage(row) : undefined;
  }

  async list(filter: MessageFilter & { limit: number; offset: number }) {
    let query = this.db.selectFrom('contact_messages').select(columns);
    if (filter.search) {
      const text = filter.search;
      const where = (eb: ExpressionBuilder<Database, 'contact_messages'>) =>
        eb.or([
          containsText(eb.ref('name'), text),
          containsText(eb.ref('email'), text),
          containsText(eb.ref('message'), text),
        ]);
      query = query.where(where);
    }
    if (filter.status) query = query.where('is_read', '=', filter.status === 'read' ? 1 : 0);
    return this.newestFirst(query, filter, toMessage);
  }

  async setMailStatus(id: number, status: MailStatus): Promise<void> {
    await this.db.updateTable('contact_messages').set({ mail_status: status }).where('id', '=', id).execute();
  }

  latestUnread(limit: number) {
    return this.db
      .selectFrom('contact_messages')
      .select(['id', 'name', 'created_at'])
      .where('is_read', '=', 0)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }
}
