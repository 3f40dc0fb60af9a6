import { z } from 'zod';
import { pagedSchema, savedResponseSchema } from './envelopes.js';
import { healthResponseSchema } from './health.js';
import {
  NOTE_DANCE_CODES,
  NOTE_DANCE_ROLES,
  NOTE_DANCE_SETTING_RANGES,
  NOTE_DANCE_USER_STATUSES,
} from './note-dance-messages.values.js';
import {
  NOTE_DANCE_DIFFICULTIES,
  NOTE_DANCE_INPUTS,
  NOTE_DANCE_LIMITS,
  SHEET_FILE_FORMATS,
} from './note-dance.values.js';
import { pageParam, perPageParam, searchParam } from './query.js';

/**
 * Note Dance's server: its own accounts (players, and admins from configuration), the sheets the game plays, the
 * scores players send and the leaderboards made of them. An account's email is answered only to its owner and to
 * admins; leaderboards, recent activity and every public answer name players by username only.
 */

// ── The sheet format (mirrors packages/music/src/sheet.ts; the one format every importer answers) ──

export const spellingSchema = z.object({
  step: z.enum(['C', 'D', 'E', 'F', 'G', 'A', 'B']),
  alter: z.number().int().min(-2).max(2),
  octave: z.number().int().min(-1).max(9),
});

/** Beats are quarter notes from the start of the piece; a pitch is a MIDI number, null for a rest. */
export const sheetNoteSchema = z.object({
  pitch: z.number().int().min(0).max(127).nullable(),
  start: z.number().finite().min(0).max(1_000_000),
  duration: z.number().finite().positive().max(10_000),
  spelling: spellingSchema.optional(),
  tie: z.enum(['start', 'stop', 'continue']).optional(),
  voice: z.number().int().min(1).max(64).optional(),
  velocity: z.number().int().min(1).max(127).optional(),
});

export const sheetPartSchema = z.object({
  id: z.string().min(1).max(64),
  name: z.string().max(200),
  hand: z.enum(['right', 'left']).nullable(),
  notes: z.array(sheetNoteSchema).max(NOTE_DANCE_LIMITS.notes),
});

export const sheetSchema = z
  .object({
    title: z.string().max(200),
    composer: z.string().max(200).nullable(),
    tempo: z.number().min(NOTE_DANCE_LIMITS.tempoMin).max(NOTE_DANCE_LIMITS.tempoMax),
    time_signature: z.object({
      beats: z.number().int().min(1).max(32),
      /** A power of two: 1 (whole notes) to 32. */
      beat_type: z
        .number()
        .int()
        .refine((value) => [1, 2, 4, 8, 16, 32].includes(value)),
    }),
    key: z.object({ fifths: z.number().int().min(-7).max(7), mode: z.enum(['major', 'minor']) }),
    pickup: z.number().finite().min(0).max(64),
    parts: z.array(sheetPartSchema).min(1).max(NOTE_DANCE_LIMITS.parts),
  })
  .refine((sheet) => sheet.parts.reduce((sum, part) => sum + part.notes.length, 0) <= NOTE_DANCE_LIMITS.notes, {
    message: NOTE_DANCE_CODES.sheetInvalid,
    path: ['parts'],
  });
export type SheetData = z.infer<typeof sheetSchema>;

// ── Accounts ───────────────────────────────────────────────────────────────────────────────────

const emailField = z
  .string({ error: NOTE_DANCE_CODES.emailRequired })
  .trim()
  .min(1, NOTE_DANCE_CODES.emailRequired)
  .max(254, NOTE_DANCE_CODES.emailInvalid)
  .pipe(z.email(NOTE_DANCE_CODES.emailInvalid));
const passwordField = z
  .string({ error: NOTE_DANCE_CODES.passwordRequired })
  .min(1, NOTE_DANCE_CODES.passwordRequired)
  .max(NOTE_DANCE_LIMITS.passwordMax);
const newPasswordField = passwordField.pipe(
  z.string().min(NOTE_DANCE_LIMITS.passwordMin, NOTE_DANCE_CODES.passwordTooShort),
);
const usernameField = z
  .string({ error: NOTE_DANCE_CODES.usernameRequired })
  .trim()
  .min(1, NOTE_DANCE_CODES.usernameRequired)
  .pipe(
    z
      .string()
      .min(NOTE_DANCE_LIMITS.usernameMin, NOTE_DANCE_CODES.usernameInvalid)
      .max(NOTE_DANCE_LIMITS.usernameMax, NOTE_DANCE_CODES.usernameInvalid)
      .regex(/^[\p{L}\p{N}._-]+$/u, NOTE_DANCE_CODES.usernameInvalid),
  );

export const noteDanceLoginSchema = z.object({
  action: z.literal('login'),
  email: emailField,
  password: passwordField,
});
/** Registration; the confirmation is the web's to check, and the server checks it again when it is sent. */
export const noteDanceRegisterSchema = z
  .object({
    action: z.literal('register'),
    username: usernameField,
    email: emailField,
    password: newPasswordField,
    confirmPassword: z.string().max(NOTE_DANCE_LIMITS.passwordMax).optional(),
  })
  .refine((form) => form.confirmPassword === undefined || form.password === form.confirmPassword, {
    message: NOTE_DANCE_CODES.passwordMismatch,
    path: ['confirmPassword'],
  });
export const noteDanceAuthSchema = z.discriminatedUnion('action', [noteDanceLoginSchema, noteDanceRegisterSchema]);
export type NoteDanceAuthBody = z.infer<typeof noteDanceAuthSchema>;

/** The signed-in account as it sees itself (and as admins see every account). */
export const noteDanceUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  role: z.enum(NOTE_DANCE_ROLES),
});
export type NoteDanceUser = z.infer<typeof noteDanceUserSchema>;

export const noteDanceAuthResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  user: noteDanceUserSchema,
  token: z.string(),
  expires_at: z.string(),
});
export const noteDanceMeResponseSchema = z.object({ success: z.literal(true), user: noteDanceUserSchema });

// ── Sheets ─────────────────────────────────────────────────────────────────────────────────────

/** Where a sheet came from: a converted file, typed ABC, or the format itself (JSON, the seed songs). */
export const SHEET_SOURCES = [...SHEET_FILE_FORMATS.map((format) => format.id), 'json'] as [
  'musicxml',
  'mxl',
  'midi',
  'abc',
  'json',
];
export const sheetSourceSchema = z.enum(SHEET_SOURCES);

/** A sheet in a list: everything but its notes. */
export const sheetSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  composer: z.string().nullable(),
  difficulty: z.enum(NOTE_DANCE_DIFFICULTIES),
  published: z.boolean(),
  source_format: sheetSourceSchema,
  notes_count: z.number().int(),
  duration_beats: z.number(),
  tempo: z.number(),
  /** The username of the admin who added it (null for the seed songs). */
  created_by: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SheetSummary = z.infer<typeof sheetSummarySchema>;

/** A whole sheet: its notes, and the ABC it was typed in (so an admin can edit it). */
export const sheetRecordSchema = sheetSummarySchema.extend({ sheet: sheetSchema, abc: z.string().nullable() });
export type SheetRecord = z.infer<typeof sheetRecordSchema>;

export const sheetListQuerySchema = z.object({
  search: searchParam,
  difficulty: z.enum(NOTE_DANCE_DIFFICULTIES).optional(),
  page: pageParam,
  per_page: perPageParam(50, 200),
});
export const sheetListSchema = pagedSchema(sheetSummarySchema);
export const sheetItemSchema = z.object({ data: sheetRecordSchema });

const titleField = z.string().trim().min(1, NOTE_DANCE_CODES.titleRequired).max(200);
const abcField = z.string().min(1).max(NOTE_DANCE_LIMITS.sheetFileBytes);

/** A new sheet: the sheet itself, or ABC text that the server converts; title and composer override the source's. */
export const sheetCreateSchema = z
  .object({
    title: titleField.optional(),
    composer: z.string().trim().max(200).nullable().optional(),
    difficulty: z.enum(NOTE_DANCE_DIFFICULTIES),
    published: z.boolean().default(false),
    sheet: sheetSchema.optional(),
    abc: abcField.optional(),
  })
  .refine((body) => (body.sheet === undefined) !== (body.abc === undefined), {
    message: NOTE_DANCE_CODES.sheetSourceRequired,
    path: ['sheet'],
  });
export type SheetCreate = z.infer<typeof sheetCreateSchema>;

export const sheetUpdateSchema = z
  .object({
    title: titleField.optional(),
    composer: z.string().trim().max(200).nullable().optional(),
    difficulty: z.enum(NOTE_DANCE_DIFFICULTIES).optional(),
    published: z.boolean().optional(),
    sheet: sheetSchema.optional(),
    abc: abcField.optional(),
  })
  .refine((body) => body.sheet === undefined || body.abc === undefined, {
    message: NOTE_DANCE_CODES.sheetSourceRequired,
    path: ['sheet'],
  });
export type SheetUpdate = z.infer<typeof sheetUpdateSchema>;

export const sheetSavedSchema = savedResponseSchema(sheetRecordSchema);

/** A converted file, not saved: the format it was read as and the sheet. */
export const sheetConvertedSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  format: sheetSourceSchema,
  sheet: sheetSchema,
});

export const supportedFormatsSchema = z.object({
  data: z.array(z.object({ id: z.string(), extensions: z.array(z.string()), mime: z.array(z.string()) })),
  max_bytes: z.number().int(),
});

export const omrStatusSchema = z.object({
  available: z.boolean(),
  /** The configured engine's program name (never its full command line), or null. */
  engine: z.string().nullable(),
  message: z.string(),
});

// ── Scores ─────────────────────────────────────────────────────────────────────────────────────

const count = z.number().int().min(0).max(1_000_000);

/** What a played song adds up to, as the game sends it; the server checks it against the sheet. */
export const playSummarySchema = z.object({
  score: z.number().int().min(0).max(100_000_000),
  combo: count,
  max_combo: count,
  /** The share of notes hit, in percent (0–100). */
  accuracy: z.number().min(0).max(100),
  notes_hit: count,
  notes_total: count,
  perfect: count,
  great: count,
  good: count,
  miss: count,
  wrong: count,
  tempo_bpm: z.number().min(1).max(1000),
  duration_ms: z
    .number()
    .int()
    .min(0)
    .max(24 * 3_600_000),
  wait_mode: z.boolean(),
});
export type PlaySummaryData = z.infer<typeof playSummarySchema>;

export const scoreCreateSchema = z.object({
  sheet_id: z.number().int().positive(),
  input: z.enum(NOTE_DANCE_INPUTS),
  summary: playSummarySchema,
  /** The parts (hands) switched off while playing. */
  skip_parts: z.array(z.string().min(1).max(64)).max(NOTE_DANCE_LIMITS.parts).default([]),
});
export type ScoreCreate = z.infer<typeof scoreCreateSchema>;

export const scoreSchema = playSummarySchema.extend({
  id: z.number().int(),
  sheet_id: z.number().int(),
  sheet_title: z.string(),
  username: z.string(),
  input: z.enum(NOTE_DANCE_INPUTS),
  skip_parts: z.array(z.string()),
  created_at: z.string(),
});
export type ScoreRecord = z.infer<typeof scoreSchema>;

export const scoreListQuerySchema = z.object({
  sheet_id: z.coerce.number().int().positive().optional(),
  /** Admins only: a username (exact, case-insensitive). */
  user: z.string().trim().max(40).optional(),
  input: z.enum(NOTE_DANCE_INPUTS).optional(),
  page: pageParam,
  per_page: perPageParam(20, 100),
});
export const scoreListSchema = pagedSchema(scoreSchema);
export const scoreSavedSchema = savedResponseSchema(scoreSchema);
export const scoreRejectedSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.string().optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

export const noteDanceLeaderboardQuerySchema = z.object({
  sheet_id: z.coerce.number().int().positive(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(NOTE_DANCE_LIMITS.leaderboardMax)
    .default(NOTE_DANCE_LIMITS.leaderboardDefault),
  /** One input's board; without it, each input's board (they are never mixed). */
  input: z.enum(NOTE_DANCE_INPUTS).optional(),
});
/** A leaderboard row: each player's best on that sheet with that input, by username only. */
export const noteDanceLeaderboardEntrySchema = z.object({
  rank: z.number().int(),
  username: z.string(),
  input: z.enum(NOTE_DANCE_INPUTS),
  score: z.number().int(),
  accuracy: z.number(),
  max_combo: z.number().int(),
  created_at: z.string(),
});
export const noteDanceLeaderboardSchema = z.object({
  sheet_id: z.number().int(),
  data: z.array(noteDanceLeaderboardEntrySchema),
});

/** The player's best result per sheet and input (the song choice shows it). */
export const myBestSchema = z.object({
  data: z.array(
    z.object({
      sheet_id: z.number().int(),
      input: z.enum(NOTE_DANCE_INPUTS),
      score: z.number().int(),
      accuracy: z.number(),
      max_combo: z.number().int(),
      plays: z.number().int(),
      created_at: z.string(),
    }),
  ),
});

// ── Users, settings, dashboard (admins) ─────────────────────────────────────────────────────────

export const noteDanceAdminUserSchema = noteDanceUserSchema.extend({
  status: z.enum(NOTE_DANCE_USER_STATUSES),
  scores_count: z.number().int(),
  last_login_at: z.string().nullable(),
  created_at: z.string(),
});
export const userListQuerySchema = z.object({
  search: searchParam,
  role: z.enum(NOTE_DANCE_ROLES).optional(),
  status: z.enum(NOTE_DANCE_USER_STATUSES).optional(),
  page: pageParam,
  per_page: perPageParam(20, 100),
});
export const userListSchema = pagedSchema(noteDanceAdminUserSchema);
export const userUpdateSchema = z.object({
  role: z.enum(NOTE_DANCE_ROLES).optional(),
  status: z.enum(NOTE_DANCE_USER_STATUSES).optional(),
});
export const userSavedSchema = savedResponseSchema(noteDanceAdminUserSchema);

const windowMs = z.number().int().min(NOTE_DANCE_SETTING_RANGES.windowMin).max(NOTE_DANCE_SETTING_RANGES.windowMax);
/** The game's tuning: timing windows either side of a note, the starting tempo scale, the microphone's sensitivity. */
export const noteDanceSettingsSchema = z
  .object({
    perfect_ms: windowMs,
    great_ms: windowMs,
    good_ms: windowMs,
    default_tempo_scale: z
      .number()
      .min(NOTE_DANCE_SETTING_RANGES.tempoScaleMin)
      .max(NOTE_DANCE_SETTING_RANGES.tempoScaleMax),
    microphone_sensitivity: z
      .number()
      .min(NOTE_DANCE_SETTING_RANGES.sensitivityMin)
      .max(NOTE_DANCE_SETTING_RANGES.sensitivityMax),
  })
  .refine((s) => s.perfect_ms < s.great_ms && s.great_ms < s.good_ms, {
    message: NOTE_DANCE_CODES.windowsOrder,
    path: ['great_ms'],
  });
export type NoteDanceSettings = z.infer<typeof noteDanceSettingsSchema>;
export const noteDanceSettingsResponseSchema = z.object({ data: noteDanceSettingsSchema });
export const noteDanceSettingsSavedSchema = savedResponseSchema(noteDanceSettingsSchema);

export const noteDanceDashboardSchema = z.object({
  data: z.object({
    counts: z.object({
      sheets: z.number().int(),
      published_sheets: z.number().int(),
      players: z.number().int(),
      scores: z.number().int(),
      games_today: z.number().int(),
    }),
    /** "Today" is the calendar day in Vietnam (UTC+7, no daylight saving): it starts at this instant. */
    today_since: z.string(),
    recent: z.object({
      scores: z.array(
        z.object({
          username: z.string(),
          sheet_title: z.string(),
          input: z.enum(NOTE_DANCE_INPUTS),
          score: z.number().int(),
          created_at: z.string(),
        }),
      ),
      sheets: z.array(z.object({ id: z.number().int(), title: z.string(), created_at: z.string() })),
      registrations: z.array(z.object({ username: z.string(), created_at: z.string() })),
    }),
    system: z.object({
      api: z.enum(['ok', 'error']),
      database: z.enum(['ok', 'error']),
      authentication: z.enum(['ok', 'error']),
    }),
  }),
});

export const noteDanceHealthSchema = healthResponseSchema;
