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

export interface AdminUsersTable {
  id: Generated<number>;
  email: string;
  name: string;
  password_hash: string;
  created_at: string;
  updated_at: string;
}

export interface AdminSessionsTable {
  id: Generated<number>;
  user_id: number;
  /** SHA-256 of the bearer token, hex; the token itself is never stored. */
  token_hash: string;
  expires_at: string;
  created_at: string;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  ip: string;
  email: string;
  created_at: string;
}

export interface PortfolioCategoriesTable {
  id: Generated<number>;
  key: string;
  /** JSON: `{ en: 'Fintech', fr: '…' }`. */
  names: string;
  sort_order: number;
  created_at: string;
  updated_at: string;
}

export interface ProjectsTable {
  id: Generated<number>;
  category_id: number | null;
  /** JSON: `{ en: { title, description, metrics }, fr: {…} }`. */
  translations: string;
  image_url: string | null;
  /** JSON array of strings. */
  technologies: string;
  live_url: string;
  github_url: string;
  size: string;
  badge_color: string | null;
  is_published: number;
  is_featured: number;
  sort_order: number;
  /** Demo content key, so that the seed inserts each demo project once. */
  seed_key: string | null;
  created_at: string;
  updated_at: string;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  ip: string | null;
  is_read: number;
  mail_status: string;
  created_at: string;
}

export interface JobsTable {
  id: Generated<number>;
  type: string;
  payload: string;
  status: string;
  attempts: number;
  max_attempts: number;
  run_at: string;
  locked_at: string | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
}

export interface Database {
  site_settings: SiteSettingsTable;
  audit_log: AuditLogTable;
  admin_users: AdminUsersTable;
  admin_sessions: AdminSessionsTable;
  login_failures: LoginFailuresTable;
  portfolio_categories: PortfolioCategoriesTable;
  projects: ProjectsTable;
  contact_messages: ContactMessagesTable;
  jobs: JobsTable;
}
