import { bulkResultSchema, idParamsSchema } from '../admin.js';
import { itemResponseSchema, okSchema, pagedSchema, savedResponseSchema } from '../envelopes.js';
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
import { adminMediaApi } from './admin-media.routes.js';

export const adminMediaSchemas = {
  list: {
    query: adminMediaListQuerySchema,
    responses: { 200: pagedSchema(adminMediaItemSchema) },
  },
  stats: {
    responses: { 200: itemResponseSchema(mediaStatsSchema) },
  },
  get: {
    params: idParamsSchema,
    responses: { 200: itemResponseSchema(adminMediaItemSchema) },
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
  update: {
    params: idParamsSchema,
    body: mediaUpdateSchema,
    responses: { 200: savedResponseSchema(adminMediaItemSchema) },
  },
  remove: {
    params: idParamsSchema,
    responses: { 200: okSchema },
  },
  bulk: {
    body: mediaBulkActionSchema,
    responses: { 200: bulkResultSchema },
  },
  reprocess: {
    params: idParamsSchema,
    responses: { 200: savedResponseSchema(adminMediaItemSchema) },
  },
};

export const adminMediaEndpoints = /* @__PURE__ */ family('admin: media', adminMediaSchemas, adminMediaApi);
