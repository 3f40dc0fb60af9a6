import { adminReunionShopEndpoints, reunionShopEndpoints } from '@site/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { done, saved } from '../../lib/answers.js';
import { endpointRoutes } from '../../lib/endpoint.js';
import { actorOf } from '../../plugins/auth.js';
import { contentCache } from '../site/content-cache.js';
import { reunionShopAdminService, reunionShopService } from './reunion-shop.service.js';

/** The shop page's products, answered from memory while the content version is unchanged. */
export const reunionShopRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = reunionShopService(app);
  const cache = contentCache(app, 50);
  const route = endpointRoutes(app, reunionShopEndpoints);
  route('products', async (request, reply) => {
    const { lang } = request.query;
    return cache.send(request, reply, `reunion-shop:${lang}`, () => service.products(lang));
  });
};

/** The owner's shop listings: list, get, create, update, delete. */
export const reunionShopAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = reunionShopAdminService(app);
  const route = endpointRoutes(app, adminReunionShopEndpoints);
  route('list', async (request) => service.list(request.query));
  route('get', async (request) => ({ data: await service.get(request.params.id) }));
  route('create', async (request, reply) =>
    reply.status(201).send(saved('Product created.', await service.create(actorOf(request), request.body))),
  );
  route('update', async (request) =>
    saved('Product updated.', await service.update(actorOf(request), request.params.id, request.body)),
  );
  route('remove', async (request) => {
    await service.remove(actorOf(request), request.params.id);
    return done('Product deleted.');
  });
};
