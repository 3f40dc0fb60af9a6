import { describe, expect, it } from 'vitest';
import { suiteApp, TEST_DIALECT } from '../test/helpers.js';
import { LatencyWindow, METRICS_PATH, percentile, RequestMetrics, UNMATCHED_ROUTE } from './metrics.js';

describe('percentile (nearest rank)', () => {
  const oneToHundred = Array.from({ length: 100 }, (_, i) => i + 1);

  it('is null without values and the only value with one', () => {
    expect(percentile([], 50)).toBeNull();
    expect(percentile([7], 50)).toBe(7);
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([7], 0)).toBe(7);
  });

  it('picks the smallest value with at least p % of the values at or below it', () => {
    expect(percentile(oneToHundred, 50)).toBe(50);
    expect(percentile(oneToHundred, 95)).toBe(95);
    expect(percentile(oneToHundred, 99)).toBe(99);
    expect(percentile(oneToHundred, 100)).toBe(100);
    expect(percentile(oneToHundred, 0)).toBe(1);
    // 4 values: p50 → rank 2, p95 → rank ceil(3.8) = 4, p25 → rank 1, p26 → rank 2.
    expect(percentile([10, 20, 30, 40], 50)).toBe(20);
    expect(percentile([10, 20, 30, 40], 95)).toBe(40);
    expect(percentile([10, 20, 30, 40], 25)).toBe(10);
    expect(percentile([10, 20, 30, 40], 26)).toBe(20);
  });

  it('always answers an observed value and clamps p to 0–100', () => {
    const values = [0.4, 1.25, 3, 80.5, 900];
    for (let p = 0; p <= 100; p += 5) expect(values).toContain(percentile(values, p));
    expect(percentile(values, -10)).toBe(0.4);
    expect(percentile(values, 250)).toBe(900);
  });

  it('is not dragged by one huge outlier the way a mean is', () => {
    const values = [...Array.from({ length: 99 }, () => 5), 60_000];
    expect(percentile(values, 95)).toBe(5);
    expect(percentile(values, 100)).toBe(60_000);
  });
});

describe('LatencyWindow', () => {
  it('keeps only the most recent values, sorted on read', () => {
    const window = new LatencyWindow(3);
    expect(window.sorted()).toEqual([]);
    window.add(30);
    window.add(10);
    expect(window.size).toBe(2);
    expect(window.sorted()).toEqual([10, 30]);
    window.add(20);
    window.add(5); // replaces 30, the oldest
    window.add(1); // replaces 10
    expect(window.size).toBe(3);
    expect(window.sorted()).toEqual([1, 5, 20]);
  });

  it('refuses a capacity that is not a positive integer', () => {
    expect(() => new LatencyWindow(0)).toThrow(RangeError);
    expect(() => new LatencyWindow(2.5)).toThrow(RangeError);
  });
});

describe('RequestMetrics', () => {
  it('summarises totals since start and percentiles of the latest window', () => {
    const metrics = new RequestMetrics(10);
    expect(metrics.summary()).toEqual({
      requests_total: 0,
      errors_total: 0,
      error_rate: 0,
      p50_ms: null,
      p95_ms: null,
      latency_window: 0,
    });
    // Twenty slow requests, then ten fast ones: only the ten latest are in the window.
    for (let i = 0; i < 20; i++) metrics.record('GET', '/api/slow', 200, 1000);
    for (let i = 1; i <= 10; i++) metrics.record('GET', '/api/fast', i === 10 ? 503 : 200, i + 0.123);
    expect(metrics.summary()).toEqual({
      requests_total: 30,
      errors_total: 1,
      error_rate: 1 / 30,
      p50_ms: 5.12,
      p95_ms: 10.12,
      latency_window: 10,
    });
  });

  it('counts 5xx only as errors, and keeps its series in its own registry', async () => {
    const a = new RequestMetrics();
    const b = new RequestMetrics();
    a.record('POST', '/api/feedback', 429, 2);
    a.record('POST', '/api/feedback', 500, 2);
    a.record('GET', '/api/items/:id', 404, 2);
    expect(a.summary()).toMatchObject({ requests_total: 3, errors_total: 1 });
    const text = await a.registry.metrics();
    expect(text).toContain('http_requests_total{method="POST",route="/api/feedback",status_code="429"} 1');
    expect(text).toContain('http_requests_total{method="GET",route="/api/items/:id",status_code="404"} 1');
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0\.005",method="POST",route="\/api\/feedback"/);
    // Default Node metrics are there too, in both apps' registries.
    expect(text).toContain('process_cpu_user_seconds_total');
    const other = await b.registry.metrics();
    expect(other).toContain('nodejs_heap_size_used_bytes');
    expect(other).not.toContain('route="/api/feedback"');
  });
});

describe(`metrics plugin (${TEST_DIALECT})`, () => {
  const t = suiteApp({}, { worker: false });

  const series = async (route: string, status: number, method = 'GET') => {
    const text = (await t.app.inject({ url: METRICS_PATH })).body;
    const line = text
      .split('\n')
      .find((l) => l.startsWith(`http_requests_total{method="${method}",route="${route}",status_code="${status}"}`));
    return line ? Number(line.split(' ').pop()) : 0;
  };

  it('counts requests by route pattern, never by the raw URL', async () => {
    const before = t.app.metrics.summary().requests_total;
    const counted = await series('/api/comments/media/:id/count', 200);
    for (const id of [1, 2, 3]) {
      await t.app.inject({ url: `/api/comments/media/${id}/count?secret=visitor-data` });
    }
    expect(await series('/api/comments/media/:id/count', 200)).toBe(counted + 3);
    expect(t.app.metrics.summary().requests_total).toBeGreaterThanOrEqual(before + 3);
    const text = (await t.app.inject({ url: METRICS_PATH })).body;
    expect(text).not.toContain('visitor-data');
    expect(text).not.toMatch(/route="\/api\/comments\/media\/\d/);
  });

  it(`labels requests that match no route '${UNMATCHED_ROUTE}'`, async () => {
    const before = await series(UNMATCHED_ROUTE, 404);
    await t.app.inject({ url: '/api/no-such-thing/42' });
    await t.app.inject({ url: '/api/another-missing-path' });
    expect(await series(UNMATCHED_ROUTE, 404)).toBe(before + 2);
    expect((await t.app.inject({ url: METRICS_PATH })).body).not.toContain('no-such-thing');
  });

  it('serves the Prometheus text format and does not count /metrics itself', async () => {
    const total = t.app.metrics.summary().requests_total;
    const res = await t.app.inject({ url: METRICS_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(t.app.metrics.registry.contentType);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('# TYPE http_requests_total counter');
    expect(res.body).toContain('# TYPE http_request_duration_seconds histogram');
    expect(res.body).toContain('nodejs_eventloop_lag_seconds');
    expect(res.body).not.toContain(`route="${METRICS_PATH}"`);
    expect(t.app.metrics.summary().requests_total).toBe(total);
  });
});
