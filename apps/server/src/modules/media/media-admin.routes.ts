import '@fastify/multipart';
import {
  adminCommentListQuerySchema,
  adminCommentSchema,
  adminMediaCategorySchema,
  adminMediaItemSchema,
  adminMediaListQuerySchema,
  bulkResultSchema,
  commentBulkActionSchema,
  commentStatsSchema,
  commentUpdateSchema,
  idParamsSchema,
  itemResponseSchema,
  MEDIA_LIMITS,
  mediaBulkActionSchema,
  mediaCategoryBulkActionSchema,
  mediaCategoryInputSchema,
  mediaCategoryListQuerySchema,
  mediaCategoryStatsSchema,
  mediaStatsSchema,
  mediaUpdateSchema,
  mediaUploadFieldsSchema,
  mediaUploadResponseSchema,
  okSchema,
  pagedSchema,
  savedResponseSchema,
  updateOrderSchema,
  youtubeCreateSchema,
  youtubeMetadataRequestSchema,
  youtubeMetadataResponseSchema,
} from '@site/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/auth.js';
import { HttpError } from '../../plugins/errors.js';
import { AuditRepository } from '../audit/audit.repository.js';
import { CommentsService } from './comments.service.js';
import { MediaCategoriesService } from './media-categories.service.js';
import { readUpload } from '../../plugins/upload-reader.js';
import { MediaRejection } from './media-inspect.js';
import { MediaRepository } from './media.repository.js';
import { MediaService } from './media.service.js';
import { fetchYoutubeOEmbed, type OEmbedFetcher } from './youtube.js';

export interface MediaAdminOptions {
  /** Replaces YouTube's oEmbed (tests); the real one needs the network. */
  oembed?: OEmbedFetcher;
}

const LARGEST_UPLOAD = Math.max(MEDIA_LIMITS.imageBytes, MEDIA_LIMITS.videoBytes, MEDIA_LIMITS.audioBytes);

/** The multipart upload: its one file and the text fields around it. */
async function readMediaUpload(request: FastifyRequest) {
  const { data, filename, fields } = await readUpload(request, LARGEST_UPLOAD);
  const file = { data, filename };
  const parsed = mediaUploadFieldsSchema.safeParse(fields);
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) (errors[String(issue.path[0] ?? 'file')] ??= []).push(issue.message);
    throw new HttpError(422, 'The given data was invalid.', errors);
  }
  return { ...file, fields: parsed.data };
}

/** The owner's media, media categories and comments (spec §7). */
export const mediaAdminRoutes: FastifyPluginAsyncZod<MediaAdminOptions> = async (app, options) => {
  const repo = new MediaRepository(app.db);
  const audit = new AuditRepository(app.db);
  const media = new MediaService(repo, app.storage, app.queue, audit, app.db, app.log);
  const categories = new MediaCategoriesService(repo, audit, app.db);
  const comments = new CommentsService(repo, audit, { max: Number.POSITIVE_INFINITY, windowMs: 1 });
  const oembed = options.oembed ?? fetchYoutubeOEmbed;
  const actor = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).user.email;

  // ── Media ──
  const tags = ['admin: media'];
  app.get(
    '/api/admin/media',
    { schema: { tags, querystring: adminMediaListQuerySchema, response: { 200: pagedSchema(adminMediaItemSchema) } } },
    async (request) => {
      const q = request.query;
      return media.adminList(
        {
          visibleOnly: false,
          search: q.search,
          type: q.type,
          categoryId: q.category_id,
          processingStatus: q.processing_status,
          status: q.status,
          isPublic: q.is_public,
          isFeatured: q.is_featured,
          youtube: q.youtube,
          sort: q.sort,
          limit: q.per_page,
          offset: (q.page - 1) * q.per_page,
        },
        q.page,
      );
    },
  );
  app.get(
    '/api/admin/media/stats',
    { schema: { tags, response: { 200: itemResponseSchema(mediaStatsSchema) } } },
    async () => ({ data: await media.stats() }),
  );
  app.get(
    '/api/admin/media/:id',
    { schema: { tags, params: idParamsSchema, response: { 200: itemResponseSchema(adminMediaItemSchema) } } },
    async (request) => ({ data: await media.getAdmin(request.params.id) }),
  );
  app.post(
    '/api/admin/media',
    {
      schema: {
        tags,
        summary: 'Uploads one image, video or audio file (multipart field `file`); it is processed by a job',
        consumes: ['multipart/form-data'],
        response: { 201: mediaUploadResponseSchema },
      },
    },
    async (request, reply) => {
      const upload = await readMediaUpload(request);
      try {
        const data = await media.upload(actor(request), upload.data, upload.filename, upload.fields);
        return reply.status(201).send({ success: true as const, message: 'Upload received; processing it now.', data });
      } catch (error) {
        if (error instanceof MediaRejection) {
          throw new HttpError(error.statusCode, error.message, { file: [error.message] });
        }
        throw error;
      }
    },
  );
  app.post(
    '/api/admin/media/youtube-metadata',
    { schema: { tags, body: youtubeMetadataRequestSchema, response: { 200: youtubeMetadataResponseSchema } } },
    async (request) => media.youtubeMetadata(request.body.url, oembed),
  );
  app.post(
    '/api/admin/media/youtube',
    { schema: { tags, body: youtubeCreateSchema, response: { 201: savedResponseSchema(adminMediaItemSchema) } } },
    async (request, reply) => {
      const data = await media.createYoutube(actor(request), request.body);
      return reply.status(201).send({ success: true as const, message: 'YouTube video added.', data });
    },
  );
  app.put(
    '/api/admin/media/:id',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: mediaUpdateSchema,
        response: { 200: savedResponseSchema(adminMediaItemSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Media item updated.',
      data: await media.update(actor(request), request.params.id, request.body),
    }),
  );
  app.delete(
    '/api/admin/media/:id',
    { schema: { tags, params: idParamsSchema, response: { 200: okSchema } } },
    async (request, reply) => {
      if ((await media.delete(actor(request), [request.params.id])) === 0) throw new HttpError(404, 'Not found.');
      return reply.send({ success: true as const, message: 'Media item deleted.' });
    },
  );
  app.post(
    '/api/admin/media/bulk-action',
    { schema: { tags, body: mediaBulkActionSchema, response: { 200: bulkResultSchema } } },
    async (request) => {
      const affected = await media.bulk(actor(request), request.body.action, request.body.ids);
      return { success: true as const, affected, message: `${affected} item(s) updated.` };
    },
  );
  app.post(
    '/api/admin/media/:id/reprocess',
    { schema: { tags, params: idParamsSchema, response: { 200: savedResponseSchema(adminMediaItemSchema) } } },
    async (request) => ({
      success: true as const,
      message: 'Processing again.',
      data: await media.reprocess(actor(request), request.params.id),
    }),
  );

  // ── Media categories ──
  const categoryTags = ['admin: media categories'];
  app.get(
    '/api/admin/media-categories',
    {
      schema: {
        tags: categoryTags,
        querystring: mediaCategoryListQuerySchema,
        response: { 200: pagedSchema(adminMediaCategorySchema) },
      },
    },
    async (request) => categories.list(request.query),
  );
  app.get(
    '/api/admin/media-categories/stats',
    { schema: { tags: categoryTags, response: { 200: itemResponseSchema(mediaCategoryStatsSchema) } } },
    async () => ({ data: await categories.stats() }),
  );
  app.get(
    '/api/admin/media-categories/:id',
    {
      schema: {
        tags: categoryTags,
        params: idParamsSchema,
        response: { 200: itemResponseSchema(adminMediaCategorySchema) },
      },
    },
    async (request) => ({ data: await categories.get(request.params.id) }),
  );
  app.post(
    '/api/admin/media-categories',
    {
      schema: {
        tags: categoryTags,
        body: mediaCategoryInputSchema,
        response: { 201: savedResponseSchema(adminMediaCategorySchema) },
      },
    },
    async (request, reply) => {
      const data = await categories.create(actor(request), request.body);
      return reply.status(201).send({ success: true as const, message: 'Category created.', data });
    },
  );
  app.put(
    '/api/admin/media-categories/:id',
    {
      schema: {
        tags: categoryTags,
        params: idParamsSchema,
        body: mediaCategoryInputSchema,
        response: { 200: savedResponseSchema(adminMediaCategorySchema) },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Category updated.',
      data: await categories.update(actor(request), request.params.id, request.body),
    }),
  );
  app.delete(
    '/api/admin/media-categories/:id',
    { schema: { tags: categoryTags, params: idParamsSchema, response: { 200: okSchema } } },
    async (request) => {
      if ((await categories.delete(actor(request), [request.params.id])) === 0) throw new HttpError(404, 'Not found.');
      return { success: true as const, message: 'Category deleted; its media are now uncategorised.' };
    },
  );
  app.post(
    '/api/admin/media-categories/update-order',
    { schema: { tags: categoryTags, body: updateOrderSchema, response: { 200: okSchema } } },
    async (request) => {
      await categories.reorder(actor(request), request.body.ids);
      return { success: true as const, message: 'Order saved.' };
    },
  );
  app.post(
    '/api/admin/media-categories/bulk-action',
    { schema: { tags: categoryTags, body: mediaCategoryBulkActionSchema, response: { 200: bulkResultSchema } } },
    async (request) => {
      const affected = await categories.bulk(actor(request), request.body.action, request.body.ids);
      return {
        success: true as const,
        affected,
        message: `${affected} categor${affected === 1 ? 'y' : 'ies'} updated.`,
      };
    },
  );

  // ── Comments ──
  const commentTags = ['admin: comments'];
  app.get(
    '/api/admin/comments',
    {
      schema: {
        tags: commentTags,
        querystring: adminCommentListQuerySchema,
        response: { 200: pagedSchema(adminCommentSchema) },
      },
    },
    async (request) => comments.list(request.query),
  );
  app.get(
    '/api/admin/comments/stats',
    { schema: { tags: commentTags, response: { 200: itemResponseSchema(commentStatsSchema) } } },
    async () => ({ data: await comments.stats() }),
  );
  app.get(
    '/api/admin/comments/:id',
    {
      schema: { tags: commentTags, params: idParamsSchema, response: { 200: itemResponseSchema(adminCommentSchema) } },
    },
    async (request) => ({ data: await comments.get(request.params.id) }),
  );
  app.put(
    '/api/admin/comments/:id',
    {
      schema: {
        tags: commentTags,
        params: idParamsSchema,
        body: commentUpdateSchema,
        response: { 200: savedResponseSchema(adminCommentSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Comment updated.',
      data: await comments.update(actor(request), request.params.id, request.body),
    }),
  );
  app.delete(
    '/api/admin/comments/:id',
    { schema: { tags: commentTags, params: idParamsSchema, response: { 200: okSchema } } },
    async (request) => {
      if ((await comments.delete(actor(request), [request.params.id])) === 0) throw new HttpError(404, 'Not found.');
      return { success: true as const, message: 'Comment deleted.' };
    },
  );
  app.post(
    '/api/admin/comments/bulk-action',
    { schema: { tags: commentTags, body: commentBulkActionSchema, response: { 200: bulkResultSchema } } },
    async (request) => {
      const affected = await comments.bulk(actor(request), request.body.action, request.body.ids);
      return { success: true as const, affected, message: `${affected} comment(s) updated.` };
    },
  );
};
