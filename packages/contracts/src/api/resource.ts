import type { z } from 'zod';
import { bulkResultSchema, idParamsSchema } from '../admin.js';
import { itemResponseSchema, okSchema, pagedSchema, savedResponseSchema } from '../envelopes.js';

/**
 * The endpoints of an admin resource, which all answer alike: a paged list, one item `{ data }`, create (201)
 * and update `{ success, message, data }`, delete `{ success, message }`, and a bulk action. A family takes the
 * ones it has: `const { list, get, update, remove, bulk } = resourceSchemas({ … })`.
 */
export function resourceSchemas<
  Item extends z.ZodType,
  Query extends z.ZodType,
  Input extends z.ZodType,
  Update extends z.ZodType,
  Bulk extends z.ZodType,
>(parts: { item: Item; query: Query; input: Input; update: Update; bulk: Bulk }) {
  return {
    list: { query: parts.query, responses: { 200: pagedSchema(parts.item) } },
    get: { params: idParamsSchema, responses: { 200: itemResponseSchema(parts.item) } },
    create: { body: parts.input, responses: { 201: savedResponseSchema(parts.item) } },
    update: { params: idParamsSchema, body: parts.update, responses: { 200: savedResponseSchema(parts.item) } },
    remove: { params: idParamsSchema, responses: { 200: okSchema } },
    bulk: { body: parts.bulk, responses: { 200: bulkResultSchema } },
  };
}
