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
import { actorOf } from '../../plugins/auth.js';
import { HttpError } from '../../plugins/errors.js';
import { readUpload } from '../../lib/upload.js';
import { mediaServices } from './media-services.js';
import type { OEmbedFetcher, StillFetcher } from './youtube.js';

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
  const { items, processing, youtube, categories, comments } = mediaServices(app, {
    oembed: options.oembed,
    still: options.youtubeStill,
  });

  // ── Media ──
  app.route({
    ...endpoint(adminMediaEndpoints, 'list'),
    handler: async (request) => items.list(request.query),
  });
  app.route({
    ...endpoint(adminMediaEndpoints, 'stats'),
    handler: async () => ({ data: await items.stats() }),
  });
  app.route({
    ...endpoint(adminMediaEndpoints, 'get'),
    handler: async (request) => ({ data: await items.get(request.params.id) }),
  });
  app.route({
    ...endpoint(adminMediaEndpoints, 'upload'),
    handler: async (request, reply) => {
      const upload = await readMediaUpload(request);
      const data = await processing.upload(actorOf(request), upload.data, upload.filename, upload.fields);
      return reply.status(201).send({ success: true as const, message: 'Upload received; processing it now.', data });
    },
  });
  app.route({
    ...endpoint(adminMediaEndpoints, 'youtubeMetadata'),
    handler: async (request) => youtube.metadata(request.body.url),
  });
  app.route({
    ...endpoint(adminMediaEndpoints, 'youtube'),
    handler: async (request, reply) => {
      const data = await youtube.create(actorOf(request), request.body);
      return reply.status(201).send({ success: true as const, message: 'YouTube video added.', data });
    },
  });
  app.route({
    ...endpoint(adminMediaEndpoints, 'update'),
    handler: async (request) => ({
      success: true as const,
      message: 'Media item updated.',
      data: await items.update(actorOf(request), request.params.id, request.body),
    }),
  });
  app.route({
    ...endpoint(adminMediaEndpoints, 'remove'),
    handler: async (request, reply) => {
      if ((await items.delete(actorOf(request), [request.params.id])) === 0) throw new HttpError(404, 'Not found.');
      return reply.send({ success: true as const, message: 'Media item deleted.' });
    },
  });
  app.route({
    ...endpoint(adminMediaEndpoints, 'bulk'),
    handler: async (request) => {
      const affected = await items.bulk(actorOf(request), request.body.action, request.body.ids);
      return { success: true as const, affected, message: `${affected} item(s) updated.` };
    },
  });
  app.route({
    ...endpoint(adminMediaEndpoints, 'reprocess'),
    handler: async (request) => ({
      success: true as const,
      message: 'Processing again.',
      data: await processing.reprocess(actorOf(request), request.params.id),
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
