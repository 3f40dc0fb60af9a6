import type { EndpointFamily, EndpointSchemas } from '@site/contracts';
import type { z } from 'zod';
import { actorOf } from '../plugins/auth.js';
import { bulkDone, done, saved } from './answers.js';
import { endpointRoutes } from './endpoint.js';
import type { Inbox } from './inbox.js';
import type { PageQuery } from './paging.js';

/**
 * What an inbox family declares: the endpoints of an arriving resource (list, get, update, remove, bulk) whose
 * update is the read flag and whose bulk actions are read, unread and delete.
 */
type InboxSchemas<T, F> = {
  list: EndpointSchemas & { query: z.ZodType<PageQuery & F> };
  get: EndpointSchemas & { params: z.ZodType<{ id: number }>; responses: { 200: z.ZodType<{ data: T }> } };
  update: EndpointSchemas & { params: z.ZodType<{ id: number }>; body: z.ZodType<{ is_read: boolean }> };
  remove: EndpointSchemas & { params: z.ZodType<{ id: number }> };
  bulk: EndpointSchemas & { body: z.ZodType<{ action: 'read' | 'unread' | 'delete'; ids: number[] }> };
};

/**
 * The admin routes of an owner's inbox (contact messages, feedback): list, one message, read/unread, delete and
 * bulk actions. `one` names a record in the answers ('Message updated.'), `many` a number of them.
 */
export function inboxRoutes<T extends { id: number; name: string }, F extends object>(
  app: Parameters<typeof endpointRoutes>[0],
  family: EndpointFamily<InboxSchemas<T, F>>,
  inbox: Inbox<T, F>,
  names: { one: string; many: string },
): void {
  const route = endpointRoutes(app, family);
  // The query schema gives `PageQuery & F` (the signature says so); TypeScript cannot resolve that through F.
  route('list', async (request) => inbox.list(request.query as PageQuery & F));
  route('get', async (request) => ({ data: await inbox.get(request.params.id) }));
  route('update', async (request) =>
    saved(`${names.one} updated.`, await inbox.setRead(request.params.id, request.body.is_read)),
  );
  route('remove', async (request) => {
    await inbox.delete(actorOf(request), request.params.id);
    return done(`${names.one} deleted.`);
  });
  route('bulk', async (request) => {
    const affected = await inbox.bulk(actorOf(request), request.body.action, request.body.ids);
    return bulkDone(affected, `${affected} ${names.many} updated.`);
  });
}
