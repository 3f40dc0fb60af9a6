import '@fastify/multipart';
import {
  adminCommentsEndpoints,
  adminMediaCategoriesEndpoints,
  adminMediaEndpoints,
  MEDIA_LIMITS,
  mediaUploadFieldsSchema,
} from '@site/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../lib/endpoint.js';
import { pageWindow } from '../../lib/paging.js';
import { actorOf } from '../../plugins/auth.js';
import { HttpError } from '../../plugins/errors.js';
import { AuditRepository } from '../audit/audit.repository.js';
import { CommentsService } from './comments.service.js';
import { MediaCategoriesService } from './media-categories.service.js';
import { readUpload } from '../../lib/upload.js';
import { MediaRejection } from './media-inspect.js';
import { MediaRepository } from './media.repository.js';
import { MediaService } from './media.service.js';
import { fetchYoutubeOEmbed, fetchYoutubeStill, type OEmbedFetcher, type StillFetcher } from './youtube.js';

export interface MediaAdminOptions {
  /** Replaces YouTube's oEmbed (tests); the real one needs the network. */
  oembed?: OEmbedFetcher;
  /** Where a new YouTube item's still comes from (tests pass a fake; offline, a drawn one is kept). */
  youtubeStill?: StillFetcher;
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

/** The owner's media, media categories and comments. */
export const mediaAdminRoutes: FastifyPluginAsyncZod<MediaAdminOptions> = async (app, options) => {
  const repo = new MediaRepository(app.db);
  const audit = new AuditRepository(app.db);
  const media = new MediaService(repo, app.storage, app.queue, audit, app.db, app.log);
  const categories = new MediaCategoriesService(repo, audit, app.db);
  const comments = new CommentsService(repo, audit, { max: Number.POSITIVE_INFINITY, windowMs: 1 });
  const oembed = options.oembed ?? fetchYoutubeOEmbed;
  const youtubeStill = options.youtubeStill ?? fetchYoutubeStill;

  // ── Media ──
  app.route({
    ...endpoint(adminMediaEndpoints, 'list'),
    handler: async (request) => {
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
          ...pageWindow(q),
        },
        q.page,
      );
    },
  });
  app.route({
    ...endpoint(adminMediaEndpoints, 'stats'),
    handler: async () => ({ data: await media.stats() }),
  });
  app.route({
    ...endpoint(adminMediaEndpoints, 'get'),
    handler: async (request) => ({ data: await media.getAdmin(request.params.id) }),
  });
  app.route({
    ...endpoint(adminMediaEndpoints, 'upload'),
    handler: async (request, reply) => {
      const upload = await readMediaUpload(request);
      try {
        const data = await media.upload(actorOf(request), upload.data, upload.filename, upload.fields);
        return reply.status(201).send({ success: true as const, message: 'Upload received; processing it now.', data });
      } catch (error) {
        if (error instanceof MediaRejection) {
          throw new HttpError(error.statusCode, error.message, { file: [error.message] });
        }
        throw error;
      }
    },
  });
  app.route({
    ...endpoint(adminMediaEndpoints, 'youtubeMetadata'),
    handler: async (request) => media.youtubeMetadata(request.body.url, oembed),
  });
  app.route({
    ...endpoint(adminMediaEndpoints, 'youtube'),
    handler: async (request, reply) => {
      const data = await media.createYoutube(actorOf(request), request.body, youtubeStill);
      return reply.status(201).send({ success: true as const, message: 'YouTube video added.', data });
    },
  });
  app.route({
    ...endpoint(adminMediaEndpoints, 'update'),
    handler: async (request) => ({
      success: true as const,
      message: 'Media item updated.',
      data: await media.update(actorOf(request), request.params.id, request.body),
    }),
  });
  app.route({
    ...endpoint(adminMediaEndpoints, 'remove'),
    handler: async (request, reply) => {
      if ((await media.delete(actorOf(request), [request.params.id])) === 0) throw new HttpError(404, 'Not found.');
      return reply.send({ success: true as const, message: 'Media item deleted.' });
    },
  });
  app.route({
    ...endpoint(adminMediaEndpoints, 'bulk'),
    handler: async (request) => {
      const affected = await media.bulk(actorOf(request), request.body.action, request.body.ids);
      return { success: true as const, affected, message: `${affected} item(s) updated.` };
    },
  });
  app.route({
    ...endpoint(adminMediaEndpoints, 'reprocess'),
    handler: async (request) => ({
      success: true as const,
      message: 'Processing again.',
      data: await media.reprocess(actorOf(request), request.params.id),
    }),
  });

  // ── Media categories ──
  app.route({
    ...endpoint(adminMediaCategoriesEndpoints, 'list'),
    handler: async (request) => categories.list(request.query),
  });
  app.route({
    ...endpoint(adminMediaCategoriesEndpoints, 'stats'),
    handler: async () => ({ data: await categories.stats() }),
  });
  app.route({
    ...endpoint(adminMediaCategoriesEndpoints, 'get'),
    handler: async (request) => ({ data: await categories.get(request.params.id) }),
  });
  app.route({
    ...endpoint(adminMediaCategoriesEndpoints, 'create'),
    handler: async (request, reply) => {
      const data = await categories.create(actorOf(request), request.body);
      return reply.status(201).send({ success: true as const, message: 'Category created.', data });
    },
  });
  app.route({
    ...endpoint(adminMediaCategoriesEndpoints, 'update'),
    handler: async (request) => ({
      success: true as const,
      message: 'Category updated.',
      data: await categories.update(actorOf(request), request.params.id, request.body),
    }),
  });
  app.route({
    ...endpoint(adminMediaCategoriesEndpoints, 'remove'),
    handler: async (request) => {
      if ((await categories.delete(actorOf(request), [request.params.id])) === 0)
        throw new HttpError(404, 'Not found.');
      return { success: true as const, message: 'Category deleted; its media are now uncategorised.' };
    },
  });
  app.route({
    ...endpoint(adminMediaCategoriesEndpoints, 'updateOrder'),
    handler: async (request) => {
      await categories.reorder(actorOf(request), request.body.ids);
      return { success: true as const, message: 'Order saved.' };
    },
  });
  app.route({
    ...endpoint(adminMediaCategoriesEndpoints, 'bulk'),
    handler: async (request) => {
      const affected = await categories.bulk(actorOf(request), request.body.action, request.body.ids);
      return {
        success: true as const,
        affected,
        message: `${affected} categor${affected === 1 ? 'y' : 'ies'} updated.`,
      };
    },
  });

  // ── Comments ──
  app.route({
    ...endpoint(adminCommentsEndpoints, 'list'),
    handler: async (request) => comments.list(request.query),
  });
  app.route({
    ...endpoint(adminCommentsEndpoints, 'stats'),
    handler: async () => ({ data: await comments.stats() }),
  });
  app.route({
    ...endpoint(adminCommentsEndpoints, 'get'),
    handler: async (request) => ({ data: await comments.get(request.params.id) }),
  });
  app.route({
    ...endpoint(adminCommentsEndpoints, 'update'),
    handler: async (request) => ({
      success: true as const,
      message: 'Comment updated.',
      data: await comments.update(actorOf(request), request.params.id, request.body),
    }),
  });
  app.route({
    ...endpoint(adminCommentsEndpoints, 'remove'),
    handler: async (request) => {
      if ((await comments.delete(actorOf(request), [request.params.id])) === 0) throw new HttpError(404, 'Not found.');
      return { success: true as const, message: 'Comment deleted.' };
    },
  });
  app.route({
    ...endpoint(adminCommentsEndpoints, 'bulk'),
    handler: async (request) => {
      const affected = await comments.bulk(actorOf(request), request.body.action, request.body.ids);
      return { success: true as const, affected, message: `${affected} comment(s) updated.` };
    },
  });
};
