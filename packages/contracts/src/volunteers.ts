import { z } from 'zod';
import { pageParam, perPageParam, listQueryFields, flagParam } from './query.js';
import { pagedSchema, savedResponseSchema } from './envelopes.js';
import {
  BADGE_IDS,
  LEADERBOARD_PERIODS,
  LEDGER_REASONS,
  NOTIFICATION_KINDS,
  TASK_DIFFICULTIES,
  TASK_FILTERS,
  TASK_KINDS,
  TASK_MODES,
  TASK_RULES,
  TASK_STATUSES,
  TASK_TYPES,
  VOLUNTEER_CODES,
  VOLUNTEER_LEVELS,
  VOLUNTEER_LIMITS,
  VOLUNTEER_STATUSES,
} from './volunteers.values.js';

/**
 * The volunteer network: accounts (separate from the site owner's), tasks that come from the platform's cases
 * and reports, an append-only points ledger with the levels, badges and missions derived from it, leaderboards
 * and notifications. A volunteer's email is only ever answered to that volunteer and to the owner; other
 * volunteers see a name, an avatar and a level. A reporter's contact is answered only to a first responder who
 * holds a verification task that needs it, and each such answer is logged for the owner.
 */

const LEVEL_KEYS = VOLUNTEER_LEVELS.map((level) => level.key) as [
  (typeof VOLUNTEER_LEVELS)[number]['key'],
  ...(typeof VOLUNTEER_LEVELS)[number]['key'][],
];

// ── Accounts ───────────────────────────────────────────────────────────────────────────────────

const nameField = z
  .string({ error: VOLUNTEER_CODES.nameRequired })
  .trim()
  .min(1, VOLUNTEER_CODES.nameRequired)
  .max(VOLUNTEER_LIMITS.nameMax, VOLUNTEER_CODES.nameTooLong);
const emailField = z
  .string({ error: VOLUNTEER_CODES.emailRequired })
  .trim()
  .min(1, VOLUNTEER_CODES.emailRequired)
  .max(254, VOLUNTEER_CODES.emailInvalid)
  .pipe(z.email(VOLUNTEER_CODES.emailInvalid));
const newPasswordField = z
  .string({ error: VOLUNTEER_CODES.passwordRequired })
  .min(1, VOLUNTEER_CODES.passwordRequired)
  .min(VOLUNTEER_LIMITS.passwordMin, VOLUNTEER_CODES.passwordTooShort)
  .max(VOLUNTEER_LIMITS.passwordMax);
const passwordField = z
  .string({ error: VOLUNTEER_CODES.passwordRequired })
  .min(1, VOLUNTEER_CODES.passwordRequired)
  .max(VOLUNTEER_LIMITS.passwordMax);

export const volunteerLoginSchema = z.object({ email: emailField, password: passwordField });

/** The register form: the passwords must match, checked before anything is sent and again by the server. */
export const volunteerRegisterSchema = z
  .object({
    name: nameField,
    email: emailField,
    password: newPasswordField,
    confirmPassword: passwordField,
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: VOLUNTEER_CODES.passwordMismatch,
    path: ['confirmPassword'],
  });

/** A level as shown: its number, its key (translated by the web) and where the next one starts. */
export const levelSchema = z.object({
  level: z.number().int().min(1).max(7),
  key: z.enum(LEVEL_KEYS),
  /** Lifetime points the next level starts at; null at level 7. */
  next_at: z.number().int().nullable(),
});

/** The signed-in volunteer, as only they (and the owner) see themselves. */
export const volunteerSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    avatar_url: z.string().nullable(),
    /** Today's province (one of the 34), for tasks near home; null until chosen. */
    province_id: z.string().nullable(),
    first_responder: z.boolean(),
    level: levelSchema,
    /** Points that may still be spent. */
    usable_points: z.number().int(),
    /** Every point ever awarded; the level follows it. */
    lifetime_points: z.number().int(),
    member_since: z.string(),
    stats: z.object({
      tasks_completed: z.number().int(),
      hours_volunteered: z.number(),
      /** Cases the volunteer's approved tasks were about. */
      people_helped: z.number().int(),
    }),
    /** One of the fictional volunteers the demo content seeds (the owner's list marks them). */
    is_demo: z.boolean(),
    /**
     * The shared demo account that every visitor may sign in to: its name, province, avatar and password cannot
     * be changed, nor the account deleted (`volunteer.demoReadOnly`); its tasks can be claimed and submitted.
     */
    shared_demo: z.boolean(),
  })
  .meta({ id: 'Volunteer' });

export const volunteerAuthResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  volunteer: volunteerSchema,
  token: z.string(),
  expires_at: z.string(),
});
export const volunteerMeResponseSchema = z.object({ success: z.literal(true), volunteer: volunteerSchema });
export const volunteerSavedSchema = savedResponseSchema(volunteerSchema);

export const volunteerProfileSchema = z.object({
  name: nameField,
  province_id: z.string().trim().min(1).max(20).nullable(),
});
export const volunteerPasswordSchema = z.object({
  current_password: passwordField,
  new_password: newPasswordField,
});
/** Deleting the account is confirmed with the password. */
export const volunteerDeleteSchema = z.object({ password: passwordField });

/** Another volunteer as the leaderboards and the spotlight show them: never an email. */
export const volunteerPublicSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  avatar_url: z.string().nullable(),
  level: z.number().int(),
});

// ── Tasks ──────────────────────────────────────────────────────────────────────────────────────

/**
 * What a platform task is about, for its title and description (worded by the web from `kind`): the public
 * case number and place of a case, or for a report to verify only its reference and province.
 */
export const taskSubjectSchema = z.object({
  case_number: z.string().nullable(),
  report_ref: z.string().nullable(),
  province_id: z.string().nullable(),
  province_name: z.string().nullable(),
  /** The language a translation task asks for. */
  language: z.string().nullable(),
});

/** A task in a list. `title` and `description` are set for custom tasks only. */
export const volunteerTaskSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(TASK_KINDS),
    type: z.enum(TASK_TYPES),
    mode: z.enum(TASK_MODES),
    difficulty: z.enum(TASK_DIFFICULTIES),
    title: z.string().nullable(),
    description: z.string().nullable(),
    subject: taskSubjectSchema,
    points: z.number().int(),
    bonus: z.number().int(),
    urgent: z.boolean(),
    first_responder_only: z.boolean(),
    deadline: z.string().nullable(),
    status: z.enum(TASK_STATUSES),
    /** Whether the signed-in volunteer holds it (false for visitors). */
    mine: z.boolean(),
    /** When the lock of a claimed task ends: answered only to its holder. */
    lock_expires_at: z.string().nullable(),
    /** The reviewer's note when a task came back; answered only to the volunteer it was returned to. */
    review_note: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'VolunteerTask' });

export const taskListQuerySchema = z.object({
  filter: z.enum(TASK_FILTERS).default('all'),
  /** Tasks near a province first (the volunteer's own when signed in). */
  province_id: z.string().trim().max(20).optional(),
  page: pageParam,
  per_page: perPageParam(12, 50),
});
export const taskListResponseSchema = pagedSchema(volunteerTaskSchema);
export const myTasksResponseSchema = z.object({ data: z.array(volunteerTaskSchema) });

/**
 * What the holder of a task may read to do it: the public case, or for a verification task the report's
 * details; the reporter's contact only for a first responder holding a verification task that needs it.
 */
export const taskDetailSchema = volunteerTaskSchema.extend({
  case: z
    .object({
      case_number: z.string(),
      full_name: z.string(),
      missing_since: z.string(),
      province: z.string(),
      commune: z.string(),
      description: z.string(),
    })
    .nullable(),
  report: z
    .object({
      report_ref: z.string(),
      missing_person_name: z.string(),
      age: z.number().int().nullable(),
      missing_date: z.string(),
      last_seen_location: z.string(),
      circumstances: z.string().nullable(),
    })
    .nullable(),
  reporter_contact: z.object({ name: z.string(), phone: z.string(), email: z.string().nullable() }).nullable(),
});
export const taskDetailResponseSchema = z.object({ data: taskDetailSchema });
export const taskSavedSchema = savedResponseSchema(volunteerTaskSchema);

export const taskSubmitSchema = z.object({
  note: z
    .string({ error: VOLUNTEER_CODES.noteRequired })
    .trim()
    .min(1, VOLUNTEER_CODES.noteRequired)
    .max(TASK_RULES.noteMax, VOLUNTEER_CODES.noteTooLong),
  hours: z.number().min(0.25).max(TASK_RULES.hoursMax),
});

/** Approve (points awarded) or return (back to open, with a note saying why). */
export const taskReviewSchema = z
  .object({
    decision: z.enum(['approve', 'return']),
    note: z.string().trim().max(TASK_RULES.noteMax, VOLUNTEER_CODES.noteTooLong).default(''),
  })
  .refine((review) => review.decision === 'approve' || review.note.length > 0, {
    message: VOLUNTEER_CODES.reviewNoteRequired,
    path: ['note'],
  });

/** A submission waiting for review, as a reviewer reads it. */
export const taskSubmissionSchema = volunteerTaskSchema.extend({
  volunteer: volunteerPublicSchema,
  submitted_at: z.string(),
  submission_note: z.string(),
  hours: z.number(),
});
export const taskSubmissionListSchema = pagedSchema(taskSubmissionSchema);

const taskTextFields = {
  title: z
    .string({ error: VOLUNTEER_CODES.titleRequired })
    .trim()
    .min(1, VOLUNTEER_CODES.titleRequired)
    .max(TASK_RULES.titleMax),
  description: z
    .string({ error: VOLUNTEER_CODES.descriptionRequired })
    .trim()
    .min(1, VOLUNTEER_CODES.descriptionRequired)
    .max(TASK_RULES.descriptionMax),
  mode: z.enum(TASK_MODES),
  difficulty: z.enum(TASK_DIFFICULTIES),
  province_id: z.string().trim().min(1).max(20).nullable().default(null),
  /** The public case the task is about, if any. */
  case_number: z.string().trim().max(40).nullable().default(null),
  /** ISO date-time; must be in the future. */
  deadline: z.iso.datetime({ offset: true }).nullable().default(null),
};

/** A trusted volunteer (level 5+) creates verification tasks. */
export const volunteerTaskCreateSchema = z.object(taskTextFields);

/** The owner creates any task, with a bonus, and may reserve it to the first-responder team. */
export const adminTaskCreateSchema = z.object({
  ...taskTextFields,
  type: z.enum(TASK_TYPES),
  bonus: z.number().int().min(0).max(1000).default(0),
  urgent: z.boolean().default(false),
  first_responder_only: z.boolean().default(false),
});

// ── Points, badges, missions, leaderboards ─────────────────────────────────────────────────────

export const ledgerEntrySchema = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  reason: z.enum(LEDGER_REASONS),
  /** The task, badge or mission the entry is for, to word it. */
  task_id: z.number().int().nullable(),
  badge: z.enum(BADGE_IDS as [string, ...string[]]).nullable(),
  mission: z.string().nullable(),
  note: z.string().nullable(),
  created_at: z.string(),
});
export const ledgerQuerySchema = z.object({ page: pageParam, per_page: perPageParam(20, 100) });
export const ledgerResponseSchema = pagedSchema(ledgerEntrySchema).extend({
  usable_points: z.number().int(),
  lifetime_points: z.number().int(),
});

export const badgeSchema = z.object({
  id: z.enum(BADGE_IDS as [string, ...string[]]),
  earned_at: z.string().nullable(),
  /** Progress towards the goal (for `social_guardian`, the approval share in percent). */
  progress: z.number(),
  goal: z.number(),
});

export const missionSchema = z.object({
  /** A weekly mission's id (`weekly_tasks`) or `challenge:<id>`. */
  id: z.string(),
  kind: z.enum(['weekly', 'challenge']),
  /** For challenges, the owner's words; weekly missions are worded by the web from their id. */
  title: z.string().nullable(),
  description: z.string().nullable(),
  type: z.enum([...TASK_TYPES, 'any']),
  goal: z.number().int(),
  progress: z.number().int(),
  bonus: z.number().int(),
  ends_at: z.string(),
  days_left: z.number().int(),
  completed: z.boolean(),
});

export const leaderboardEntrySchema = volunteerPublicSchema.extend({
  rank: z.number().int(),
  points: z.number().int(),
});
export const leaderboardQuerySchema = z.object({
  period: z.enum(LEADERBOARD_PERIODS).default('week'),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const leaderboardResponseSchema = z.object({
  period: z.enum(LEADERBOARD_PERIODS),
  /** Start of the period (the week's Monday, Vietnam time), null for all time. */
  since: z.string().nullable(),
  data: z.array(leaderboardEntrySchema),
  /** The signed-in volunteer's own place, also when outside the list. */
  me: z.object({ rank: z.number().int(), points: z.number().int() }),
});

export const volunteerDashboardSchema = z.object({
  volunteer: volunteerSchema,
  badges: z.array(badgeSchema),
  missions: z.array(missionSchema),
  /** The most urgent open task (near the volunteer's province first), if any. */
  urgent_task: volunteerTaskSchema.nullable(),
  /** The open task with the largest reward the volunteer may take. */
  featured_task: volunteerTaskSchema.nullable(),
  /** Tasks the volunteer holds now. */
  my_tasks: z.array(volunteerTaskSchema),
  available_tasks: z.array(volunteerTaskSchema),
  leaderboards: z.object({ week: z.array(leaderboardEntrySchema), all: z.array(leaderboardEntrySchema) }),
  community: z.object({
    volunteers: z.number().int(),
    tasks_completed_week: z.number().int(),
    open_tasks: z.number().int(),
    cases_helped: z.number().int(),
  }),
  /** The volunteer with the most points this week, with what they did. */
  spotlight: volunteerPublicSchema.extend({ points: z.number().int(), tasks: z.number().int() }).nullable(),
  unread_notifications: z.number().int(),
});
export const volunteerDashboardResponseSchema = z.object({ data: volunteerDashboardSchema });

// ── Notifications ──────────────────────────────────────────────────────────────────────────────

export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  /** What the web words the notification with (task id and kind, badge, level, points, case number, province). */
  params: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
  read: z.boolean(),
  created_at: z.string(),
});
export const notificationListSchema = pagedSchema(notificationSchema).extend({ unread: z.number().int() });
export const notificationReadSchema = z.object({
  /** The notifications to mark read; absent means all of them. */
  ids: z.array(z.number().int().positive()).max(200).optional(),
});
export const unreadCountSchema = z.object({ unread: z.number().int() });

// ── Public overview ────────────────────────────────────────────────────────────────────────────

/** The figures of the public /volunteer page: counts only, never a person. */
export const volunteerOverviewSchema = z.object({
  volunteers: z.number().int(),
  tasks_completed: z.number().int(),
  open_tasks: z.number().int(),
  provinces: z.number().int(),
  /** Whether "try the demo volunteer" is offered (the demo seed is on). */
  demo_available: z.boolean(),
});
export const volunteerOverviewResponseSchema = z.object({ data: volunteerOverviewSchema });

// ── Site admin ─────────────────────────────────────────────────────────────────────────────────

export const adminVolunteerSchema = volunteerSchema.extend({
  status: z.enum(VOLUNTEER_STATUSES),
  active_tasks: z.number().int(),
  last_active_at: z.string().nullable(),
});
export const adminVolunteerListQuerySchema = z.object({
  ...listQueryFields(20),
  status: z.enum(VOLUNTEER_STATUSES).optional(),
  first_responder: flagParam,
});
export const adminVolunteerListSchema = pagedSchema(adminVolunteerSchema);
export const adminVolunteerUpdateSchema = z.object({
  status: z.enum(VOLUNTEER_STATUSES).optional(),
  first_responder: z.boolean().optional(),
});
/** A spend (negative, e.g. a gift sent) or a correction, with the reason written in the ledger. */
export const adminPointsSchema = z.object({
  amount: z
    .number()
    .int()
    .min(-100_000)
    .max(100_000)
    .refine((amount) => amount !== 0),
  note: z.string().trim().min(1).max(300),
});
export const adminVolunteerSavedSchema = savedResponseSchema(adminVolunteerSchema);

export const adminTaskListQuerySchema = z.object({
  ...listQueryFields(20),
  status: z.enum(TASK_STATUSES).optional(),
  type: z.enum(TASK_TYPES).optional(),
});
export const adminTaskSchema = volunteerTaskSchema.extend({
  holder: volunteerPublicSchema.nullable(),
  submitted_at: z.string().nullable(),
  submission_note: z.string().nullable(),
  hours: z.number().nullable(),
  reviewed_by: z.string().nullable(),
  created_by: z.string(),
});
export const adminTaskListSchema = pagedSchema(adminTaskSchema);
export const adminTaskSavedSchema = savedResponseSchema(adminTaskSchema);

/** One reading of a reporter's contact by a first responder. */
export const contactAccessSchema = z.object({
  id: z.number().int(),
  volunteer: volunteerPublicSchema,
  task_id: z.number().int(),
  report_ref: z.string(),
  accessed_at: z.string(),
});
export const contactAccessListSchema = pagedSchema(contactAccessSchema);
export const contactAccessQuerySchema = z.object({ page: pageParam, per_page: perPageParam(20, 100) });

export const challengeCreateSchema = z
  .object({
    title: z.string().trim().min(1).max(TASK_RULES.titleMax),
    description: z.string().trim().max(TASK_RULES.descriptionMax).default(''),
    type: z.enum([...TASK_TYPES, 'any']),
    goal: z.number().int().min(1).max(1000),
    bonus: z.number().int().min(1).max(10_000),
    starts_at: z.iso.datetime({ offset: true }),
    ends_at: z.iso.datetime({ offset: true }),
  })
  .refine((challenge) => challenge.ends_at > challenge.starts_at, { path: ['ends_at'], message: 'ends_at' });
export const challengeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  type: z.enum([...TASK_TYPES, 'any']),
  goal: z.number().int(),
  bonus: z.number().int(),
  starts_at: z.string(),
  ends_at: z.string(),
  completed_by: z.number().int(),
});
export const challengeListSchema = z.object({ data: z.array(challengeSchema) });
export const challengeSavedSchema = savedResponseSchema(challengeSchema);

export type Volunteer = z.infer<typeof volunteerSchema>;
export type VolunteerTask = z.infer<typeof volunteerTaskSchema>;
export type TaskDetail = z.infer<typeof taskDetailSchema>;
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;
export type Badge = z.infer<typeof badgeSchema>;
export type Mission = z.infer<typeof missionSchema>;
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;
export type VolunteerDashboard = z.infer<typeof volunteerDashboardSchema>;
export type VolunteerNotification = z.infer<typeof notificationSchema>;
export type AdminVolunteer = z.infer<typeof adminVolunteerSchema>;
export type AdminTask = z.infer<typeof adminTaskSchema>;
export type TaskSubmission = z.infer<typeof taskSubmissionSchema>;
