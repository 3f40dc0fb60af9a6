import { z } from 'zod';
import { langQuerySchema } from '../language-schemas.js';
import {
  mediaCategoriesResponseSchema,
  mediaItemResponseSchema,
  mediaListQuerySchema,
  mediaPageSchema,
  mediaUuidParamsSchema,
} from '../media-gallery.js';
import { answers, family } from './family.js';
import { mediaGalleryApi } from './media-gallery.routes.js';

export const mediaGallerySchemas = {
  list: answers(mediaPageSchema, {
    summary: 'Public, processed media items, paged (12 by default)',
    query: mediaListQuerySchema,
  }),
  item: answers(mediaItemResponseSchema, {
    summary: 'One public item (a shared link to the viewer)',
    params: mediaUuidParamsSchema,
    query: z.object({ lang: langQuerySchema }),
  }),
  categories: answers(mediaCategoriesResponseSchema, {
    summary: 'Active media categories with their visible item counts',
    query: z.object({ lang: langQuerySchema }),
  }),
};

export const mediaGalleryEndpoints = /* @__PURE__ */ family('media gallery', mediaGallerySchemas, mediaGalleryApi);
