import {
  adminCategorySchema,
  adminProjectSchema,
  bulkActionSchema,
  bulkResultSchema,
  categoryInputSchema,
  categoryListQuerySchema,
  categoryStatsSchema,
  idParamsSchema,
  itemResponseSchema,
  okSchema,
  pagedSchema,
  projectInputSchema,
  projectListQuerySchema,
  savedResponseSchema,
  updateOrderSchema,
} from '@site/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../plugins/auth.js';
import { AuditRepository } from '../audit/audit.repository.js';
import { PortfolioAdminService } from './portfolio-admin.service.js';
import { PortfolioRepository } from './portfolio.repository.js';

const categoryBulkSchema = z.object({
  action: z.literal('delete'),
  ids: z.array(z.number().int().positive()).min(1, 'Select at least one item.').max(500),
});

/** The admin's projects and categories (spec §7): list, get, create, update, delete, bulk actions. */
export const portfolioAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new PortfolioAdminService(new PortfolioRepository(app.db), new AuditRepository(app.db), app.db);
  const actor = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).user.email;
  const tags = ['admin: projects'];

  app.get(
    '/api/admin/projects',
    { schema: { tags, querystring: projectListQuerySchema, response: { 200: pagedSchema(adminProjectSchema) } } },
    async (request) => service.listProjects(request.query),
  );
  app.get(
    '/api/admin/projects/:id',
    { schema: { tags, params: idParamsSchema, response: { 200: itemResponseSchema(adminProjectSchema) } } },
    async (request) => ({ data: await service.getProject(request.params.id) }),
  );
  app.post(
    '/api/admin/projects',
    { schema: { tags, body: projectInputSchema, response: { 201: savedResponseSchema(adminProjectSchema) } } },
    async (request, reply) => {
      const data = await service.createProject(actor(request), request.body);
      return reply.status(201).send({ success: true as const, message: 'Project created.', data });
    },
  );
  app.put(
    '/api/admin/projects/:id',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: projectInputSchema,
        response: { 200: savedResponseSchema(adminProjectSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Project updated.',
      data: await service.updateProject(actor(request), request.params.id, request.body),
    }),
  );
  app.delete(
    '/api/admin/projects/:id',
    { schema: { tags, params: idParamsSchema, response: { 200: okSchema } } },
    async (request) => {
      await service.deleteProject(actor(request), request.params.id);
      return { success: true as const, message: 'Project deleted.' };
    },
  );
  app.post(
    '/api/admin/projects/bulk-action',
    { schema: { tags, body: bulkActionSchema, response: { 200: bulkResultSchema } } },
    async (request) => {
      const affected = await service.bulkProjects(actor(request), request.body);
      return { success: true as const, affected, message: `${affected} project(s) updated.` };
    },
  );

  const categoryTags = ['admin: categories'];
  app.get(
    '/api/admin/categories',
    {
      schema: {
        tags: categoryTags,
        querystring: categoryListQuerySchema,
        response: { 200: pagedSchema(adminCategorySchema) },
      },
    },
    async (request) => service.listCategories(request.query),
  );
  app.get(
    '/api/admin/categories/stats',
    { schema: { tags: categoryTags, response: { 200: itemResponseSchema(categoryStatsSchema) } } },
    async () => ({ data: await service.categoryStats() }),
  );
  app.post(
    '/api/admin/categories/update-order',
    { schema: { tags: categoryTags, body: updateOrderSchema, response: { 200: okSchema } } },
    async (request) => {
      await service.reorderCategories(actor(request), request.body.ids);
      return { success: true as const, message: 'Order saved.' };
    },
  );
  app.post(
    '/api/admin/categories/bulk-action',
    { schema: { tags: categoryTags, body: categoryBulkSchema, response: { 200: bulkResultSchema } } },
    async (request) => {
      const affected = await service.deleteCategories(actor(request), request.body.ids);
      return { success: true as const, affected, message: `${affected} category(ies) deleted.` };
    },
  );
  app.get(
    '/api/admin/categories/:id',
    {
      schema: {
        tags: categoryTags,
        params: idParamsSchema,
        response: { 200: itemResponseSchema(adminCategorySchema) },
      },
    },
    async (request) => ({ data: await service.getCategory(request.params.id) }),
  );
  app.post(
    '/api/admin/categories',
    {
      schema: {
        tags: categoryTags,
        body: categoryInputSchema,
        response: { 201: savedResponseSchema(adminCategorySchema) },
      },
    },
    async (request, reply) => {
      const data = await service.createCategory(actor(request), request.body);
      return reply.status(201).send({ success: true as const, message: 'Category created.', data });
    },
  );
  app.put(
    '/api/admin/categories/:id',
    {
      schema: {
        tags: categoryTags,
        params: idParamsSchema,
        body: categoryInputSchema,
        response: { 200: savedResponseSchema(adminCategorySchema) },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Category updated.',
      data: await service.updateCategory(actor(request), request.params.id, request.body),
    }),
  );
  app.delete(
    '/api/admin/categories/:id',
    { schema: { tags: categoryTags, params: idParamsSchema, response: { 200: okSchema } } },
    async (request) => {
      await service.deleteCategory(actor(request), request.params.id);
      return { success: true as const, message: 'Category deleted; its projects are now uncategorised.' };
    },
  );
};
