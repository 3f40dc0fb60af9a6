import path from 'node:path';
import { z } from 'zod';

/**
 * Every setting the server reads, validated once at boot. Documented in README.md (Configuration);
 * keep the two in step.
 */
const bool = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => ['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'].includes(v), 'must be true or false')
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

const int = (min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, `must be a whole number between ${min} and ${max}`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `must be a whole number between ${min} and ${max}`);

const databaseUrl = z
  .string()
  .trim()
  .refine(
    (v) => /^(postgres|postgresql|mysql):\/\/.+/.test(v) || /^sqlite:.+/.test(v),
    'must be a postgres://, mysql:// or sqlite:<file> URL',
  );

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  PORT: int(1, 65535).default(3000),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: databaseUrl.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_URL: z
    .string()
    .trim()
    .url('must be an absolute URL such as https://example.com')
    .transform((v) => v.replace(/\/+$/, ''))
    .optional(),
  TRUST_PROXY: bool.default(false),
  BODY_LIMIT: int(1024, 100 * 1024 * 1024).default(1024 * 1024),
  RATE_LIMIT_MAX: int(1, 1_000_000).default(300),
  RATE_LIMIT_WINDOW_MS: int(1000, 24 * 60 * 60 * 1000).default(60_000),
  REDIS_URL: z
    .string()
    .trim()
    .regex(/^rediss?:\/\/.+/, 'must be a redis:// or rediss:// URL')
    .optional(),
  SEED_DEMO: bool.default(true),
  WEB_DIST: z.string().trim().min(1).optional(),
  WEB_RENDERER: z.string().trim().min(1).optional(),
  SHUTDOWN_TIMEOUT_MS: int(100, 120_000).default(10_000),
  REQUEST_TIMEOUT_MS: int(1000, 60 * 60 * 1000).default(300_000),
  IDLE_TIMEOUT_MS: int(100, 10 * 60 * 1000).default(30_000),
  MAX_CONNECTIONS: int(1, 1_000_000).default(2048),
  ADMIN_EMAIL: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'must be an email address')
    .optional(),
  ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').max(1024).optional(),
  SESSION_TTL_HOURS: int(1, 24 * 90).default(24 * 7),
  SMTP_URL: z
    .string()
    .trim()
    .regex(/^smtps?:\/\/.+/, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().trim().min(3).max(254).optional(),
  CONTACT_RATE_LIMIT_MAX: int(1, 100_000).default(5),
  CONTACT_RATE_LIMIT_WINDOW_MS: int(1000, 24 * 60 * 60 * 1000).default(10 * 60 * 1000),
  COMMENT_RATE_LIMIT_MAX: int(1, 100_000).default(5),
  COMMENT_RATE_LIMIT_WINDOW_MS: int(1000, 24 * 60 * 60 * 1000).default(10 * 60 * 1000),
  JOB_POLL_MS: int(50, 60_000).default(1000),
  FEEDBACK_RATE_LIMIT_MAX: int(1, 100_000).default(5),
  FEEDBACK_RATE_LIMIT_WINDOW_MS: int(1000, 24 * 60 * 60 * 1000).default(10 * 60 * 1000),
  BENCHMARK_TIMEOUT_MS: int(1000, 120_000).default(15_000),
  BENCHMARK_CONCURRENCY: int(1, 16).default(1),
  BENCHMARK_QUEUE: int(0, 100).default(12),
  BENCHMARK_RATE_LIMIT_MAX: int(1, 10_000).default(30),
  RACE_PROCESSING_MS: int(0, 1000).default(20),
  S3_BUCKET: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name')
    .optional(),
  S3_ENDPOINT: z.string().trim().url('must be an absolute URL such as http://127.0.0.1:9000').optional(),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
  S3_FORCE_PATH_STYLE: bool.optional(),
  MAP_TILE_URL: z
    .string()
    .trim()
    .refine(
      (v) => v === 'off' || (/^https?:\/\/[^\s]+$/.test(v) && ['{z}', '{x}', '{y}'].every((p) => v.includes(p))),
      'must be off or an http(s) URL template with {z}, {x} and {y}',
    )
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_TILE_ATTRIBUTION: z.string().trim().min(1).max(300).default('© OpenStreetMap contributors'),
  REPORT_MODEL_BASE_URL: z.string().trim().url('must be an absolute URL such as https://api.example.com/v1').optional(),
  REPORT_MODEL_API_KEY: z.string().trim().min(1).max(1000).optional(),
  REPORT_MODEL_NAME: z.string().trim().min(1).max(200).optional(),
  REPORT_MODEL_TIMEOUT_MS: int(100, 120_000).default(30_000),
  NOTE_DANCE_ADMIN_EMAIL: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'must be an email address')
    .optional(),
  NOTE_DANCE_ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').max(1024).optional(),
  OMR_COMMAND: z.string().trim().min(1).max(1000).optional(),
  OMR_TIMEOUT_MS: int(1000, 30 * 60 * 1000).default(120_000),
  AI_BASE_URL: z.string().trim().url('must be an absolute URL such as https://api.openai.com/v1').optional(),
  AI_API_KEY: z.string().trim().min(1).max(1000).optional(),
  AI_MODEL: z.string().trim().min(1).max(200).optional(),
  AI_TIMEOUT_MS: int(100, 120_000).default(30_000),
  AI_CHAT_RATE_LIMIT_MAX: int(1, 100_000).default(20),
  AI_TRANSLATE_RATE_LIMIT_MAX: int(1, 100_000).default(10),
  TRANSLATE_URL: z.string().trim().url('must be an absolute URL such as http://127.0.0.1:5000').optional(),
  TRANSLATE_API_KEY: z.string().trim().min(1).max(1000).optional(),
});

export type DatabaseConfig =
  { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string } | { dialect: 'mysql'; url: string };

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  database: DatabaseConfig;
  logLevel: string;
  publicUrl: string | undefined;
  trustProxy: boolean;
  bodyLimit: number;
  rateLimit: { max: number; windowMs: number };
  redisUrl: string | undefined;
  seedDemo: boolean;
  /** Folder of the built web app, or null to serve the API only. */
  webDist: string | null;
  /**
   * The web build's server renderer (docs/decisions/0009), or null to send every page as the app shell.
   * Defaults to dist-ssr/entry-server.js next to the web build; WEB_RENDERER=off turns it off.
   */
  webRenderer: string | null;
  shutdownTimeoutMs: number;
  /**
   * Connection limits against slow or idle clients: a whole request (headers and body) must arrive within
   * `requestTimeoutMs`, a connection silent for `idleTimeoutMs` is closed, and at most `maxConnections` are open.
   */
  connections: { requestTimeoutMs: number; idleTimeoutMs: number; maxConnections: number };
  /** The first admin account, created at start when no admin exists (else a generated password is logged once). */
  admin: { email: string | undefined; password: string | undefined; sessionTtlHours: number };
  /** Outgoing mail; null sends nothing (messages are still stored). */
  mail: { smtpUrl: string; from: string } | null;
  contactRateLimit: { max: number; windowMs: number };
  /** Comments one address may post per window (counted in the database, so it holds across instances). */
  commentRateLimit: { max: number; windowMs: number };
  jobPollMs: number;
  /** Feedback one address may send per window (counted in the database). */
  feedbackRateLimit: { max: number; windowMs: number };
  /**
   * Language benchmark: a child process is killed after timeoutMs; at most `concurrency` run at once
   * (one by default, so that engines never compete for the CPU), `queue` more wait, and one address
   * may start `perMinute` runs a minute.
   */
  benchmark: { timeoutMs: number; concurrency: number; queue: number; perMinute: number };
  /** Race demo: the simulated processing step between reading and writing the balance. */
  raceProcessingMs: number;
  /**
   * Raster map tiles drawn over the reunion map's own offline base map when the server can reach them
   * (MAP_TILE_URL=off: never). `origin` is added to the pages' img-src.
   */
  mapTiles: { url: string; origin: string; attribution: string } | null;
  /** Files in an S3-compatible bucket instead of DATA_DIR/storage (when S3_BUCKET is set). */
  s3: {
    bucket: string;
    endpoint: string | undefined;
    region: string;
    credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
    forcePathStyle: boolean;
  } | null;
  /**
   * An OpenAI-compatible model that missing-person report texts are also sent to for analysis (all of
   * REPORT_MODEL_BASE_URL, _API_KEY and _NAME set); null, the default, analyses them on this server only.
   */
  reportModel: { baseUrl: string; apiKey: string; model: string; timeoutMs: number } | null;
  noteDance: {
    /**
     * The first Note Dance admin: NOTE_DANCE_ADMIN_EMAIL/_PASSWORD, or else the site owner's ADMIN_EMAIL/_PASSWORD
     * (mirrored as a Note Dance account of its own); none when neither pair is set.
     */
    admin: { email: string; password: string } | null;
    /** An optical music recognition engine's program (run without a shell), or null: none ships here. */
    omr: { command: string; timeoutMs: number } | null;
  };
  /** The site assistant (`/ai`): its optional model, its translation server and its rate limits. */
  assistant: {
    /**
     * An OpenAI-compatible model that writes chat answers from the retrieved passages and translates (AI_BASE_URL
     * and AI_MODEL set; AI_API_KEY when the endpoint wants one); null, the default, answers offline.
     */
    model: { baseUrl: string; apiKey: string | undefined; model: string; timeoutMs: number } | null;
    /** A LibreTranslate-compatible server, used for translation when no model is configured. */
    translate: { url: string; apiKey: string | undefined; timeoutMs: number } | null;
    /** Chat messages and translation requests one address may send a minute. */
    chatPerMinute: number;
    translatePerMinute: number;
  };
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Empty strings count as unset, so `PORT= npm start` behaves like no PORT at all. */
function withoutEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ''),
  );
}

/** The origin a tile URL template loads from, as a CSP source: a `{s}` subdomain becomes `*.`. */
function tileOrigin(template: string): string {
  const origin = new URL(template.replace(/\{[a-z]\}/g, '0')).origin;
  return /^https?:\/\/\{s\}\./.test(template) ? origin.replace('//0.', '//*.') : origin;
}

/** Reads and validates the environment; throws ConfigError naming each bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, defaults: { webDist?: string | null } = {}): Config {
  const parsed = envSchema.safeParse(withoutEmpty(env));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(environment)'} ${issue.message}`);
    throw new ConfigError(problems);
  }
  const e = parsed.data;
  if (e.S3_BUCKET && Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(['S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together']);
  }
  const reportModelSettings = [e.REPORT_MODEL_BASE_URL, e.REPORT_MODEL_API_KEY, e.REPORT_MODEL_NAME];
  if (reportModelSettings.some(Boolean) && !reportModelSettings.every(Boolean)) {
    throw new ConfigError(['REPORT_MODEL_BASE_URL, REPORT_MODEL_API_KEY and REPORT_MODEL_NAME must be set together']);
  }
  if (Boolean(e.AI_BASE_URL) !== Boolean(e.AI_MODEL)) {
    throw new ConfigError(['AI_BASE_URL and AI_MODEL must be set together']);
  }
  if (e.AI_API_KEY && !e.AI_BASE_URL) throw new ConfigError(['AI_API_KEY needs AI_BASE_URL and AI_MODEL']);
  if (e.TRANSLATE_API_KEY && !e.TRANSLATE_URL) throw new ConfigError(['TRANSLATE_API_KEY needs TRANSLATE_URL']);
  if (Boolean(e.NOTE_DANCE_ADMIN_EMAIL) !== Boolean(e.NOTE_DANCE_ADMIN_PASSWORD)) {
    throw new ConfigError(['NOTE_DANCE_ADMIN_EMAIL and NOTE_DANCE_ADMIN_PASSWORD must be set together']);
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const webDist = e.WEB_DIST ? path.resolve(e.WEB_DIST) : (defaults.webDist ?? null);
  let database: DatabaseConfig;
  if (!e.DATABASE_URL) database = { dialect: 'sqlite', file: path.join(dataDir, 'site.db') };
  else if (e.DATABASE_URL.startsWith('sqlite:'))
    database = { dialect: 'sqlite', file: path.resolve(e.DATABASE_URL.slice('sqlite:'.length)) };
  else if (e.DATABASE_URL.startsWith('mysql:')) database = { dialect: 'mysql', url: e.DATABASE_URL };
  else database = { dialect: 'postgres', url: e.DATABASE_URL };

  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir,
    database,
    logLevel: e.LOG_LEVEL,
    publicUrl: e.PUBLIC_URL,
    trustProxy: e.TRUST_PROXY,
    bodyLimit: e.BODY_LIMIT,
    rateLimit: { max: e.RATE_LIMIT_MAX, windowMs: e.RATE_LIMIT_WINDOW_MS },
    redisUrl: e.REDIS_URL,
    seedDemo: e.SEED_DEMO,
    webDist,
    webRenderer:
      e.WEB_RENDERER === 'off'
        ? null
        : e.WEB_RENDERER
          ? path.resolve(e.WEB_RENDERER)
          : webDist && path.join(path.dirname(webDist), 'dist-ssr', 'entry-server.js'),
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    connections: {
      requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
      idleTimeoutMs: e.IDLE_TIMEOUT_MS,
      maxConnections: e.MAX_CONNECTIONS,
    },
    admin: { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD, sessionTtlHours: e.SESSION_TTL_HOURS },
    mail: e.SMTP_URL ? { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM ?? 'Portfolio <no-reply@localhost>' } : null,
    contactRateLimit: { max: e.CONTACT_RATE_LIMIT_MAX, windowMs: e.CONTACT_RATE_LIMIT_WINDOW_MS },
    commentRateLimit: { max: e.COMMENT_RATE_LIMIT_MAX, windowMs: e.COMMENT_RATE_LIMIT_WINDOW_MS },
    jobPollMs: e.JOB_POLL_MS,
    feedbackRateLimit: { max: e.FEEDBACK_RATE_LIMIT_MAX, windowMs: e.FEEDBACK_RATE_LIMIT_WINDOW_MS },
    benchmark: {
      timeoutMs: e.BENCHMARK_TIMEOUT_MS,
      concurrency: e.BENCHMARK_CONCURRENCY,
      queue: e.BENCHMARK_QUEUE,
      perMinute: e.BENCHMARK_RATE_LIMIT_MAX,
    },
    raceProcessingMs: e.RACE_PROCESSING_MS,
    mapTiles:
      e.MAP_TILE_URL === 'off'
        ? null
        : {
            url: e.MAP_TILE_URL,
            origin: tileOrigin(e.MAP_TILE_URL),
            attribution: e.MAP_TILE_ATTRIBUTION,
          },
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : undefined,
          // Self-hosted S3 servers (MinIO, Garage, …) usually need path-style addresses.
          forcePathStyle: e.S3_FORCE_PATH_STYLE ?? Boolean(e.S3_ENDPOINT),
        }
      : null,
    reportModel:
      e.REPORT_MODEL_BASE_URL && e.REPORT_MODEL_API_KEY && e.REPORT_MODEL_NAME
        ? {
            baseUrl: e.REPORT_MODEL_BASE_URL,
            apiKey: e.REPORT_MODEL_API_KEY,
            model: e.REPORT_MODEL_NAME,
            timeoutMs: e.REPORT_MODEL_TIMEOUT_MS,
          }
        : null,
    noteDance: {
      admin:
        e.NOTE_DANCE_ADMIN_EMAIL && e.NOTE_DANCE_ADMIN_PASSWORD
          ? { email: e.NOTE_DANCE_ADMIN_EMAIL, password: e.NOTE_DANCE_ADMIN_PASSWORD }
          : e.ADMIN_EMAIL && e.ADMIN_PASSWORD
            ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD }
            : null,
      omr: e.OMR_COMMAND ? { command: e.OMR_COMMAND, timeoutMs: e.OMR_TIMEOUT_MS } : null,
    },
    assistant: {
      model:
        e.AI_BASE_URL && e.AI_MODEL
          ? { baseUrl: e.AI_BASE_URL, apiKey: e.AI_API_KEY, model: e.AI_MODEL, timeoutMs: e.AI_TIMEOUT_MS }
          : null,
      translate: e.TRANSLATE_URL
        ? { url: e.TRANSLATE_URL, apiKey: e.TRANSLATE_API_KEY, timeoutMs: e.AI_TIMEOUT_MS }
        : null,
      chatPerMinute: e.AI_CHAT_RATE_LIMIT_MAX,
      translatePerMinute: e.AI_TRANSLATE_RATE_LIMIT_MAX,
    },
  };
}
