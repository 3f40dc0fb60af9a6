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
import { bulkDone, done, saved } from '../../lib/answers.js';
import { endpointRoutes } from '../../lib/endpoint.js';
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
  /** The answer to deleting one record: 404 when there was none. */
  const removed = (count: number, message: string) => {
    if (count === 0) throw new HttpError(404, 'Not found.');
    return done(message);
  };

  const media = endpointRoutes(app, adminMediaEndpoints);
  media('list', async (request) => items.list(request.query));
  media('stats', async () => ({ data: await items.stats() }));
  media('get', async (request) => ({ data: await items.get(request.params.id) }));
  media('upload', async (request, reply) => {
    const upload = await readMediaUpload(request);
    const data = await processing.upload(actorOf(request), upload.data, upload.filename, upload.fields);
    return reply.status(201).send(saved('Upload received; processing it now.', data));
  });
  media('youtubeMetadata', async (request) => youtube.metadata(request.body.url));
  media('youtube', async (request, reply) =>
    reply.status(201).send(saved('YouTube video added.', await youtube.create(actorOf(request), request.body))),
  );
  media('update', async (request) =>
    saved('Media item updated.', await items.update(actorOf(request), request.params.id, request.body)),
  );
  media('remove', async (request) =>
    removed(await items.delete(actorOf(request), [request.params.id]), 'Media item deleted.'),
  );
  media('bulk', async (request) => {
    const affected = await items.bulk(actorOf(request), request.body.action, request.body.ids);
    return bulkDone(affected, `${affected} item(s) updated.`);
  });
  media('reprocess', async (request) =>
    saved('Processing again.', await processing.reprocess(actorOf(request), request.params.id)),
  );

  const category = endpointRoutes(app, adminMediaCategoriesEndpoints);
  category('list', async (request) => categories.list(request.query));
  category('stats', async () => ({ data: await categories.stats() }));
  category('get', async (request) => ({ data: await categories.get(request.params.id) }));
  category('create', async (request, reply) =>
    reply.status(201).send(saved('Category created.', await categories.create(actorOf(request), request.body))),
  );
  category('update', async (request) =>
    saved('Category updated.', await categories.update(actorOf(request), request.params.id, request.body)),
  );
  category('remove', async (request) =>
    removed(
      await categories.delete(actorOf(request), [request.params.id]),
      'Category deleted; its media are now uncategorised.',
    ),
  );
  category('updateOrder', async (request) => {
    await categories.reorder(actorOf(request), request.body.ids);
    return done('Order saved.');
  });
  category('bulk', async (request) => {
    const affected = await categories.bulk(actorOf(request), request.body.action, request.body.ids);
    return bulkDone(affected, `${affected} categor${affected === 1 ? 'y' : 'ies'} updated.`);
  });

  const comment = endpointRoutes(app, adminCommentsEndpoints);
  comment('list', async (request) => comments.list(request.query));
  comment('stats', async () => ({ data: await comments.stats() }));
  comment('get', async (request) => ({ data: await comments.get(request.params.id) }));
  comment('update', async (request) =>
    saved('Comment updated.', await comments.update(actorOf(request), request.params.id, request.body)),
  );
  comment('remove', async (request) =>
    removed(await comments.delete(actorOf(request), [request.params.id]), 'Comment deleted.'),
  );
  comment('bulk', async (request) => {
    const affected = await comments.bulk(actorOf(request), request.body.action, request.body.ids);
    return bulkDone(affected, `${affected} comment(s) updated.`);
  });
};
