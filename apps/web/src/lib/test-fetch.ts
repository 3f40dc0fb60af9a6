import { vi } from 'vitest';

/** A request the fake server received: its method, path, query and JSON body. */
export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** What a route answers: a status and a JSON body. */
export type FakeAnswer = [status: number, body: unknown];

/** A route of the fake server: a method and a path (exact, or a pattern), and its answer. */
export type FakeRoute = [method: string, path: string | RegExp, answer: (request: FakeRequest) => FakeAnswer];

/**
 * For tests: a fake of the server behind `fetch`, so that a screen's calls go through the real API client
 * (paths, query strings, bodies, error envelopes) to `routes`. Requests are recorded in `requests`; a
 * request no route takes is answered 404 and recorded too, so a test sees a call it did not expect.
 * Stubs the global `fetch` until `vi.unstubAllGlobals()`.
 */
export function fakeServer(routes: FakeRoute[]) {
  const requests: FakeRequest[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const text = typeof init?.body === 'string' ? init.body : undefined;
    const request: FakeRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: text === undefined ? undefined : JSON.parse(text),
    };
    requests.push(request);
    const route = routes.find(
      ([method, path]) =>
        method === request.method && (typeof path === 'string' ? path === request.path : path.test(request.path)),
    );
    const [status, body] = route ? route[2](request) : [404, { success: false, message: 'Not found.' }];
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchStub);
  /** The requests to one method and path. */
  const sent = (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path);
  return { requests, sent, routes };
}
