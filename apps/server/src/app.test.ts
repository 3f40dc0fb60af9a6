import { ENDPOINT_FAMILIES, healthResponseSchema, siteProfileResponseSchema } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from './db/database.js';
import { DEMO_SETTINGS, seedDemo } from './db/seed.js';
import { bumpContentVersion } from './modules/site/content-cache.js';
import { createTestApp, suiteApp, TEST_DIALECT } from './test/helpers.js';

describe(`API (${TEST_DIALECT})`, () => {
  const t = suiteApp();

  it('registers every endpoint the contracts declare, at its method and path', () => {
    const registered = new Set(t.app.routeList.map((route) => `${route.method} ${route.url}`));
    for (const family of ENDPOINT_FAMILIES) {
      for (const route of Object.values(family.routes)) {
        expect(registered, `${family.tag}: ${route.method} ${route.path}`).toContain(`${route.method} ${route.path}`);
      }
    }
  });

  describe('GET /api/health', () => {
    it('reports status, version, uptime and a database round-trip', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(200);
      const body = healthResponseSchema.parse(res.json());
      expect(body.status).toBe('ok');
      expect(body.version).toMatch(/^\d+\.\d+\.\d+/);
      expect(body.checks.database?.status).toBe('ok');
      expect(body.checks.database?.latency_ms).toBeGreaterThanOrEqual(0);
      expect(res.headers['cache-control']).toBe('no-store');
    });
  });

  describe('GET /api/site', () => {
    it('returns the seeded owner profile in English by default', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/site' });
      expect(res.statusCode).toBe(200);
      const { data } = siteProfileResponseSchema.parse(res.json());
      expect(data.name).toBe(DEMO_SETTINGS['owner.name']);
      expect(data.title).toBe('Senior Web Developer & Solution Architect');
      expect(data.lang).toBe('en');
      expect(data.links.length).toBeGreaterThan(0);
    });

    it('localises per language and falls back to English for unknown ones', async () => {
      const vi = siteProfileResponseSchema.parse((await t.app.inject({ url: '/api/site?lang=vi' })).json()).data;
      expect(vi.lang).toBe('vi');
      expect(vi.location).toBe('Thành phố Hồ Chí Minh, Việt Nam');
      const ar = siteProfileResponseSchema.parse((await t.app.inject({ url: '/api/site?lang=ar' })).json()).data;
      expect(ar.title).toBe('مطور ويب أول ومهندس حلول');
      const xx = siteProfileResponseSchema.parse((await t.app.inject({ url: '/api/site?lang=xx-YY' })).json()).data;
      expect(xx.lang).toBe('en');
      expect(xx.location).toBe('Ho Chi Minh City, Vietnam');
    });
  });

  describe('migrations and seed', () => {
    it('are idempotent and never overwrite what the owner changed', async () => {
      expect(await migrateToLatest(t.app.db)).toEqual([]);
      await t.app.db
        .updateTable('site_settings')
        .set({ value: JSON.stringify('Edited Name') })
        .where('key', '=', 'owner.name')
        .execute();
      // As the admin's settings route does after a write: public answers are cached per content version.
      await bumpContentVersion(t.app.db);
      expect(await seedDemo(t.app.db, t.app.storage)).toEqual([]);
      const res = await t.app.inject({ url: '/api/site' });
      expect(res.json().data.name).toBe('Edited Name');
    });
  });

  describe('security headers', () => {
    it('sends a strict CSP and the other headers on API and page responses', async () => {
      for (const url of ['/api/health', '/api/nope']) {
        const res = await t.app.inject({ url });
        const csp = String(res.headers['content-security-policy']);
        expect(csp).toContain("default-src 'self'");
        expect(csp).toMatch(/script-src 'self'(;|$)/);
        expect(csp).toContain("frame-ancestors 'none'");
        // The legacy header agrees with frame-ancestors 'none'.
        expect(res.headers['x-frame-options']).toBe('DENY');
        expect(csp).toContain("object-src 'none'");
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
        expect(res.headers['strict-transport-security']).toBeUndefined();
      }
    });
  });

  describe('OpenAPI', () => {
    it('serves an OpenAPI 3 document generated from the contracts', async () => {
      const res = await t.app.inject({ url: '/api/docs/json' });
      expect(res.statusCode).toBe(200);
      const doc = res.json();
      expect(doc.openapi).toMatch(/^3\./);
      expect(doc.paths['/api/health']).toBeDefined();
      expect(doc.paths['/api/site'].get.parameters.some((p: { name: string }) => p.name === 'lang')).toBe(true);
    });

    it('serves a browsable UI under a strict policy', async () => {
      const res = await t.app.inject({ url: '/api/docs/' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toMatch(/script-src 'self'(;|$)/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(csp).not.toContain('upgrade-insecure-requests');
    });
  });
});

describe(`HSTS and rate limits (${TEST_DIALECT})`, () => {
  const t = suiteApp({ TRUST_PROXY: 'true', RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_MS: '60000' });

  it('sends HSTS only when the request came over HTTPS', async () => {
    const https = await t.app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });

  it('limits each client and answers 429 in the error shape', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.7' };
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) codes.push((await t.app.inject({ url: '/api/site', headers })).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    const res = await t.app.inject({ url: '/api/site', headers });
    expect(res.json()).toEqual({
      success: false,
      message: expect.stringMatching(/Too many requests/),
      code: 'error.rateLimited',
    });
    expect(res.headers['retry-after']).toBeDefined();
    const other = await t.app.inject({ url: '/api/site', headers: { 'x-forwarded-for': '203.0.113.8' } });
    expect(other.statusCode).toBe(200);
  });
});

describe(`health when the database is gone (${TEST_DIALECT})`, () => {
  it('answers 503 with status degraded and the failing check', async () => {
    const t = await createTestApp();
    await t.app.ready();
    await t.app.db.destroy();
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(503);
    const body = healthResponseSchema.parse(res.json());
    expect(body.status).toBe('degraded');
    expect(body.checks.database?.status).toBe('error');
    expect(res.body).not.toMatch(/stack|Error:/);
    await t.close().catch(() => undefined);
  });
});
