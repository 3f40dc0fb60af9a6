import { AUDIT_ACTIONS, auditActionKey, isAuditAction, type Dashboard } from '@site/contracts';

type AuditEntry = Dashboard['recent_activity'][number];

/** The sentence of an action the dashboard does not know (recorded by a newer server): never the raw code. */
export const UNKNOWN_ACTIVITY_KEY = 'unknown';

/** How to show one audit entry: its sentence's key under `dashboard.activity.actions`, a count, a subject line. */
export interface ActivityDescription {
  key: string;
  count: number | undefined;
  subject: string | null;
}

/**
 * Every action the server records has a sentence (AUDIT_ACTIONS); an action whose subject is a count
 * ("published 3 projects") gets the number in its sentence instead of a line of its own.
 */
export function describeActivity(entry: Pick<AuditEntry, 'action' | 'subject'>): ActivityDescription {
  if (!isAuditAction(entry.action)) return { key: UNKNOWN_ACTIVITY_KEY, count: undefined, subject: entry.subject };
  const key = auditActionKey(entry.action);
  if (AUDIT_ACTIONS[entry.action] === 'count' && entry.subject && /^\d+$/.test(entry.subject)) {
    return { key, count: Number(entry.subject), subject: null };
  }
  return { key, count: undefined, subject: entry.subject };
}
