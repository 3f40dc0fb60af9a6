import { messageCodes } from './messages.js';

// Plain values of the volunteer network, without zod: the volunteer pages and the auth dialog import these
// before they load any schema.

/**
 * Levels 1–7, derived from lifetime points (every award ever received; spending never lowers a level). `min` is
 * the lifetime points a level starts at.
 */
export const VOLUNTEER_LEVELS = [
  { level: 1, key: 'new', min: 0 },
  { level: 2, key: 'helper', min: 100 },
  { level: 3, key: 'active', min: 300 },
  { level: 4, key: 'dedicated', min: 700 },
  { level: 5, key: 'builder', min: 1500 },
  { level: 6, key: 'leader', min: 3000 },
  { level: 7, key: 'reunion_hero', min: 6000 },
] as const;
export type VolunteerLevelKey = (typeof VOLUNTEER_LEVELS)[number]['key'];

/** The level of `lifetimePoints`, and the lifetime points the next level starts at (null at the top). */
export function levelOf(lifetimePoints: number): { level: number; key: VolunteerLevelKey; next_at: number | null } {
  let index = 0;
  for (let i = 0; i < VOLUNTEER_LEVELS.length; i++) if (lifetimePoints >= VOLUNTEER_LEVELS[i]!.min) index = i;
  const current = VOLUNTEER_LEVELS[index]!;
  return { level: current.level, key: current.key, next_at: VOLUNTEER_LEVELS[index + 1]?.min ?? null };
}

/**
 * The level from which a volunteer is trusted: may create verification tasks and review other volunteers'
 * submissions (never their own).
 */
export const TRUSTED_LEVEL = 5;

/** Task types, as the volunteer area names them. */
export const TASK_TYPES = [
  'social_media',
  'verification',
  'field_search',
  'training',
  'translation',
  'coordination',
  'leadership',
] as const;
export type TaskType = (typeof TASK_TYPES)[number];

/** Where a task is done: online (from anywhere) or offline (in a place, `field_search` and coordination on site). */
export const TASK_MODES = ['online', 'offline'] as const;
export type TaskMode = (typeof TASK_MODES)[number];

export const TASK_DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type TaskDifficulty = (typeof TASK_DIFFICULTIES)[number];

/** The points a task gives on approval, by difficulty (a task's bonus is added to these). */
export const TASK_POINTS: Readonly<Record<TaskDifficulty, number>> = { easy: 10, medium: 25, hard: 50 };

/**
 * What a task came from. The platform makes the first five from its own work (a new report to verify, a
 * published case to share in its region, an area to search near a last-seen place, a case to translate, a
 * search to coordinate); `custom` is written by the owner or a trusted volunteer.
 */
export const TASK_KINDS = [
  'verify_report',
  'share_case',
  'search_area',
  'translate_case',
  'coordinate_search',
  'custom',
] as const;
export type TaskKind = (typeof TASK_KINDS)[number];

/**
 * A task's life (HOT Tasking Manager's model): open → claimed (locked to one volunteer until it is submitted,
 * released or its lock expires) → submitted → approved, or returned to open with the reviewer's note. The
 * owner may cancel an open task; one past its deadline is expired.
 */
export const TASK_STATUSES = ['open', 'claimed', 'submitted', 'approved', 'cancelled', 'expired'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** The task list's filters, as the dashboard offers them. */
export const TASK_FILTERS = ['all', 'online', 'offline', 'verification', 'social', 'first_responder'] as const;
export type TaskFilter = (typeof TASK_FILTERS)[number];

/**
 * Task rules: how long a claim locks a task (online and offline work), how many tasks one volunteer may hold at
 * once, the golden hours during which a case's tasks are urgent, and what an urgent task adds.
 */
export const TASK_RULES = {
  lockHoursOnline: 4,
  lockHoursOffline: 24,
  maxActiveClaims: 3,
  goldenHours: 24,
  urgentBonus: 20,
  noteMax: 2000,
  titleMax: 160,
  descriptionMax: 4000,
  /** Hours a volunteer may say a task took. */
  hoursMax: 24,
} as const;

/** Why points moved. Awards are positive, spends negative; the ledger is never edited. */
export const LEDGER_REASONS = [
  'task_approved',
  'task_bonus',
  'urgent_bonus',
  'mission_bonus',
  'challenge_bonus',
  'badge_bonus',
  'welcome',
  'redemption',
  'adjustment',
] as const;
export type LedgerReason = (typeof LEDGER_REASONS)[number];

/** Points given once on registration. */
export const WELCOME_POINTS = 10;

/**
 * The six badges and what earns each, computed from the ledger and the tasks. `goal` is the count (or, for
 * `social_guardian`, the share of approved submissions in percent over at least `min_reviewed` reviews).
 */
export const BADGES = {
  dedicated_informer: { goal: 50, bonus: 100 },
  community_star: { goal: 30, bonus: 60 },
  search_hero: { goal: 10, bonus: 80 },
  social_guardian: { goal: 95, min_reviewed: 20, bonus: 60 },
  consistency_champion: { goal: 4, bonus: 50 },
  first_responder_elite: { goal: 10, bonus: 100 },
} as const;
export type BadgeId = keyof typeof BADGES;
export const BADGE_IDS = Object.keys(BADGES) as BadgeId[];

/**
 * Weekly missions (Monday 00:00 to Sunday 24:00, Vietnam time), the same for everyone each week: approved tasks
 * of a type (`any` for all) to reach, and the bonus for reaching it.
 */
export const WEEKLY_MISSIONS = [
  { id: 'weekly_tasks', type: 'any', goal: 5, bonus: 50 },
  { id: 'weekly_verify', type: 'verification', goal: 3, bonus: 40 },
  { id: 'weekly_share', type: 'social_media', goal: 5, bonus: 30 },
] as const;
export type WeeklyMissionId = (typeof WEEKLY_MISSIONS)[number]['id'];

/** What a volunteer is told about. */
export const NOTIFICATION_KINDS = [
  'task_approved',
  'task_returned',
  'badge_earned',
  'level_up',
  'mission_completed',
  'urgent_nearby',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const VOLUNTEER_STATUSES = ['active', 'suspended'] as const;
export type VolunteerStatus = (typeof VOLUNTEER_STATUSES)[number];

export const LEADERBOARD_PERIODS = ['week', 'all'] as const;
export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];

export const VOLUNTEER_LIMITS = {
  nameMax: 100,
  passwordMin: 8,
  passwordMax: 1024,
  /** Days a volunteer session lasts. */
  sessionDays: 30,
} as const;

/** Messages of the volunteer network, as the server words them (the web translates them by code). */
export const VOLUNTEER_MESSAGES = {
  nameRequired: 'The name field is required.',
  nameTooLong: 'The name may not be longer than 100 characters.',
  emailRequired: 'The email field is required.',
  emailInvalid: 'The email must be a valid email address.',
  emailTaken: 'An account with this email already exists.',
  passwordRequired: 'The password field is required.',
  passwordTooShort: 'The password must be at least 8 characters.',
  passwordMismatch: 'Passwords do not match',
  passwordWrong: 'The password is incorrect.',
  invalidCredentials: 'Invalid email or password.',
  tooManyAttempts: 'Too many login attempts. Please try again later.',
  suspended: 'This volunteer account is suspended. Please contact the site owner.',
  signInRequired: 'Please sign in as a volunteer.',
  registered: 'Welcome to the volunteer network!',
  loggedOut: 'Signed out.',
  profileSaved: 'Profile saved.',
  passwordChanged: 'Password changed.',
  accountDeleted: 'Your account has been deleted.',
  provinceUnknown: 'Choose a province from the list.',
  taskNotFound: 'No such task.',
  taskTaken: 'Someone else has just taken this task.',
  taskNotOpen: 'This task is no longer open.',
  tooManyClaims: 'You already hold 3 tasks. Submit or release one first.',
  notYourTask: 'This task is not claimed by you.',
  firstResponderOnly: 'This task is reserved to the first-responder team.',
  levelTooLow: 'This needs level 5 (builder) or higher.',
  ownSubmission: 'You cannot review your own submission.',
  noteRequired: 'Describe what you did.',
  noteTooLong: 'The note may not be longer than 2000 characters.',
  reviewNoteRequired: 'Say why the task is returned.',
  titleRequired: 'The title is required.',
  descriptionRequired: 'The description is required.',
  deadlinePast: 'The deadline must be in the future.',
  caseUnknown: 'No case has this number.',
  claimed: 'The task is yours. Submit it before the lock ends.',
  released: 'The task is open again for others.',
  submitted: 'Submitted for review.',
  approved: 'Approved: the points are awarded.',
  returned: 'Returned to the volunteer with your note.',
  taskCreated: 'Task created.',
  taskCancelled: 'Task cancelled.',
  notEnoughPoints: 'Not enough usable points.',
  pointsRecorded: 'Points recorded.',
  demoUnavailable: 'The demo volunteer is not available on this site.',
  demoReadOnly:
    'The demo volunteer is shared by every visitor: its profile cannot be changed. Register your own account to keep one.',
} as const;
/** The codes of the volunteer messages (`volunteer.emailTaken`). */
export const VOLUNTEER_CODES = /* @__PURE__ */ messageCodes('volunteer', VOLUNTEER_MESSAGES);

const VIETNAM_OFFSET_MS = 7 * 3_600_000;
const DAY_MS = 86_400_000;

/**
 * The Monday (`YYYY-MM-DD`) of the week `at` falls in, in Vietnam time (UTC+7, no daylight saving): weekly
 * leaderboards and missions run Monday 00:00 to Sunday 24:00 there.
 */
export function weekStartOf(at: Date): string {
  const local = new Date(at.getTime() + VIETNAM_OFFSET_MS);
  const sinceMonday = (local.getUTCDay() + 6) % 7;
  return new Date(local.getTime() - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

/** The instant a week (its Monday, as `weekStartOf` gives it) starts and ends, as ISO date-times. */
export function weekBounds(weekStart: string): { starts_at: string; ends_at: string } {
  const start = Date.parse(`${weekStart}T00:00:00.000Z`) - VIETNAM_OFFSET_MS;
  return { starts_at: new Date(start).toISOString(), ends_at: new Date(start + 7 * DAY_MS).toISOString() };
}
