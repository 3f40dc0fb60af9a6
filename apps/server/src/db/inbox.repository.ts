import { sql, type Insertable, type SelectQueryBuilder } from 'kysely';
import type { Db } from './database.js';
import { countRows } from './count.js';
import { insertId } from './dialect.js';
import type { Database } from './schema.js';

/** The tables of visitors' messages that the owner reads in an inbox. */
export type InboxTable = 'contact_messages' | 'feedback';

/**
 * The SQL every inbox table shares: marking messages read or unread, deleting them, counting the
 * unread ones (the admin's bell). Each inbox's repository extends it with its own columns and filters.
 */
export class InboxRepository<T extends InboxTable> {
  constructor(
    protected readonly db: Db,
    private readonly table: T,
  ) {}

  /** Stores a new message, unread; answers its id. */
  protected insertMessage(values: Omit<Insertable<Database[T]>, 'id' | 'is_read' | 'created_at'>): Promise<number> {
    const row = { ...values, is_read: 0, created_at: new Date().toISOString() };
    // Kysely cannot check a row against a table chosen at run time; the type above does.
    return insertId(this.db, this.db.insertInto(this.table as InboxTable).values(row as never));
  }

  async setRead(ids: number[], read: boolean): Promise<number> {
    const result = await this.db
      .updateTable(this.table as InboxTable)
      .set({ is_read: read ? 1 : 0 })
      .where('id', 'in', ids)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  async delete(ids: number[]): Promise<number> {
    const result = await this.db
      .deleteFrom(this.table as InboxTable)
      .where('id', 'in', ids)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** One page of messages that `query` selects, newest first, with how many it selects in all. */
  protected async newestFirst<Row, Message>(
    query: SelectQueryBuilder<Database, T, Row>,
    window: { limit: number; offset: number },
    toMessage: (row: Row) => Message,
  ): Promise<{ rows: Message[]; total: number }> {
    const rows = await query
      .orderBy(sql.ref('created_at'), 'desc')
      .orderBy(sql.ref('id'), 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute();
    return { rows: rows.map(toMessage), total: await countRows(query) };
  }

  /** For the admin's notification bell. */
  countUnread(): Promise<number> {
    return countRows(this.db.selectFrom(this.table as InboxTable).where('is_read', '=', 0));
  }
}
