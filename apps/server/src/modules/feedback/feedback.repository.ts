import type { FeedbackCategory, FeedbackItem, FeedbackRole } from '@site/contracts';
import type { Expression, ExpressionBuilder, Selectable, SqlBool } from 'kysely';
import type { Db } from '../../db/database.js';
import { InboxRepository } from '../../db/inbox.repository.js';
import { containsText } from '../../db/search.js';
import type { Database, FeedbackTable } from '../../db/schema.js';
import { countRows } from '../../db/count.js';

/** Every column but the sender's address, which only the rate limit reads. */
const columns = ['id', 'name', 'email', 'role', 'category', 'message', 'subscribe', 'is_read', 'created_at'] as const;

function toItem(row: Omit<Selectable<FeedbackTable>, 'ip'>): FeedbackItem {
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
export class FeedbackRepository extends InboxRepository<'feedback'> {
  constructor(db: Db) {
    super(db, 'feedback');
  }

  create(input: {
    name: string;
    email: string;
    role: FeedbackRole | null;
    category: FeedbackCategory | null;
    message: string;
    subscribe: boolean;
    ip: string;
  }): Promise<number> {
    return this.insertMessage({ ...input, subscribe: input.subscribe ? 1 : 0 });
  }

  async countFromIpSince(ip: string, since: string): Promise<number> {
    return countRows(this.db.selectFrom('feedback').where('ip', '=', ip).where('created_at', '>=', since));
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
    const query = this.db.selectFrom('feedback').select(columns).where(where);
    return this.newestFirst(query, filter, toItem);
  }
}
