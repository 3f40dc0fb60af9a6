import { adminReunionCasesEndpoints } from '@site/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { done, saved } from '../../lib/answers.js';
import { endpointRoutes } from '../../lib/endpoint.js';
import { actorOf } from '../../plugins/auth.js';
import { reunionAdminService } from './reunion.service.js';

/** The owner's missing-person cases: list, get (with the private contact), create, update, status, delete. */
export const reunionAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = reunionAdminService(app);
  const route = endpointRoutes(app, adminReunionCasesEndpoints);

  route('list', async (request) => service.list(request.query));
  route('get', async (request) => ({ data: await service.get(request.params.id) }));
  route('create', async (request, reply) =>
    reply.status(201).send(saved('Case created.', await service.create(actorOf(request), request.body))),
  );
  route('update', async (request) =>
    saved('Case updated.', await service.update(actorOf(request), request.params.id, request.body)),
  );
  route('status', async (request) =>
    saved('Status changed.', await service.changeStatus(actorOf(request), request.params.id, request.body)),
  );
  route('remove', async (request) => {
    await service.remove(actorOf(request), request.params.id);
    return done('Case deleted.');
  });
};
