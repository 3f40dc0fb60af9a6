import { z } from 'zod';

/** One box of the infrastructure page's services list, with its live check. */
export const infrastructureServiceSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** ok: answered its check; error: configured but failing; unavailable: not installed on this server. */
  status: z.enum(['ok', 'error', 'unavailable']),
  latency_ms: z.number().nonnegative().optional(),
  /** Technical detail in English (versions, e.g. "SQLite 3.46", "Python 3.11.2"; or why it is missing). */
  detail: z.string().optional(),
  /** Figures behind the detail, for pages that word it in the visitor's language (job queue: pending, failed, overdue). */
  counts: z.record(z.string(), z.number().int().nonnegative()).optional(),
});

/** `GET /api/infrastructure`: the running system as it is, measured by the server itself. */
export const infrastructureResponseSchema = z
  .object({
    version: z.string(),
    started_at: z.string(),
    uptime_seconds: z.number().nonnegative(),
    runtime: z.object({ node: z.string(), platform: z.string(), arch: z.string(), cpus: z.number().int() }),
    stack: z.object({
      database: z.enum(['sqlite', 'postgres', 'mysql']),
      storage: z.enum(['local', 's3']),
      cache: z.enum(['memory', 'redis']),
    }),
    /** From this process's own request metrics since it started (the same data as /metrics). */
    metrics: z.object({
      requests_total: z.number().int().nonnegative(),
      errors_total: z.number().int().nonnegative(),
      /** Share of answers with a 5xx status, 0–1. */
      error_rate: z.number().min(0).max(1),
      p50_ms: z.number().nonnegative().nullable(),
      p95_ms: z.number().nonnegative().nullable(),
      /** How many of the most recent requests the percentiles are computed from. */
      latency_window: z.number().int().nonnegative(),
    }),
    services: z.array(infrastructureServiceSchema),
  })
  .meta({ id: 'Infrastructure' });

export type InfrastructureService = z.infer<typeof infrastructureServiceSchema>;
export type Infrastructure = z.infer<typeof infrastructureResponseSchema>;
