import { idParamsSchema } from '../admin.js';
import { itemResponseSchema, savedResponseSchema } from '../envelopes.js';
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
} from '../media.js';
import { family } from './family.js';
import { resourceSchemas } from './resource.js';
import { adminMediaApi } from './admin-media.routes.js';

const { list, get, update, remove, bulk } = resourceSchemas({
  item: adminMediaItemSchema,
  query: adminMediaListQuerySchema,
  input: mediaUpdateSchema,
  update: mediaUpdateSchema,
  bulk: mediaBulkActionSchema,
});

export const adminMediaSchemas = {
  list,
  get,
  update,
  remove,
  bulk,
  stats: {
    responses: { 200: itemResponseSchema(mediaStatsSchema) },
  },
  upload: {
    summary: 'Uploads one image, video or audio file (multipart field `file`); it is processed by a job',
    multipart: true as const,
    responses: { 201: mediaUploadResponseSchema },
  },
  youtubeMetadata: {
    body: youtubeMetadataRequestSchema,
    responses: { 200: youtubeMetadataResponseSchema },
  },
  youtube: {
    body: youtubeCreateSchema,
    responses: { 201: savedResponseSchema(adminMediaItemSchema) },
  },
  reprocess: {
    params: idParamsSchema,
    responses: { 200: savedResponseSchema(adminMediaItemSchema) },
  },
};

export const adminMediaEndpoints = /* @__PURE__ */ family('admin: media', adminMediaSchemas, adminMediaApi);
