import { reunionStoriesEndpoints } from '@site/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoutes } from '../../lib/endpoint.js';
import { sendApiNotFound } from '../../plugins/errors.js';
import { contentCache } from '../site/content-cache.js';
import { reunionStoriesService } from './reunion-stories.service.js';

/** What the story pages and the landing read: published stories, one story, the news counts. */
export const reunionStoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = reunionStoriesService(app);
  // Answered from memory while the content version is unchanged; an admin edit moves it on.
  const cache = contentCache(app, 2000);
  const route = endpointRoutes(app, reunionStoriesEndpoints);

  route('list', async (request, reply) => {
    const q = request.query;
    const key = `reunion-stories:${q.lang}:${q.kind ?? ''}:${q.category ?? ''}:${q.page}:${q.per_page}`;
    return cache.send(request, reply, key, () => service.list(q));
  });
  route('story', async (request, reply) => {
    const found = await service.get(request.params.slug, request.query.lang);
    if (!found) return sendApiNotFound(reply);
    return { data: found };
  });
  route('newsCounts', async (request, reply) =>
    cache.data(request, reply, 'reunion-news-counts', () => service.newsCounts()),
  );
};
