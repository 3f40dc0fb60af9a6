import type { z } from 'zod';
import { bulkResultSchema, idParamsSchema, updateOrderSchema } from '../admin.js';
import { pick } from '../endpoint.js';
import { itemResponseSchema, okSchema, pagedSchema, savedResponseSchema } from '../envelopes.js';

/**
 * The endpoints of an admin resource, which all answer alike: a paged list, one item `{ data }`, create (201)
 * and update `{ success, message, data }` (both take `input`), delete `{ success, message }`, and a bulk
 * action. A family takes the ones it has: `pick(resourceSchemas({ … }), ['list', 'get', …])`.
 */
export function resourceSchemas<
  Item extends z.ZodType,
  Query extends z.ZodType,
  Input extends z.ZodType,
  Bulk extends z.ZodType,
>(parts: { item: Item; query: Query; input: Input; bulk: Bulk }) {
  return {
    list: { query: parts.query, responses: { 200: pagedSchema(parts.item) } },
    get: { params: idParamsSchema, responses: { 200: itemResponseSchema(parts.item) } },
    create: { body: parts.input, responses: { 201: savedResponseSchema(parts.item) } },
    update: { params: idParamsSchema, body: parts.input, responses: { 200: savedResponseSchema(parts.item) } },
    remove: { params: idParamsSchema, responses: { 200: okSchema } },
    bulk: { body: parts.bulk, responses: { 200: bulkResultSchema } },
  };
}

/**
 * The standard endpoints but create, for resources whose items arrive another way: a visitor's message,
 * feedback or comment, an upload.
 */
export function arrivingResourceSchemas<
  Item extends z.ZodType,
  Query extends z.ZodType,
  Input extends z.ZodType,
  Bulk extends z.ZodType,
>(parts: { item: Item; query: Query; input: Input; bulk: Bulk }) {
  return pick(resourceSchemas(parts), ['list', 'get', 'update', 'remove', 'bulk']);
}

/** A resource's stats panel: its counts as `{ data }`. */
export function statsSchemas<Stats extends z.ZodType>(stats: Stats) {
  return { responses: { 200: itemResponseSchema(stats) } };
}

/**
 * The endpoints of a category list (the projects' and the media's): the standard six, the stats panel, and
 * the display order, saved as the ids in their new order.
 */
export function categoryResourceSchemas<
  Item extends z.ZodType,
  Query extends z.ZodType,
  Input extends z.ZodType,
  Bulk extends z.ZodType,
  Stats extends z.ZodType,
>(parts: { item: Item; query: Query; input: Input; bulk: Bulk; stats: Stats }) {
  return {
    ...resourceSchemas(parts),
    stats: statsSchemas(parts.stats),
    updateOrder: { body: updateOrderSchema, responses: { 200: okSchema } },
  };
}
