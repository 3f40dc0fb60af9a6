import { adminCategoriesEndpoints, adminProjectsEndpoints } from '@site/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../lib/endpoint.js';
import { actorOf } from '../../plugins/auth.js';
import { portfolioAdminService } from './portfolio-admin.service.js';

/** The admin's projects and categories: list, get, create, update, delete, bulk actions. */
export const portfolioAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = portfolioAdminService(app);

  app.route({
    ...endpoint(adminProjectsEndpoints, 'list'),
    handler: async (request) => service.listProjects(request.query),
  });
  app.route({
    ...endpoint(adminProjectsEndpoints, 'get'),
    handler: async (request) => ({ data: await service.getProject(request.params.id) }),
  });
  app.route({
    ...endpoint(adminProjectsEndpoints, 'create'),
    handler: async (request, reply) => {
      const data = await service.createProject(actorOf(request), request.body);
      return reply.status(201).send({ success: true as const, message: 'Project created.', data });
    },
  });
  app.route({
    ...endpoint(adminProjectsEndpoints, 'update'),
    handler: async (request) => ({
      success: true as const,
      message: 'Project updated.',
      data: await service.updateProject(actorOf(request), request.params.id, request.body),
    }),
  });
  app.route({
    ...endpoint(adminProjectsEndpoints, 'remove'),
    handler: async (request) => {
      await service.deleteProject(actorOf(request), request.params.id);
      return { success: true as const, message: 'Project deleted.' };
    },
  });
  app.route({
    ...endpoint(adminProjectsEndpoints, 'bulk'),
    handler: async (request) => {
      const affected = await service.bulkProjects(actorOf(request), request.body);
      return { success: true as const, affected, message: `${affected} project(s) updated.` };
    },
  });

  app.route({
    ...endpoint(adminCategoriesEndpoints, 'list'),
    handler: async (request) => service.listCategories(request.query),
  });
  app.route({
    ...endpoint(adminCategoriesEndpoints, 'stats'),
    handler: async () => ({ data: await service.categoryStats() }),
  });
  app.route({
    ...endpoint(adminCategoriesEndpoints, 'updateOrder'),
    handler: async (request) => {
      await service.reorderCategories(actorOf(request), request.body.ids);
      return { success: true as const, message: 'Order saved.' };
    },
  });
  app.route({
    ...endpoint(adminCategoriesEndpoints, 'bulk'),
    handler: async (request) => {
      const affected = await service.deleteCategories(actorOf(request), request.body.ids);
      return { success: true as const, affected, message: `${affected} category(ies) deleted.` };
    },
  });
  app.route({
    ...endpoint(adminCategoriesEndpoints, 'get'),
    handler: async (request) => ({ data: await service.getCategory(request.params.id) }),
  });
  app.route({
    ...endpoint(adminCategoriesEndpoints, 'create'),
    handler: async (request, reply) => {
      const data = await service.createCategory(actorOf(request), request.body);
      return reply.status(201).send({ success: true as const, message: 'Category created.', data });
    },
  });
  app.route({
    ...endpoint(adminCategoriesEndpoints, 'update'),
    handler: async (request) => ({
      success: true as const,
      message: 'Category updated.',
      data: await service.updateCategory(actorOf(request), request.params.id, request.body),
    }),
  });
  app.route({
    ...endpoint(adminCategoriesEndpoints, 'remove'),
    handler: async (request) => {
      await service.deleteCategory(actorOf(request), request.params.id);
      return { success: true as const, message: 'Category deleted; its projects are now uncategorised.' };
    },
  });
};
