import type { FastifyRequest } from 'fastify';

/**
 * Query parameters that carry what a visitor typed into a search box: never written to the log. `search` is the
 * admin lists' box, where a moderator looks a report up by the reporter's name or phone.
 */
const FREE_TEXT_PARAMS = ['q', 'search'];

/**
 * An address as the log may show it: the free-text search terms replaced, since a search for a missing person
 * often holds a name, a place or a phone number. The path and the other parameters stay for debugging.
 */
export function loggableUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  let changed = false;
  for (const name of FREE_TEXT_PARAMS) {
    if (!params.has(name)) continue;
    params.set(name, '[redacted]');
    changed = true;
  }
  return changed ? `${url.slice(0, queryStart)}?${params.toString()}` : url;
}

/** The request in a log line, as Fastify writes it by default, with its address made loggable. */
export function requestLogLine(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggableUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
