import type { AuditAction } from '@site/contracts';
import type { Db } from '../../db/database.js';

export interface AuditEntry {
  id: number;
  actor: string;
  action: string;
  subject: string | null;
  created_at: string;
}

/** The audit log of admin actions: written by every admin change, read by the dashboard. */
export class AuditRepository {
  constructor(private readonly db: Db) {}

  /** Records an admin action; a count subject is the number alone, so the dashboard can put it in its sentence. */
  async record(actor: string, action: AuditAction, subject: string | null = null, detail?: unknown): Promise<void> {
    await this.db
      .insertInto('audit_log')
      .values({
        actor,
        action,
        subject: subject === null ? null : subject.slice(0, 255),
        detail: detail === undefined ? null : JSON.stringify(detail),
        created_at: new Date().toISOString(),
      })
      .execute();
  }

  recent(limit: number): Promise<AuditEntry[]> {
    return this.db
      .selectFrom('audit_log')
      .select(['id', 'actor', 'action', 'subject', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }
}
