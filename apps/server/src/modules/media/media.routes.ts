import {
  commentCountResponseSchema,
  commentCreatedResponseSchema,
  commentInputSchema,
  commentListResponseSchema,
  langQuerySchema,
  mediaCategoriesResponseSchema,
  mediaIdParamsSchema,
  mediaItemResponseSchema,
  mediaListQuerySchema,
  mediaPageSchema,
  mediaUuidParamsSchema,
} from '@site/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendApiNotFound } from '../../plugins/errors.js';
import { AuditRepository } from '../audit/audit.repository.js';
import { ContentCache } from '../site/content-cache.js';
import { CommentsService, type CommentRateLimit } from './comments.service.js';
import { MediaRepository } from './media.repository.js';
import { MEDIA_JOB, MediaService } from './media.service.js';

export interface MediaRoutesOptions {
  commentRateLimit: CommentRateLimit;
}

/**
 * The public gallery (spec §7): items, categories and comments. Also registers the processing job
 * and the download names of originals.
 */
export const mediaRoutes: FastifyPluginAsyncZod<MediaRoutesOptions> = async (app, options) => {
  const repo = new MediaRepository(app.db);
  const audit = new AuditRepository(app.db);
  const media = new MediaService(repo, app.storage, app.queue, audit, app.db, app.log);
  const comments = new CommentsService(repo, audit, options.commentRateLimit);
  const cache = new ContentCache(app.db, 2000);

  app.queue.register(
    MEDIA_JOB,
    async (payload) => media.process((payload as { id: number }).id),
    async (payload, error) => media.processingGaveUp((payload as { id: number }).id, error),
  );
  app.registerDownloadName('media/', (key) => media.downloadName(key));

  const tags = ['media gallery'];
  app.get(
    '/api/media-gallery/items',
    {
      schema: {
        tags,
        summary: 'Public, processed media items, paged (12 by default)',
        querystring: mediaListQuerySchema,
        response: { 200: mediaPageSchema },
      },
    },
    async (request, reply) => {
      const q = request.query;
      // Searches are not cached (free text); every other view of the gallery is, per content version.
      if (q.search) return media.publicList(q);
      const key = `media:${q.lang}:${q.type}:${q.category ?? ''}:${q.sort}:${q.page}:${q.per_page}`;
      return cache.send(request, reply, key, () => media.publicList(q));
    },
  );
  app.get(
    '/api/media-gallery/items/:uuid',
    {
      schema: {
        tags,
        summary: 'One public item (a shared link to the viewer)',
        params: mediaUuidParamsSchema,
        querystring: z.object({ lang: langQuerySchema }),
        response: { 200: mediaItemResponseSchema },
      },
    },
    async (request, reply) => {
      const row = await media.visibleItem({ uuid: request.params.uuid });
      if (!row) return sendApiNotFound(reply);
      return { data: media.view.public(row, request.query.lang) };
    },
  );
  app.get(
    '/api/media-gallery/categories',
    {
      schema: {
        tags,
        summary: 'Active media categories with their visible item counts',
        querystring: z.object({ lang: langQuerySchema }),
        response: { 200: mediaCategoriesResponseSchema },
      },
    },
    async (request, reply) =>
      cache.send(request, reply, `media-categories:${request.query.lang}`, async () => ({
        data: await media.publicCategories(request.query.lang),
      })),
  );

  const commentTags = ['comments'];
  app.get(
    '/api/comments/media/:id',
    {
      schema: {
        tags: commentTags,
        summary: 'Approved comments of an item, newest first',
        params: mediaIdParamsSchema,
        response: { 200: commentListResponseSchema },
      },
    },
    async (request, reply) => {
      if (!(await media.visibleItem({ id: request.params.id }))) return sendApiNotFound(reply);
      return { success: true as const, data: await comments.approved(request.params.id) };
    },
  );
  app.get(
    '/api/comments/media/:id/count',
    {
      schema: {
        tags: commentTags,
        summary: 'How many approved comments an item has',
        params: mediaIdParamsSchema,
        response: { 200: commentCountResponseSchema },
      },
    },
    async (request, reply) => {
      if (!(await media.visibleItem({ id: request.params.id }))) return sendApiNotFound(reply);
      return { success: true as const, count: await comments.count(request.params.id) };
    },
  );
  app.post(
    '/api/comments/media/:id',
    {
      schema: {
        tags: commentTags,
        summary: 'Submits a comment; it is published once the owner approves it',
        params: mediaIdParamsSchema,
        body: commentInputSchema,
        response: { 201: commentCreatedResponseSchema },
      },
    },
    async (request, reply) => {
      if (!(await media.visibleItem({ id: request.params.id }))) return sendApiNotFound(reply);
      const created = await comments.submit(request.params.id, request.ip, request.body);
      return reply.status(201).send(created);
    },
  );
};
