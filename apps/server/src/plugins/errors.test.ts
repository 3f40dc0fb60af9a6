import net from 'node:net';
import { ERROR_CODES, ERROR_MESSAGES } from '@site/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  createTestApp,
  parseRawResponse,
  postJsonText,
  rawExchange,
  suiteApp,
  TEST_DIALECT,
  type TestApp,
} from '../test/helpers.js';
import { codedErrorBody, fieldErrors, HttpError } from './errors.js';

describe(`error shape (${TEST_DIALECT})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ BODY_LIMIT: '2048' });
    const app = t.app.withTypeProvider<ZodTypeProvider>();
    app.post(
      '/api/test/echo',
      {
        schema: { body: z.object({ name: z.string().min(2, 'Name must be at least 2 characters'), age: z.number() }) },
      },
      async (request) => ({ success: true, data: request.body }),
    );
    app.get('/api/test/boom', async () => {
      throw new Error('secret internals at /srv/app.ts:42');
    });
    app.get('/api/test/busy', async () => {
      throw new HttpError(429, 'Busy.');
    });
    app.get('/api/test/conflict', async () => {
      throw new HttpError(409, 'Already taken.', { email: ['Already taken.'] });
    });
    await t.app.ready();
  });
  afterAll(() => t.close());

  it('accepts valid JSON', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/test/echo', payload: { name: 'Ann', age: 3 } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { name: 'Ann', age: 3 } });
  });

  it('answers 400 for malformed JSON', async () => {
    const res = await postJsonText(t.app, '/api/test/echo', '{"name": "Ann",');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: ERROR_MESSAGES.invalidJson, code: ERROR_CODES.invalidJson });
  });

  it('answers 400 for an empty JSON body', async () => {
    const res = await postJsonText(t.app, '/api/test/echo', '');
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });

  it('answers 422 with per-field messages when the schema fails', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/test/echo', payload: { name: 'A', age: 'old' } });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(body.message).toBe(ERROR_MESSAGES.validation);
    expect(body.errors.name).toEqual(['Name must be at least 2 characters']);
    expect(body.errors.age).toHaveLength(1);
  });

  it('answers 413 when the body is over the limit', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'x'.repeat(5000), age: 1 },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      success: false,
      message: ERROR_MESSAGES.bodyTooLarge,
      code: ERROR_CODES.bodyTooLarge,
    });
  });

  it('answers 415 for an unsupported content type', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'hi',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().success).toBe(false);
  });

  it('answers 404 JSON for unknown API paths under every prefix', async () => {
    for (const url of ['/api/nope', '/api', '/ai/nothing', '/perf/unknown/benchmark']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ success: false, message: ERROR_MESSAGES.notFound, code: ERROR_CODES.notFound });
    }
  });

  it('answers 500 without leaking the error', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ success: false, message: ERROR_MESSAGES.server, code: ERROR_CODES.server });
    expect(res.body).not.toMatch(/secret|srv|stack/);
  });

  it('tells every 429 when to come back (Retry-After)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/busy' });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('60');
  });

  it('passes deliberate HTTP errors through with their field errors', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/conflict' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message: 'Already taken.', errors: { email: ['Already taken.'] } });
  });
});

describe('errors before routing and at the connection', () => {
  const t = suiteApp({ IDLE_TIMEOUT_MS: '300', REQUEST_TIMEOUT_MS: '1000', MAX_CONNECTIONS: '4' });

  it('answers an undecodable address with 400 in the one shape, on API paths and pages', async () => {
    for (const url of ['/api/site%ff', '/api/files/%E0%A4%A', '/%ff', '/media-gallery%c3']) {
      const { response } = await rawExchange(t.app, `GET ${url} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
      expect(parseRawResponse(response), url).toEqual({
        status: 400,
        body: { success: false, message: ERROR_MESSAGES.badUrl, code: ERROR_CODES.badUrl },
      });
    }
  });

  it('answers oversized headers with 431 and unreadable requests with 400, in the one shape', async () => {
    const big = await rawExchange(t.app, `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(parseRawResponse(big.response)).toEqual({
      status: 431,
      body: { success: false, message: ERROR_MESSAGES.headersTooLarge, code: ERROR_CODES.headersTooLarge },
    });
    for (const garbage of [
      'NOT A REQUEST\r\n\r\n',
      'GET /api/health HTTP/1.1\r\nHost: x\r\nContent-Length: -5\r\n\r\n',
    ]) {
      const bad = await rawExchange(t.app, garbage);
      expect(parseRawResponse(bad.response), garbage).toEqual({
        status: 400,
        body: { success: false, message: ERROR_MESSAGES.badRequest, code: ERROR_CODES.badRequest },
      });
    }
  });

  it('closes a connection that sends part of a body and then nothing', async () => {
    const slow = await rawExchange(
      t.app,
      'POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"name":',
      10_000,
    );
    expect(slow.closed).toBe(true);
    // An answer given before the body arrived (here 401) closes the connection instead of reading on.
    const early = await rawExchange(
      t.app,
      'POST /api/admin/projects HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"a":',
      10_000,
    );
    expect(parseRawResponse(early.response).status).toBe(401);
    expect(early.response.toLowerCase()).toContain('connection: close');
    expect(early.closed).toBe(true);
  });

  it('closes connections past the cap at once, and serves again when they are gone', async () => {
    const { port } = t.app.server.address() as { port: number };
    const open = await Promise.all(
      Array.from(
        { length: 4 },
        () =>
          new Promise<net.Socket>((resolve) => {
            const socket = net.connect({ host: '127.0.0.1', port }, () => resolve(socket));
            socket.on('error', () => undefined);
          }),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    const over = await rawExchange(t.app, 'GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(over.closed).toBe(true);
    expect(over.response).toBe('');
    for (const socket of open) socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const again = await rawExchange(t.app, 'GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(parseRawResponse(again.response).status).toBe(200);
  });
});

describe('fieldErrors', () => {
  it('groups messages by dotted field path', () => {
    expect(
      fieldErrors([
        { instancePath: '/email', message: 'a' },
        { instancePath: '/email', message: 'b' },
        { instancePath: '/items/0/name', message: 'c' },
        { instancePath: '', message: 'd' },
      ]),
    ).toEqual({ email: ['a', 'b'], 'items.0.name': ['c'], _: ['d'] });
  });
});

describe('error answers carry codes beside their English texts', () => {
  it('answers a schema code as its text, names a server text by its code, and leaves others alone', () => {
    const body = codedErrorBody({
      success: false,
      message: ERROR_MESSAGES.validation,
      errors: {
        key: ['This key is already used by another category.'],
        name: ['contact.nameRequired', 'Something only this server says.'],
      },
    });
    expect(body).toEqual({
      success: false,
      message: ERROR_MESSAGES.validation,
      code: ERROR_CODES.validation,
      errors: {
        key: ['This key is already used by another category.'],
        name: ['Name is required', 'Something only this server says.'],
      },
      codes: { key: ['form.keyTaken'], name: ['contact.nameRequired'] },
    });
    expect(codedErrorBody({ success: false, message: 'Busy.' })).toEqual({ success: false, message: 'Busy.' });
  });
});
