import { searchQuerySchema, searchResponseSchema } from '../reunion-search.js';
import { answers, family } from './family.js';
import { reunionSearchApi } from './reunion-search.routes.js';

export const reunionSearchSchemas = {
  search: answers(searchResponseSchema, {
    summary: 'Public cases and published stories matching a query, diacritics-insensitive, best first, paged',
    query: searchQuerySchema,
  }),
};

export const reunionSearchEndpoints = /* @__PURE__ */ family('reunion search', reunionSearchSchemas, reunionSearchApi);
