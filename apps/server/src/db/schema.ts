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
  /** Whose login failed: the site owner's (`admin`), a volunteer's (`volunteer`) or a Note Dance account's (`note-dance`). */
  area: Generated<string>;
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

export interface MediaCategoriesTable {
  id: Generated<number>;
  key: string;
  /** JSON object: language code → name (English required). */
  names: string;
  /** JSON object: language code → description. */
  descriptions: string;
  color_code: string;
  icon: string;
  sort_order: number;
  is_active: number;
  created_at: string;
  updated_at: string;
}

export interface MediaItemsTable {
  id: Generated<number>;
  uuid: string;
  media_type: string;
  category_id: number | null;
  /** JSON object: language code → { title, description }. */
  translations: string;
  title_en: string;
  mime_type: string | null;
  original_filename: string | null;
  source_key: string | null;
  original_key: string | null;
  webp_key: string | null;
  thumb_small_key: string | null;
  thumb_medium_key: string | null;
  thumb_large_key: string | null;
  file_size: number | null;
  webp_file_size: number | null;
  width: number | null;
  height: number | null;
  duration: number | null;
  youtube_id: string | null;
  thumbnail_url: string | null;
  processing_status: string;
  processing_error: string | null;
  is_featured: number;
  is_public: number;
  status: string;
  seed_key: string | null;
  created_at: string;
  updated_at: string;
}

export interface MediaCommentsTable {
  id: Generated<number>;
  media_id: number;
  commenter_name: string;
  commenter_phone: string | null;
  comment: string;
  status: string;
  admin_response: string | null;
  admin_response_at: string | null;
  ip: string | null;
  created_at: string;
  updated_at: string;
}

export interface RaceAccountsTable {
  id: Generated<number>;
  balance: number;
  version: number;
  updated_at: string;
}

export interface RaceTransactionsTable {
  id: Generated<number>;
  account_id: number;
  amount: number;
  balance_before: number;
  balance_after: number;
  demo_type: string;
  operation_type: string;
  created_at: string;
}

export interface FeedbackTable {
  id: Generated<number>;
  name: string;
  email: string;
  role: string | null;
  category: string | null;
  message: string;
  subscribe: number;
  is_read: number;
  ip: string | null;
  created_at: string;
}

export interface ReunionCasesTable {
  id: Generated<number>;
  /** `VN-2026-00012`: unique, never changed. */
  case_number: string;
  is_sample: number;
  full_name: string;
  gender: string;
  birth_year: number | null;
  age_at_missing: number | null;
  height_cm: number | null;
  photo_url: string | null;
  status: string;
  /** `YYYY-MM-DD`. */
  missing_since: string;
  province: string;
  commune: string;
  /** The commune's centre, two decimals (about a kilometre): never a street address. */
  latitude: number;
  longitude: number;
  /** JSON: `{ en: { clothing, distinguishing_features, description, reward }, vi: {…} }`. */
  translations: string;
  created_at: string;
  updated_at: string;
}

export interface ReunionCaseStatusHistoryTable {
  id: Generated<number>;
  case_id: number;
  status: string;
  /** JSON object: language code → note; `{}` for none. */
  note: string;
  changed_at: string;
}

/** Who reported a case: private, read by the admin only. */
export interface ReunionCaseContactsTable {
  id: Generated<number>;
  case_id: number;
  reporter_name: string;
  phone: string;
  email: string | null;
  relationship: string;
  created_at: string;
  updated_at: string;
}

/** Success stories, news articles and guides of the reunion platform. */
export interface ReunionStoriesTable {
  id: Generated<number>;
  /** The story's address, unique. */
  slug: string;
  /** `reunion`, `news` or `guide`. */
  kind: string;
  is_sample: number;
  published: number;
  published_at: string;
  image_url: string | null;
  /** JSON: `{ en: { title, excerpt, body, family_quote, family_member, how_found }, vi: {…} }`. */
  translations: string;
  /** JSON: the language-neutral facts of a reunion; null for news and guides. */
  reunion: string | null;
  news_category: string | null;
  news_priority: string | null;
  news_featured: number;
  /** JSON array of strings. */
  news_tags: string;
  created_at: string;
  updated_at: string;
}

/** A product listing of the reunion shop (no orders: it links out or says how to get it). */
export interface ReunionShopProductsTable {
  id: Generated<number>;
  /** JSON: `{ en: { name, description, price, how_to_get }, vi: {…} }`. */
  translations: string;
  is_free: number;
  availability: string;
  link_url: string | null;
  is_published: number;
  sort_order: number;
  created_at: string;
  updated_at: string;
}

/** The landing page's content: statistics, sponsors, testimonials and slogans, one row each. */
export interface ReunionLandingItemsTable {
  id: Generated<number>;
  /** `stat`, `sponsor`, `testimonial` or `slogan`. */
  kind: string;
  key: string | null;
  is_sample: number;
  is_published: number;
  sort_order: number;
  /** JSON: the item's facts that are the same in every language (a sponsor's name, colour, icon…). */
  data: string;
  /** JSON: `{ en: {…}, vi: {…} }`. */
  translations: string;
  created_at: string;
  updated_at: string;
}

/** Partnership enquiries from the landing page: private, read by the admin only. */
export interface ReunionLandingEnquiriesTable {
  id: Generated<number>;
  organisation: string;
  contact_name: string;
  email: string;
  message: string;
  lang: string;
  is_read: number;
  is_archived: number;
  ip: string | null;
  created_at: string;
}

/** Stories visitors sent, held for moderation: private, read by the admin only. */
export interface ReunionLandingStoriesTable {
  id: Generated<number>;
  name: string;
  email: string | null;
  story: string;
  lang: string;
  status: string;
  testimonial_id: number | null;
  ip: string | null;
  created_at: string;
  moderated_at: string | null;
}

/** A family's missing-person report, private, waiting for moderation (migration 0010). */
export interface MissingPersonReportsTable {
  id: Generated<number>;
  /** `VN-2026-00012`: the same sequence as the cases, unique across both. */
  case_number: string;
  submission_id: string | null;
  status: string;
  missing_person_name: string;
  age: number | null;
  gender_id: string | null;
  missing_date: string;
  risk_level_id: string | null;
  reporter_name: string;
  reporter_phone: string;
  reporter_email: string | null;
  reporter_relationship_id: string;
  /** JSON: today's units and, for a pre-2025 address, the old ones. */
  place: string;
  /** JSON: the other fields of the form. */
  details: string;
  original_report_text: string | null;
  /** JSON: the server's analysis of the original text, or null. */
  analysis: string | null;
  /** JSON object: extra field name → value. */
  additional_info: string;
  language: string;
  published_case_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface MissingPersonReportHistoryTable {
  id: Generated<number>;
  report_id: number;
  status: string;
  note: string | null;
  /** The moderator's email; null for the family's own submission. */
  actor: string | null;
  changed_at: string;
}

export interface VolunteersTable {
  id: Generated<number>;
  /** Lower-cased; null once the account is deleted. */
  email: string | null;
  name: string;
  password_hash: string | null;
  avatar_media_id: number | null;
  /** Today's province id (one of the 34). */
  province_id: string | null;
  /** `active`, `suspended` or `deleted`. */
  status: string;
  first_responder: Generated<number>;
  is_demo: Generated<number>;
  /** The sum of the ledger, kept in the same transaction as each entry. */
  usable_points: Generated<number>;
  /** The sum of the ledger's positive entries. */
  lifetime_points: Generated<number>;
  last_active_at: string | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

export interface VolunteerSessionsTable {
  id: Generated<number>;
  volunteer_id: number;
  token_hash: string;
  expires_at: string;
  created_at: string;
}

export interface VolunteerTasksTable {
  id: Generated<number>;
  kind: string;
  type: string;
  mode: string;
  difficulty: string;
  title: string | null;
  description: string | null;
  case_id: number | null;
  report_id: number | null;
  province_id: string | null;
  language: string | null;
  points: number;
  bonus: Generated<number>;
  urgent: Generated<number>;
  first_responder_only: Generated<number>;
  needs_contact: Generated<number>;
  deadline: string | null;
  status: string;
  holder_id: number | null;
  claimed_at: string | null;
  lock_expires_at: string | null;
  submitted_at: string | null;
  submission_note: string | null;
  hours: number | null;
  reviewed_by: string | null;
  reviewed_at: string | null;
  review_note: string | null;
  returned_to_id: number | null;
  /** `system`, the owner's email, or `volunteer:<id>`. */
  created_by: string;
  /** One platform task per subject and kind (`share_case:12`); null for custom tasks. */
  source_key: string | null;
  created_at: string;
  updated_at: string;
}

/** Append-only: the database refuses UPDATE and DELETE. */
export interface VolunteerPointsTable {
  id: Generated<number>;
  volunteer_id: number;
  amount: number;
  reason: string;
  task_id: number | null;
  badge: string | null;
  /** `<mission id>@<week start>` or `challenge:<id>`. */
  mission: string | null;
  note: string | null;
  created_at: string;
}

export interface VolunteerWeekPointsTable {
  volunteer_id: number;
  /** `YYYY-MM-DD`, the week's Monday in Vietnam time. */
  week_start: string;
  points: number;
}

export interface VolunteerBadgesTable {
  volunteer_id: number;
  badge: string;
  earned_at: string;
}

export interface VolunteerChallengesTable {
  id: Generated<number>;
  title: string;
  description: string;
  type: string;
  goal: number;
  bonus: number;
  starts_at: string;
  ends_at: string;
  created_at: string;
}

export interface VolunteerNotificationsTable {
  id: Generated<number>;
  volunteer_id: number;
  kind: string;
  /** JSON object. */
  params: string;
  read_at: string | null;
  created_at: string;
}

export interface VolunteerContactAccessTable {
  id: Generated<number>;
  volunteer_id: number;
  task_id: number;
  report_id: number;
  accessed_at: string;
}

export interface NoteDanceUsersTable {
  id: Generated<number>;
  username: string;
  /** The username lower-cased (unique). */
  username_key: string;
  /** Lower-cased. */
  email: string;
  password_hash: string;
  /** `player` or `admin`. */
  role: string;
  /** `active` or `suspended`. */
  status: string;
  last_login_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface NoteDanceSessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  expires_at: string;
  created_at: string;
}

export interface NoteDanceSheetsTable {
  id: Generated<number>;
  /** Set on the seed songs only. */
  slug: string | null;
  title: string;
  composer: string | null;
  difficulty: string;
  published: number;
  source_format: string;
  /** The sheet format as JSON. */
  sheet: string;
  abc: string | null;
  notes_count: number;
  duration_beats: number;
  tempo: number;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

export interface NoteDanceScoresTable {
  id: Generated<number>;
  sheet_id: number;
  user_id: number;
  input: string;
  score: number;
  combo: number;
  max_combo: number;
  accuracy: number;
  notes_hit: number;
  notes_total: number;
  perfect: number;
  great: number;
  good: number;
  miss: number;
  wrong: number;
  tempo_bpm: number;
  duration_ms: number;
  wait_mode: number;
  /** A JSON list of part ids. */
  skip_parts: string;
  created_at: string;
}

export interface NoteDanceSettingsTable {
  id: number;
  /** JSON. */
  settings: string;
  updated_at: string;
}

export interface AssistantConversationsTable {
  /** SHA-256 (hex) of the conversation id the visitor holds. */
  id_hash: string;
  context: string;
  language: string;
  created_at: string;
  expires_at: string;
}

export interface AssistantMessagesTable {
  id: Generated<number>;
  conversation_hash: string;
  /** `user` or `assistant`. */
  role: string;
  text: string;
  /** JSON: `[{ title, url }]`. */
  citations: string;
  provider: string | null;
  is_redirect: number;
  created_at: string;
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
  media_categories: MediaCategoriesTable;
  media_items: MediaItemsTable;
  media_comments: MediaCommentsTable;
  race_accounts: RaceAccountsTable;
  race_transactions: RaceTransactionsTable;
  feedback: FeedbackTable;
  reunion_cases: ReunionCasesTable;
  reunion_case_status_history: ReunionCaseStatusHistoryTable;
  reunion_case_contacts: ReunionCaseContactsTable;
  reunion_stories: ReunionStoriesTable;
  reunion_shop_products: ReunionShopProductsTable;
  reunion_landing_items: ReunionLandingItemsTable;
  reunion_landing_enquiries: ReunionLandingEnquiriesTable;
  reunion_landing_stories: ReunionLandingStoriesTable;
  missing_person_reports: MissingPersonReportsTable;
  missing_person_report_history: MissingPersonReportHistoryTable;
  volunteers: VolunteersTable;
  volunteer_sessions: VolunteerSessionsTable;
  volunteer_tasks: VolunteerTasksTable;
  volunteer_points: VolunteerPointsTable;
  volunteer_week_points: VolunteerWeekPointsTable;
  volunteer_badges: VolunteerBadgesTable;
  volunteer_challenges: VolunteerChallengesTable;
  volunteer_notifications: VolunteerNotificationsTable;
  volunteer_contact_access: VolunteerContactAccessTable;
  note_dance_users: NoteDanceUsersTable;
  note_dance_sessions: NoteDanceSessionsTable;
  note_dance_sheets: NoteDanceSheetsTable;
  note_dance_scores: NoteDanceScoresTable;
  note_dance_settings: NoteDanceSettingsTable;
  assistant_conversations: AssistantConversationsTable;
  assistant_messages: AssistantMessagesTable;
}
