import { searchQuerySchema, searchResponseSchema } from '../reunion-search.js';
import { answers, family } from './family.js';
import { reunionSearchApi } from './reunion-search.routes.js';

export const reunionSearchSchemas = {
  search: answers(searchResponseSchema, {
    summary:
      'Public cases, success stories, news and guides matching every word of q, diacritics-insensitive, best match first, paged',
    query: searchQuerySchema,
  }),
};

export const reunionSearchEndpoints = /* @__PURE__ */ family('reunionSearch', reunionSearchSchemas, reunionSearchApi);
