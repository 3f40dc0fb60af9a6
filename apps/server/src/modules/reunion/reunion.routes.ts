import { reunionEndpoints } from '@site/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoutes } from '../../lib/endpoint.js';
import { sendApiNotFound } from '../../plugins/errors.js';
import { contentCache } from '../site/content-cache.js';
import { reunionService } from './reunion.service.js';

/** What the reunion pages read: public cases (map, cards, case page) and the live figures. */
export const reunionRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = reunionService(app);
  // Answered from memory while the content version is unchanged; an admin edit moves it on.
  const cache = contentCache(app, 2000);
  const route = endpointRoutes(app, reunionEndpoints);

  route('cases', async (request, reply) => {
    const q = request.query;
    const key = `reunion-cases:${q.lang}:${q.status ?? ''}:${q.page}:${q.per_page}`;
    return cache.send(request, reply, key, () => service.list(q));
  });
  route('case', async (request, reply) => {
    const found = await service.get(request.params.caseNumber, request.query.lang);
    if (!found) return sendApiNotFound(reply);
    return { data: found };
  });
  route('markers', async (request, reply) => {
    const { lang } = request.query;
    return cache.send(request, reply, `reunion-markers:${lang}`, () => service.markers(lang));
  });
  route('figures', async (request, reply) => cache.data(request, reply, 'reunion-figures', () => service.figures()));
};
