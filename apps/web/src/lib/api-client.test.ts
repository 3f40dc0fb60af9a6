import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, baseOf, request, setUnauthorizedHandler, TIMEOUTS } from './api-client';
import { STORAGE_KEYS } from './storage';

function answer(status: number, body: unknown, raw = false) {
  return vi.fn<typeof fetch>().mockImplementation(
    async () =>
      new Response(raw ? String(body) : JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
}

describe('api client', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('picks the base and its timeout from the path (10 s, 30 s, 15 s)', () => {
    expect(baseOf('/api/site')).toBe('api');
    expect(baseOf('/ai/api/chat')).toBe('ai');
    expect(baseOf('/perf/go/benchmark')).toBe('perf');
    expect(TIMEOUTS).toEqual({ api: 10_000, ai: 30_000, perf: 15_000 });
  });

  it('sends the admin bearer token on /api calls only', async () => {
    localStorage.setItem(STORAGE_KEYS.adminToken, 'tok-123');
    const fetchMock = answer(200, { ok: true });
    vi.stubGlobal('fetch', fetchMock);
    await request('/api/site');
    await request('/perf/nodejs/benchmark?scale=100');
    const headers = (call: number) => new Headers(fetchMock.mock.calls[call]?.[1]?.headers);
    expect(headers(0).get('Authorization')).toBe('Bearer tok-123');
    expect(headers(1).get('Authorization')).toBeNull();
  });

  it('sends JSON bodies with their content type', async () => {
    const fetchMock = answer(200, { success: true });
    vi.stubGlobal('fetch', fetchMock);
    await request('/api/contact', { method: 'POST', body: { name: 'Ann' } });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"name":"Ann"}');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  it('turns the error shape into an ApiError with field errors', async () => {
    vi.stubGlobal(
      'fetch',
      answer(422, { success: false, message: 'The given data was invalid.', errors: { email: ['Bad', 'Worse'] } }),
    );
    const error = await request('/api/contact').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.kind).toBe('http');
    expect(apiError.status).toBe(422);
    expect(apiError.message).toBe('The given data was invalid.');
    expect(apiError.fieldError('email')).toBe('Bad');
    expect(apiError.fieldError('name')).toBeUndefined();
  });

  it("keeps an answer's top-level error and message even outside the common shape", async () => {
    vi.stubGlobal('fetch', answer(409, { error: 'Insufficient funds', message: 'Debit refused.' }));
    const error = (await request('/perf/nodejs/race-condition/simulate').catch((e: unknown) => e)) as ApiError;
    expect(error.serverError).toBe('Insufficient funds');
    expect(error.message).toBe('Debit refused.');
    vi.stubGlobal('fetch', answer(502, '<html>Bad gateway</html>', true));
    const bare = (await request('/perf/nodejs/race-condition/simulate').catch((e: unknown) => e)) as ApiError;
    expect(bare.serverError).toBeUndefined();
    expect(bare.message).toBe('HTTP 502');
  });

  it("reports 'HTTP {status}' when the error body is not the common shape", async () => {
    vi.stubGlobal('fetch', answer(502, '<html>Bad gateway</html>', true));
    await expect(request('/perf/go/benchmark')).rejects.toMatchObject({ kind: 'http', message: 'HTTP 502' });
  });

  it('reports a network failure as such', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(request('/api/site')).rejects.toMatchObject({
      kind: 'network',
      status: 0,
      message: 'Network error: Unable to connect to server',
    });
  });

  it('clears the admin session and redirects on a 401', async () => {
    localStorage.setItem(STORAGE_KEYS.adminToken, 'expired');
    localStorage.setItem(STORAGE_KEYS.adminUser, '{"name":"Admin"}');
    const redirect = vi.fn();
    setUnauthorizedHandler(redirect);
    vi.stubGlobal('fetch', answer(401, { success: false, message: 'Unauthenticated.' }));
    await expect(request('/api/admin/dashboard')).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem(STORAGE_KEYS.adminToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.adminUser)).toBeNull();
    expect(redirect).toHaveBeenCalledOnce();
  });

  it('keeps the admin session and stays on the page when a public endpoint answers 401 (a refused sign-in)', async () => {
    localStorage.setItem(STORAGE_KEYS.adminToken, 'kept');
    const redirect = vi.fn();
    setUnauthorizedHandler(redirect);
    vi.stubGlobal('fetch', answer(401, { success: false, message: 'Invalid email or password.' }));
    await expect(request('/api/volunteer/auth/login', { method: 'POST', auth: 'public' })).rejects.toMatchObject({
      status: 401,
    });
    expect(localStorage.getItem(STORAGE_KEYS.adminToken)).toBe('kept');
    expect(redirect).not.toHaveBeenCalled();
  });

  it('validates answers against a schema when given one', async () => {
    const { z } = await import('zod');
    vi.stubGlobal('fetch', answer(200, { data: 'not a list' }));
    await expect(request('/api/x', { schema: z.object({ data: z.array(z.string()) }) })).rejects.toMatchObject({
      kind: 'invalid',
    });
  });

  it("sends the Note Dance player's own token to Note Dance's API, never the owner's", async () => {
    localStorage.setItem(STORAGE_KEYS.adminToken, 'owner');
    localStorage.setItem(STORAGE_KEYS.noteDanceToken, 'player');
    const fetchMock = answer(200, { data: [] });
    vi.stubGlobal('fetch', fetchMock);
    await request('/perf/python/note-dance/sheets');
    await request('/perf/python/health');
    const headers = (call: number) => new Headers(fetchMock.mock.calls[call]?.[1]?.headers);
    expect(headers(0).get('Authorization')).toBe('Bearer player');
    expect(headers(1).get('Authorization')).toBeNull();
  });

  it("clears the Note Dance session on its 401, sending to the Note Dance admin's login only from an admin page", async () => {
    const signedOut = vi.fn();
    window.addEventListener('note-dance-signed-out', signedOut);
    const owner = vi.fn();
    setUnauthorizedHandler(owner);
    vi.stubGlobal('fetch', answer(401, { success: false, message: 'Unauthenticated.' }));
    for (const [page, expected] of [
      ['/note-dance', '/note-dance'],
      ['/note-dance/admin/sheets', '/note-dance/admin/login'],
    ] as const) {
      window.history.replaceState(null, '', page);
      localStorage.setItem(STORAGE_KEYS.noteDanceToken, 'expired');
      localStorage.setItem(STORAGE_KEYS.noteDanceUser, '{"username":"lan"}');
      localStorage.setItem(STORAGE_KEYS.adminToken, 'owner');
      await expect(request('/perf/python/note-dance/me')).rejects.toMatchObject({ status: 401 });
      expect(localStorage.getItem(STORAGE_KEYS.noteDanceToken)).toBeNull();
      expect(localStorage.getItem(STORAGE_KEYS.noteDanceUser)).toBeNull();
      expect(localStorage.getItem(STORAGE_KEYS.adminToken)).toBe('owner');
      expect(window.location.pathname).toBe(expected);
    }
    expect(signedOut).toHaveBeenCalledTimes(2);
    expect(owner).not.toHaveBeenCalled();
    window.removeEventListener('note-dance-signed-out', signedOut);
  });
});
