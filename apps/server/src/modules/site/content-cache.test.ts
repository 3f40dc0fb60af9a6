import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, TEST_DIALECT, type TestApp } from '../../test/helpers.js';
import { bumpContentVersion, ContentCache } from './content-cache.js';

describe(`cached public answers (${TEST_DIALECT})`, () => {
  let t: TestApp;
  let answer: unknown = { data: 'first', secret: 'never sent' };

  beforeAll(async () => {
    t = await createTestApp();
    const routes: FastifyPluginAsyncZod = async (app) => {
      const cache = new ContentCache(app.db);
      app.get(
        '/api/cache-probe',
        { schema: { response: { 200: z.object({ data: z.string() }) } } },
        async (request, reply) => cache.send(request, reply, 'probe', async () => answer as { data: string }),
      );
    };
    await t.app.register(routes);
    await t.app.ready();
  });
  afterAll(() => t.close());

  it('pass through the response schema like uncached ones: undeclared fields are left out, a wrong shape fails', async () => {
    const first = await t.app.inject({ url: '/api/cache-probe' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ data: 'first' });
    expect(first.body).not.toContain('secret');

    const again = await t.app.inject({ url: '/api/cache-probe', headers: { 'if-none-match': first.headers.etag } });
    expect(again.statusCode).toBe(304);

    answer = { data: 42 };
    await bumpContentVersion(t.app.db);
    const wrong = await t.app.inject({ url: '/api/cache-probe' });
    expect(wrong.statusCode).toBe(500);
    expect(wrong.json()).toMatchObject({ success: false });
  });
});
