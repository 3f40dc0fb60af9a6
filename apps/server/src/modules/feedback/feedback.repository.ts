import type { FeedbackCategory, FeedbackItem, FeedbackRole } from '@site/contracts';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Db } from '../../db/database.js';
import { insertId } from '../../db/dialect.js';
import { containsText } from '../../db/search.js';
import type { Database } from '../../db/schema.js';

/** Every column but the sender's address, which only the rate limit reads. */
const columns = ['id', 'name', 'email', 'role', 'category', 'message', 'subscribe', 'is_read', 'created_at'] as const;

function toItem(row: {
  id: number;
  name: string;
  email: string;
  role: string | null;
  category: string | null;
  message: string;
  subscribe: number;
  is_read: number;
  created_at: string;
}): FeedbackItem {
  return {
    ...row,
    role: row.role as FeedbackRole | null,
    category: row.category as FeedbackCategory | null,
    subscribe: Boolean(Number(row.subscribe)),
    is_read: Boolean(Number(row.is_read)),
  };
}

export interface FeedbackFilter {
  search?: string | undefined;
  status?: 'read' | 'unread' | undefined;
  category?: FeedbackCategory | undefined;
}

/** All SQL on the infrastructure page's feedback. */
export class FeedbackRepository {
  constructor(private readonly db: Db) {}

  create(input: {
    name: string;
    email: string;
    role: FeedbackRole | null;
    category: FeedbackCategory | null;
    message: string;
    subscribe: boolean;
    ip: string;
  }): Promise<number> {
    return insertId(
      this.db,
      this.db.insertInto('feedback').values({
        name: input.name,
        email: input.email,
        role: input.role,
        category: input.category,
        message: input.message,
        subscribe: input.subscribe ? 1 : 0,
        is_read: 0,
        ip: input.ip,
        created_at: new Date().toISOString(),
      }),
    );
  }

  async countFromIpSince(ip: string, since: string): Promise<number> {
    const row = await this.db
      .selectFrom('feedback')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('ip', '=', ip)
      .where('created_at', '>=', since)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  async find(id: number): Promise<FeedbackItem | undefined> {
    const row = await this.db.selectFrom('feedback').select(columns).where('id', '=', id).executeTakeFirst();
    return row ? toItem(row) : undefined;
  }

  async list(filter: FeedbackFilter & { limit: number; offset: number }) {
    const where = (eb: ExpressionBuilder<Database, 'feedback'>) => {
      const conditions: Expression<SqlBool>[] = [];
      if (filter.search) {
        const text = filter.search;
        const contains = (column: 'name' | 'email' | 'message') => containsText(eb.ref(column), text);
        conditions.push(eb.or([contains('name'), contains('email'), contains('message')]));
      }
      if (filter.status) conditions.push(eb('is_read', '=', filter.status === 'read' ? 1 : 0));
      if (filter.category) conditions.push(eb('category', '=', filter.category));
      return eb.and(conditions);
    };
    const rows = await this.db
      .selectFrom('feedback')
      .select(columns)
      .where(where)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute();
    const count = await this.db
      .selectFrom('feedback')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(where)
      .executeTakeFirst();
    return { rows: rows.map(toItem), total: Number(count?.n ?? 0) };
  }

  async setRead(ids: number[], read: boolean): Promise<number> {
    const result = await this.db
      .updateTable('feedback')
      .set({ is_read: read ? 1 : 0 })
      .where('id', 'in', ids)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  async delete(ids: number[]): Promise<number> {
    const result = await this.db.deleteFrom('feedback').where('id', 'in', ids).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** For the admin's notification bell. */
  async countUnread(): Promise<number> {
    const row = await this.db
      .selectFrom('feedback')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('is_read', '=', 0)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }
}
