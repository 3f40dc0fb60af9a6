import { adminCategoriesEndpoints, adminProjectsEndpoints } from '@site/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bulkDone, done, saved } from '../../lib/answers.js';
import { endpointRoutes } from '../../lib/endpoint.js';
import { actorOf } from '../../plugins/auth.js';
import { portfolioAdminService } from './portfolio-admin.service.js';

/** The admin's projects and categories: list, get, create, update, delete, bulk actions. */
export const portfolioAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = portfolioAdminService(app);

  const project = endpointRoutes(app, adminProjectsEndpoints);
  project('list', async (request) => service.listProjects(request.query));
  project('get', async (request) => ({ data: await service.getProject(request.params.id) }));
  project('create', async (request, reply) =>
    reply.status(201).send(saved('Project created.', await service.createProject(actorOf(request), request.body))),
  );
  project('update', async (request) =>
    saved('Project updated.', await service.updateProject(actorOf(request), request.params.id, request.body)),
  );
  project('remove', async (request) => {
    await service.deleteProject(actorOf(request), request.params.id);
    return done('Project deleted.');
  });
  project('bulk', async (request) => {
    const affected = await service.bulkProjects(actorOf(request), request.body);
    return bulkDone(affected, `${affected} project(s) updated.`);
  });

  const category = endpointRoutes(app, adminCategoriesEndpoints);
  category('list', async (request) => service.listCategories(request.query));
  category('stats', async () => ({ data: await service.categoryStats() }));
  category('updateOrder', async (request) => {
    await service.reorderCategories(actorOf(request), request.body.ids);
    return done('Order saved.');
  });
  category('bulk', async (request) => {
    const affected = await service.deleteCategories(actorOf(request), request.body.ids);
    return bulkDone(affected, `${affected} category(ies) deleted.`);
  });
  category('get', async (request) => ({ data: await service.getCategory(request.params.id) }));
  category('create', async (request, reply) =>
    reply.status(201).send(saved('Category created.', await service.createCategory(actorOf(request), request.body))),
  );
  category('update', async (request) =>
    saved('Category updated.', await service.updateCategory(actorOf(request), request.params.id, request.body)),
  );
  category('remove', async (request) => {
    await service.deleteCategory(actorOf(request), request.params.id);
    return done('Category deleted; its projects are now uncategorised.');
  });
};
