import type { Generated } from 'kysely';

/** Table shapes as Kysely sees them. One interface per table; add new tables with their migration. */
export interface SiteSettingsTable {
  /** Setting name, e.g. `owner.name`. */
  key: string;
  /** JSON-encoded value; per-language values are objects keyed by language code. */
  value: string;
  updated_at: string;
}

export interface AuditLogTable {
  id: Generated<number>;
  actor: string;
  action: string;
  subject: string | null;
  detail: string | null;
  created_at: string;
}

export interface Database {
  site_settings: SiteSettingsTable;
  audit_log: AuditLogTable;
}
