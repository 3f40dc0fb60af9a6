import { codeOfServerText, ERROR_MESSAGES, messageText, type ErrorResponse } from '@site/contracts';
import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Paths answered by the API with JSON, never by the web app. */
export const API_PREFIXES = ['/api', '/ai', '/perf'] as const;

export function isApiPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return API_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** A failure a service raises on purpose; the error handler answers it in the common shape. */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly errors?: Record<string, string[]>,
    /** For 429 and 503: when the client may try again (sent as `Retry-After`, in seconds). */
    public readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** A 429 that says when the client may try again. */
export function tooManyRequests(message: string, retryAfterSeconds: number): HttpError {
  return new HttpError(429, message, undefined, Math.max(1, Math.ceil(retryAfterSeconds)));
}

/** What a 429 says when its source names no time: the common one-minute window. */
const DEFAULT_RETRY_AFTER_SECONDS = 60;

interface ValidationItem {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[] } };
}

/** Turns schema validation items into `{ field: [messages] }`; the field is the dotted path of the value. */
export function fieldErrors(items: readonly ValidationItem[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const item of items) {
    const issuePath = item.params?.issue?.path;
    const field =
      issuePath && issuePath.length > 0
        ? issuePath.map(String).join('.')
        : (item.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.') || '_';
    (errors[field] ??= []).push(item.message ?? 'Invalid value.');
  }
  return errors;
}

/** A message as answered: its English text, and its code when the site knows the message. */
function worded(message: string): { text: string; code: string | undefined } {
  const text = messageText(message);
  return text ? { text, code: message } : { text: message, code: codeOfServerText(message) };
}

/**
 * Every known message goes out as its English text (for any client) with its code beside it (for the
 * web, which translates codes): schemas carry codes, the server's own texts get theirs here.
 */
export function codedErrorBody(body: ErrorResponse): ErrorResponse {
  const message = worded(body.message);
  const out: ErrorResponse = { success: false, message: message.text };
  if (message.code) out.code = message.code;
  if (body.errors) {
    const errors: Record<string, string[]> = {};
    const codes: Record<string, string[]> = {};
    for (const [field, messages] of Object.entries(body.errors)) {
      for (const each of messages) {
        const item = worded(each);
        (errors[field] ??= []).push(item.text);
        if (item.code) (codes[field] ??= []).push(item.code);
      }
    }
    out.errors = errors;
    if (Object.keys(codes).length > 0) out.codes = codes;
  }
  return out;
}

function send(reply: FastifyReply, status: number, body: ErrorResponse): FastifyReply {
  body = codedErrorBody(body);
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

function classify(error: FastifyError): { status: number; body: ErrorResponse } {
  if (error.validation) {
    return {
      status: 422,
      body: { success: false, message: ERROR_MESSAGES.validation, errors: fieldErrors(error.validation) },
    };
  }
  if (error instanceof HttpError) {
    return {
      status: error.statusCode,
      body: { success: false, message: error.message, ...(error.errors ? { errors: error.errors } : {}) },
    };
  }
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, body: { success: false, message: ERROR_MESSAGES.bodyTooLarge } };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, body: { success: false, message: ERROR_MESSAGES.unsupportedMediaType } };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { status: 400, body: { success: false, message: ERROR_MESSAGES.invalidJson } };
  }
  const status = error.statusCode ?? 500;
  if (status === 400 && error instanceof SyntaxError) {
    return { status: 400, body: { success: false, message: ERROR_MESSAGES.invalidJson } };
  }
  if (status === 429) return { status, body: { success: false, message: ERROR_MESSAGES.rateLimited } };
  if (status >= 400 && status < 500) return { status, body: { success: false, message: error.message } };
  return { status: 500, body: { success: false, message: ERROR_MESSAGES.server } };
}

/**
 * One JSON error shape for every failure: `{ success: false, message, errors? }`.
 * 5xx answers never carry the error's text or stack; the log does.
 */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const { status, body } = classify(error);
      // Every 429 tells the client when to come back; the rate limiter sets its own value first.
      if (status === 429 && !reply.hasHeader('retry-after')) {
        const seconds = error instanceof HttpError ? error.retryAfterSeconds : undefined;
        reply.header('Retry-After', String(seconds ?? DEFAULT_RETRY_AFTER_SECONDS));
      }
      if (status >= 500) request.log.error({ err: error }, 'request failed');
      else request.log.info({ err: { message: error.message, code: error.code }, status }, 'request rejected');
      return send(reply, status, body);
    });
  },
  { name: 'errors' },
);

/** 404 for an API path, in the common shape. */
export function sendApiNotFound(reply: FastifyReply): FastifyReply {
  return send(reply, 404, { success: false, message: ERROR_MESSAGES.notFound });
}

/** Errors raised before a route is found (an undecodable URL such as `/api/site%ff`): 400 in the common shape. */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  request.log.info({ err: { message: error.message, code: error.code } }, 'request rejected before routing');
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  const message = error.code === 'FST_ERR_BAD_URL' ? ERROR_MESSAGES.badUrl : ERROR_MESSAGES.badRequest;
  void send(reply, status, { success: false, message });
}

/**
 * Requests Node's HTTP parser refuses (headers too large, malformed request lines, a client too slow to
 * send its request): answered on the socket in the common shape, then the connection is closed.
 */
export function clientErrorHandler(this: FastifyInstance, error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, ERROR_MESSAGES.headersTooLarge]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, ERROR_MESSAGES.requestTimeout]
        : [400, ERROR_MESSAGES.badRequest];
  this.log.debug({ err: { message: error.message, code: error.code } }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify(codedErrorBody({ success: false, message }));
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
