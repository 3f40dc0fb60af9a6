import { commentsEndpoints, mediaGalleryEndpoints } from '@site/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoutes } from '../../lib/endpoint.js';
import { sendApiNotFound } from '../../plugins/errors.js';
import { contentCache } from '../site/content-cache.js';
import type { CommentRateLimit } from './comments.service.js';
import { MEDIA_JOB } from './media-processing.service.js';
import { mediaServices } from './media-services.js';

export interface MediaRoutesOptions {
  commentRateLimit: CommentRateLimit;
}

/**
 * The public gallery: items, categories and comments. Also registers the processing job
 * and the download names of originals.
 */
export const mediaRoutes: FastifyPluginAsyncZod<MediaRoutesOptions> = async (app, options) => {
  const { gallery, processing, youtube, comments } = mediaServices(app);
  const cache = contentCache(app, 2000);

  app.queue.register(
    MEDIA_JOB,
    async (payload) => processing.process((payload as { id: number }).id),
    async (payload, error) => processing.processingGaveUp((payload as { id: number }).id, error),
  );
  app.registerDownloadName('media/', (key) => gallery.downloadName(key));
  // Every YouTube item has its own stills before the gallery is served (the demo's are drawn here).
  const drawn = await youtube.keepStills();
  if (drawn > 0) app.log.info({ count: drawn }, 'YouTube stills drawn');

  const route = endpointRoutes(app, mediaGalleryEndpoints);
  route('list', async (request, reply) => {
    const q = request.query;
    // Searches are not cached (free text); every other view of the gallery is, per content version.
    if (q.search) return gallery.list(q);
    const key = `media:${q.lang}:${q.type}:${q.category ?? ''}:${q.sort}:${q.page}:${q.per_page}`;
    return cache.send(request, reply, key, () => gallery.list(q));
  });
  route('item', async (request, reply) => {
    const item = await gallery.item(request.params.uuid, request.query.lang);
    if (!item) return sendApiNotFound(reply);
    return { data: item };
  });
  route(
    'categories',
    cache.perLanguage('media-categories', (lang) => gallery.categories(lang)),
  );

  /** Comments are read and posted only on items visitors may see; any other id is an unknown address. */
  const onVisibleItem = async <T>(id: number, reply: FastifyReply, answer: () => Promise<T>) =>
    (await gallery.isVisible(id)) ? answer() : sendApiNotFound(reply);
  const comment = endpointRoutes(app, commentsEndpoints);
  comment('list', async (request, reply) =>
    onVisibleItem(request.params.id, reply, async () => ({
      success: true as const,
      data: await comments.approved(request.params.id),
    })),
  );
  comment('count', async (request, reply) =>
    onVisibleItem(request.params.id, reply, async () => ({
      success: true as const,
      count: await comments.count(request.params.id),
    })),
  );
  comment('create', async (request, reply) =>
    onVisibleItem(request.params.id, reply, async () =>
      reply
        .status(201)
        .send(await comments.submit(request.params.id, request.ip, request.body, options.commentRateLimit)),
    ),
  );
};
