import { idParamsSchema } from '../admin.js';
import { savedResponseSchema } from '../envelopes.js';
import {
  adminMediaItemSchema,
  adminMediaListQuerySchema,
  mediaBulkActionSchema,
  mediaStatsSchema,
  mediaUpdateSchema,
  mediaUploadResponseSchema,
  youtubeCreateSchema,
  youtubeMetadataRequestSchema,
  youtubeMetadataResponseSchema,
} from '../media-admin.js';
import { answers, creates, family } from './family.js';
import { arrivingResourceSchemas, statsSchemas } from './resource.js';
import { adminMediaApi } from './admin-media.routes.js';

/** Items are created by an upload or from a YouTube address, not by the standard create. */
export const adminMediaSchemas = {
  ...arrivingResourceSchemas({
    item: adminMediaItemSchema,
    query: adminMediaListQuerySchema,
    input: mediaUpdateSchema,
    bulk: mediaBulkActionSchema,
  }),
  stats: statsSchemas(mediaStatsSchema),
  upload: creates(mediaUploadResponseSchema, {
    summary: 'Uploads one image, video or audio file (multipart field `file`); it is processed by a job',
    multipart: true as const,
  }),
  youtubeMetadata: answers(youtubeMetadataResponseSchema, { body: youtubeMetadataRequestSchema }),
  youtube: creates(savedResponseSchema(adminMediaItemSchema), { body: youtubeCreateSchema }),
  reprocess: answers(savedResponseSchema(adminMediaItemSchema), { params: idParamsSchema }),
};

export const adminMediaEndpoints = /* @__PURE__ */ family('admin: media', adminMediaSchemas, adminMediaApi);
