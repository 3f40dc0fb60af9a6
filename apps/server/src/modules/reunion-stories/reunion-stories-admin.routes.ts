import { adminReunionStoriesEndpoints } from '@site/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { done, saved } from '../../lib/answers.js';
import { endpointRoutes } from '../../lib/endpoint.js';
import { actorOf } from '../../plugins/auth.js';
import { reunionStoriesAdminService } from './reunion-stories.service.js';

/** The owner's stories, news and guides: list, get, create, update, publish, delete. */
export const reunionStoriesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = reunionStoriesAdminService(app);
  const route = endpointRoutes(app, adminReunionStoriesEndpoints);

  route('list', async (request) => service.list(request.query));
  route('get', async (request) => ({ data: await service.get(request.params.id) }));
  route('create', async (request, reply) =>
    reply.status(201).send(saved('Story created.', await service.create(actorOf(request), request.body))),
  );
  route('update', async (request) =>
    saved('Story updated.', await service.update(actorOf(request), request.params.id, request.body)),
  );
  route('publish', async (request) =>
    saved(
      request.body.published ? 'Story published.' : 'Story withdrawn.',
      await service.publish(actorOf(request), request.params.id, request.body.published),
    ),
  );
  route('remove', async (request) => {
    await service.remove(actorOf(request), request.params.id);
    return done('Story deleted.');
  });
};
