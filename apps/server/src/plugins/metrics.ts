import type { Infrastructure } from '@site/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/** How many of the most recent requests the infrastructure page's percentiles are computed from. */
export const LATENCY_WINDOW = 1000;

/** The label of requests that matched no route (404s, the web app's client routes), so labels stay bounded. */
export const UNMATCHED_ROUTE = 'unmatched';

/** The path Prometheus scrapes; its own requests are not counted. */
export const METRICS_PATH = '/metrics';

/** Seconds; up to 30 s because a benchmark run may take its full 15 s timeout and more under load. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export type MetricsSummary = Infrastructure['metrics'];

/**
 * The nearest-rank percentile (p in 0–100) of values sorted ascending: the smallest value with at least
 * p % of the values at or below it. It is always an observed value, never an interpolation; null when empty.
 */
export function percentile(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  const rank = Math.ceil((Math.min(100, Math.max(0, p)) / 100) * sorted.length);
  return sorted[Math.max(1, rank) - 1] ?? null;
}

/** A fixed-size ring buffer of the latest durations: recording is O(1) and memory never grows. */
export class LatencyWindow {
  private readonly values: Float64Array;
  private next = 0;
  private filled = 0;

  constructor(readonly capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new RangeError('capacity must be a positive integer');
    this.values = new Float64Array(capacity);
  }

  add(value: number): void {
    this.values[this.next] = value;
    this.next = (this.next + 1) % this.capacity;
    this.filled = Math.min(this.filled + 1, this.capacity);
  }

  get size(): number {
    return this.filled;
  }

  /** The values held, sorted ascending (a copy: the window keeps recording meanwhile). */
  sorted(): number[] {
    return Array.from(this.values.subarray(0, this.filled)).sort((a, b) => a - b);
  }
}

const round2 = (value: number | null) => (value === null ? null : Math.round(value * 100) / 100);

/** What one app instance measures of the requests it answers. */
export class RequestMetrics {
  /** This app's series and the process's default metrics, as /metrics renders them. */
  readonly registry: Registry;
  private readonly requests: Counter<'method' | 'route' | 'status_code'>;
  private readonly duration: Histogram<'method' | 'route' | 'status_code'>;
  private readonly window: LatencyWindow;
  private total = 0;
  private errors = 0;

  constructor(windowSize = LATENCY_WINDOW) {
    this.window = new LatencyWindow(windowSize);
    const own = new Registry();
    this.requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status code.',
      labelNames: ['method', 'route', 'status_code'],
      registers: [own],
    });
    this.duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from receiving a request to sending its answer, by method, route pattern and status code.',
      labelNames: ['method', 'route', 'status_code'],
      buckets: DURATION_BUCKETS,
      registers: [own],
    });
    this.registry = Registry.merge([processRegistry(), own]);
  }

  /** Counts one answered request; `route` must be a route pattern, never a raw URL. */
  record(method: string, route: string, statusCode: number, durationMs: number): void {
    const labels = { method, route, status_code: String(statusCode) };
    this.requests.inc(labels);
    this.duration.observe(labels, durationMs / 1000);
    this.window.add(durationMs);
    this.total += 1;
    if (statusCode >= 500) this.errors += 1;
  }

  /** Totals since this app started, and latency percentiles of the most recent requests (in ms). */
  summary(): MetricsSummary {
    const sorted = this.window.sorted();
    return {
      requests_total: this.total,
      errors_total: this.errors,
      error_rate: this.total === 0 ? 0 : this.errors / this.total,
      p50_ms: round2(percentile(sorted, 50)),
      p95_ms: round2(percentile(sorted, 95)),
      latency_window: sorted.length,
    };
  }
}

let processMetrics: Registry | undefined;

/**
 * Node's default metrics describe the process, not an app, and prom-client 15 gives no way to stop their
 * collectors (an event-loop-delay monitor and a GC observer): they are created once per process and every
 * app's registry shares them, so building many apps (tests) neither leaks collectors nor duplicates them.
 */
function processRegistry(): Registry {
  if (!processMetrics) {
    processMetrics = new Registry();
    collectDefaultMetrics({ register: processMetrics });
  }
  return processMetrics;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: RequestMetrics;
  }
}

/**
 * Request metrics of this app as `app.metrics`: a Prometheus registry of its own (never the global
 * default one) and the sliding latency window the infrastructure page shows. Requests are labelled by
 * route pattern (`/api/media/:id`), so label values stay bounded and carry no visitor data. The
 * infrastructure module serves the registry at /metrics, behind the rate limiter.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance) => {
    const metrics = new RequestMetrics();
    app.decorate('metrics', metrics);
    // reply.elapsedTime runs from the moment the request was routed, before any onRequest hook.
    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url;
      if (route === METRICS_PATH) return;
      metrics.record(request.method, route ?? UNMATCHED_ROUTE, reply.statusCode, reply.elapsedTime);
    });
    app.addHook('onClose', async () => {
      // Unregisters this app's metrics only: the shared process collectors stay with the process.
      metrics.registry.clear();
    });
  },
  { name: 'metrics' },
);
