import type { HealthResponse } from '@site/contracts';
import type { FastifyInstance } from 'fastify';
import { pingDatabase } from '../../db/database.js';
import { VERSION } from '../../version.js';

const started = Date.now();

/** The real checks behind /api/health and the admin dashboard's system status. */
export async function checkHealth(app: FastifyInstance): Promise<HealthResponse> {
  const checks: HealthResponse['checks'] = {};
  try {
    checks.database = { status: 'ok', latency_ms: await pingDatabase(app.db) };
  } catch (error) {
    app.log.error({ err: error }, 'database health check failed');
    checks.database = { status: 'error', detail: 'The database did not answer.' };
  }
  if (checks.database.status === 'ok' && app.hasDecorator('queue')) {
    const startedAt = performance.now();
    const count = await app.queue.countFailed();
    checks.jobs = {
      status: 'ok',
      latency_ms: Math.round((performance.now() - startedAt) * 100) / 100,
      detail: count === 0 ? 'No failed jobs.' : `${count} failed job(s).`,
    };
  }
  const healthy = Object.values(checks).every((c) => c.status === 'ok');
  return {
    status: healthy ? 'ok' : 'degraded',
    service: 'api',
    version: VERSION,
    uptime_seconds: Math.round((Date.now() - started) / 1000),
    timestamp: new Date().toISOString(),
    checks,
  };
}
