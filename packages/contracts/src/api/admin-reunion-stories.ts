import { idParamsSchema } from '../admin.js';
import { savedResponseSchema } from '../envelopes.js';
import { pick } from '../endpoint.js';
import {
  adminStoryListQuerySchema,
  adminStorySchema,
  storyInputSchema,
  storyPublishInputSchema,
} from '../reunion-stories.js';
import { bulkActionOf } from '../schema-parts.js';
import { family } from './family.js';
import { resourceSchemas } from './resource.js';
import { adminReunionStoriesApi } from './admin-reunion-stories.routes.js';

export const adminReunionStoriesSchemas = {
  ...pick(
    resourceSchemas({
      item: adminStorySchema,
      query: adminStoryListQuerySchema,
      input: storyInputSchema,
      bulk: bulkActionOf(['delete']),
    }),
    ['list', 'get', 'create', 'update', 'remove'],
  ),
  publish: {
    summary: 'Publishes or withdraws a story',
    params: idParamsSchema,
    body: storyPublishInputSchema,
    responses: { 200: savedResponseSchema(adminStorySchema) },
  },
};

export const adminReunionStoriesEndpoints = /* @__PURE__ */ family(
  'admin: reunion stories',
  adminReunionStoriesSchemas,
  adminReunionStoriesApi,
);
