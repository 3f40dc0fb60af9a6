import {
  endpointUrl,
  type CallInput,
  type EndpointAuth,
  type ErrorResponse,
  type ResponseOf,
  type Route,
} from '@site/contracts';
import type { z } from 'zod';
import { navigate } from 'wouter/use-browser-location';
import { clearSession, getToken, type AuthArea } from './storage';

/** Timeouts per base path: main API 10 s, AI 30 s, perf 15 s. */
export const TIMEOUTS = { api: 10_000, ai: 30_000, perf: 15_000 } as const;

export type ApiBase = keyof typeof TIMEOUTS;

/** Whether a call failed because the server has no such thing (404). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** Why a call failed: `http` (the server answered an error), `network`, `timeout` or `invalid` (unexpected shape). */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'invalid';

export class ApiError extends Error {
  constructor(
    public readonly kind: ApiErrorKind,
    public readonly status: number,
    message: string,
    /** Server field errors, `{ field: [messages] }`. */
    public readonly errors: Record<string, string[]> = {},
    /** A top-level `error` text in the answer, as some services and proxies send it. */
    public readonly serverError?: string,
    /** The codes of the messages the site knows: `code` for `message`, `codes` per field. */
    public readonly coded: { code?: string; codes?: Record<string, string[]> } = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The first server message for a field, in English as the server words it. */
  fieldError(field: string): string | undefined {
    return this.errors[field]?.[0];
  }

  /**
   * The first message for a field as forms show it: its code when the site knows the message (the form
   * translates codes), else the server's text as it is.
   */
  fieldMessage(field: string): string | undefined {
    return this.coded.codes?.[field]?.[0] ?? this.errors[field]?.[0];
  }
}

export function baseOf(path: string): ApiBase {
  if (path === '/ai' || path.startsWith('/ai/')) return 'ai';
  if (path === '/perf' || path.startsWith('/perf/')) return 'perf';
  return 'api';
}

function fieldTexts(value: unknown): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  if (value && typeof value === 'object') {
    for (const [field, messages] of Object.entries(value as Record<string, unknown>)) {
      if (Array.isArray(messages)) out[field] = messages.filter((m): m is string => typeof m === 'string');
    }
  }
  return out;
}

/** The common error shape, checked by hand so that the client bundle needs no schema library. */
export function readErrorResponse(data: unknown): (ErrorResponse & { errors: Record<string, string[]> }) | null {
  if (!data || typeof data !== 'object') return null;
  const candidate = data as Record<string, unknown>;
  if (candidate.success !== false || typeof candidate.message !== 'string') return null;
  return {
    success: false,
    message: candidate.message,
    ...(typeof candidate.code === 'string' ? { code: candidate.code } : {}),
    errors: fieldTexts(candidate.errors),
    codes: fieldTexts(candidate.codes),
  };
}

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler = () => navigate('/admin/login', { replace: true });

/** Replaces what happens after a 401 (tests). */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

/**
 * The event sent on `window` when the server no longer knows the volunteer's session (a 401 on a volunteer
 * endpoint): the stored session is cleared and the volunteer pages show the signed-out state.
 */
export const VOLUNTEER_SIGNED_OUT_EVENT = 'volunteer-signed-out';

/**
 * The event sent on `window` when the server no longer knows the Note Dance player's session (a 401 from Note
 * Dance's API): the stored session is cleared; only a page of the Note Dance admin is sent to its login.
 */
export const NOTE_DANCE_SIGNED_OUT_EVENT = 'note-dance-signed-out';

/** Note Dance's API (base /perf/python): its calls carry the player's own token, never the owner's. */
const NOTE_DANCE_PATH = '/perf/python/note-dance/';

/**
 * Whose bearer token a call carries: the volunteer's on volunteer endpoints, the Note Dance player's on Note
 * Dance's API, the owner's on the other /api calls, nobody's elsewhere (the benchmark, the assistant).
 */
export function tokenAreaOf(path: string, auth?: EndpointAuth): AuthArea | null {
  if (auth === 'volunteer') return 'volunteer';
  if (path.startsWith(NOTE_DANCE_PATH)) return 'note-dance-admin';
  return baseOf(path) === 'api' ? 'admin' : null;
}

/**
 * What a 401 ends, for the request and the upload alike: the session whose token the call carried is cleared
 * and its pages are told. The owner goes to /admin/login, but not on a 401 from the volunteer area (a refused
 * volunteer sign-in says nothing of the owner's session; the owner's own /api/auth endpoints are declared
 * public but guarded, so the path decides, not `auth`); a Note Dance player goes to the Note Dance admin's login
 * only from a page of that admin.
 */
export function sessionRefused(path: string, auth?: EndpointAuth): void {
  const area = tokenAreaOf(path, auth);
  if (area === 'volunteer') {
    clearSession('volunteer');
    window.dispatchEvent(new Event(VOLUNTEER_SIGNED_OUT_EVENT));
  } else if (area === 'note-dance-admin') {
    clearSession('note-dance-admin');
    window.dispatchEvent(new Event(NOTE_DANCE_SIGNED_OUT_EVENT));
    if (window.location.pathname.startsWith('/note-dance/admin')) {
      navigate('/note-dance/admin/login', { replace: true });
    }
  } else if (area === 'admin' && !path.startsWith('/api/volunteer/')) {
    clearSession('admin');
    onUnauthorized();
  }
}

export interface RequestOptions<S extends z.ZodType | undefined> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON-encoded unless it is FormData. */
  body?: unknown;
  /** Validates the answer with a contract schema; a mismatch is an `invalid` error. */
  schema?: S;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Who the endpoint is for: a `volunteer` endpoint gets the volunteer's token instead of the admin's. */
  auth?: EndpointAuth;
}

/**
 * The one HTTP client of the site. Sends the admin bearer token on /api calls (the volunteer's on volunteer
 * endpoints, the Note Dance player's on Note Dance's); on a 401 it clears the stored session: an admin is sent to
 * /admin/login, a volunteer's pages are told (`VOLUNTEER_SIGNED_OUT_EVENT`), a Note Dance player is told
 * (`NOTE_DANCE_SIGNED_OUT_EVENT`) and sent to the Note Dance admin's login only from a Note Dance admin page.
 */
export async function request<S extends z.ZodType | undefined = undefined>(
  path: string,
  options: RequestOptions<S> = {},
): Promise<S extends z.ZodType ? z.infer<S> : unknown> {
  const base = baseOf(path);
  const headers = new Headers({ Accept: 'application/json' });
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }
  const area = tokenAreaOf(path, options.auth);
  const token = area ? getToken(area) : null;
  if (token) headers.set('Authorization', `Bearer ${token}`);

  const timeout = AbortSignal.timeout(options.timeoutMs ?? TIMEOUTS[base]);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;

  let response: Response;
  try {
    response = await fetch(path, { method: options.method ?? 'GET', headers, body, signal });
  } catch (error) {
    if (timeout.aborted) throw new ApiError('timeout', 0, 'The server took too long to answer.');
    if (options.signal?.aborted) throw error;
    throw new ApiError('network', 0, 'Network error: Unable to connect to server');
  }

  const text = await response.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
  }

  if (!response.ok) {
    if (response.status === 401) sessionRefused(path, options.auth);
    const parsed = readErrorResponse(data);
    const body = (data ?? {}) as { error?: unknown; message?: unknown };
    const message = parsed?.message ?? (typeof body.message === 'string' ? body.message : `HTTP ${response.status}`);
    const serverError = typeof body.error === 'string' ? body.error : undefined;
    throw new ApiError('http', response.status, message, parsed?.errors ?? {}, serverError, {
      ...(parsed?.code ? { code: parsed.code } : {}),
      ...(parsed?.codes ? { codes: parsed.codes } : {}),
    });
  }

  if (!options.schema) return data as never;
  const checked = options.schema.safeParse(data);
  if (!checked.success) throw new ApiError('invalid', response.status, 'The server answered in an unexpected shape.');
  return checked.data as never;
}

export interface CallOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** A call's arguments: the input may be left out when the endpoint needs none. */
export type CallArgs<R extends Route> =
  Record<string, never> extends CallInput<R>
    ? [input?: CallInput<R>, options?: CallOptions]
    : [input: CallInput<R>, options?: CallOptions];

/**
 * Calls a declared endpoint (packages/contracts/src/api): the method and the address come from the
 * contract, the answer is typed by the endpoint's response schema. The server checks every answer
 * against that schema before sending it, so the client does not parse it again, which keeps the
 * schema library out of the pages' startup; an answer that is not JSON is an `invalid` error.
 */
export async function call<R extends Route>(route: R, ...[input, options]: CallArgs<R>): Promise<ResponseOf<R>> {
  const answer = await request(endpointUrl(route, input), {
    method: route.method,
    body: input?.body,
    signal: options?.signal,
    timeoutMs: options?.timeoutMs,
    auth: route.auth,
  });
  if (answer === null || typeof answer !== 'object') {
    throw new ApiError('invalid', 200, 'The server answered in an unexpected shape.');
  }
  return answer as ResponseOf<R>;
}
