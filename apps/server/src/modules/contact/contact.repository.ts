import type { ContactMessage } from '@site/contracts';
import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { insertId } from '../../db/dialect.js';
import { containsText } from '../../db/search.js';

export type MailStatus = ContactMessage['mail_status'];

const columns = ['id', 'name', 'email', 'phone', 'message', 'is_read', 'mail_status', 'created_at'] as const;

function toMessage(row: {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  is_read: number;
  mail_status: string;
  created_at: string;
}): ContactMessage {
  return { ...row, is_read: Boolean(Number(row.is_read)), mail_status: row.mail_status as MailStatus };
}

/** All SQL on contact messages. */
export class ContactRepository {
  constructor(private readonly db: Db) {}

  create(input: {
    name: string;
    email: string;
    phone: string | null;
    message: string;
    ip: string;
    mailStatus: MailStatus;
  }) {
    return insertId(
      this.db,
      this.db.insertInto('contact_messages').values({
        name: input.name,
        email: input.email,
        phone: input.phone,
        message: input.message,
        ip: input.ip,
        is_read: 0,
        mail_status: input.mailStatus,
        created_at: new Date().toISOString(),
      }),
    );
  }

  async find(id: number): Promise<ContactMessage | undefined> {
    const row = await this.db.selectFrom('contact_messages').select(columns).where('id', '=', id).executeTakeFirst();
    return row ? toMessage(row) : undefined;
  }

  async list(filter: {
    search?: string | undefined;
    status?: 'read' | 'unread' | undefined;
    limit: number;
    offset: number;
  }) {
    let query = this.db.selectFrom('contact_messages').select(columns);
    let count = this.db.selectFrom('contact_messages').select((eb) => eb.fn.countAll<number>().as('n'));
    if (filter.search) {
      const text = filter.search;
      const where = (eb: ExpressionBuilder<Database, 'contact_messages'>) =>
        eb.or([
          containsText(eb.ref('name'), text),
          containsText(eb.ref('email'), text),
          containsText(eb.ref('message'), text),
        ]);
      query = query.where(where);
      count = count.where(where);
    }
    if (filter.status) {
      query = query.where('is_read', '=', filter.status === 'read' ? 1 : 0);
      count = count.where('is_read', '=', filter.status === 'read' ? 1 : 0);
    }
    const rows = await query
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute();
    return { rows: rows.map(toMessage), total: Number((await count.executeTakeFirst())?.n ?? 0) };
  }

  async setRead(ids: number[], read: boolean): Promise<number> {
    const result = await this.db
      .updateTable('contact_messages')
      .set({ is_read: read ? 1 : 0 })
      .where('id', 'in', ids)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  async delete(ids: number[]): Promise<number> {
    const result = await this.db.deleteFrom('contact_messages').where('id', 'in', ids).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async setMailStatus(id: number, status: MailStatus): Promise<void> {
    await this.db.updateTable('contact_messages').set({ mail_status: status }).where('id', '=', id).execute();
  }

  async countUnread(): Promise<number> {
    const row = await this.db
      .selectFrom('contact_messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('is_read', '=', 0)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
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
