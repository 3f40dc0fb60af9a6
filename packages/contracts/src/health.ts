import { z } from 'zod';

export const componentHealthSchema = z.object({
  status: z.enum(['ok', 'error']),
  latency_ms: z.number().nonnegative().optional(),
  detail: z.string().optional(),
});

/** Shape shared by /api/health and, as they arrive, /ai/health and /perf/{engine}/health. */
export const healthResponseSchema = z
  .object({
    status: z.enum(['ok', 'degraded']),
    service: z.string(),
    version: z.string(),
    uptime_seconds: z.number().nonnegative(),
    timestamp: z.string(),
    checks: z.record(z.string(), componentHealthSchema),
  })
  .meta({ id: 'HealthResponse' });

export type HealthResponse = z.infer<typeof healthResponseSchema>;
