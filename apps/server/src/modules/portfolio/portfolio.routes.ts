import {
  categoryListResponseSchema,
  homeContentResponseSchema,
  portfolioQuerySchema,
  projectListResponseSchema,
} from '@site/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendApiNotFound } from '../../plugins/errors.js';
import { attachmentDisposition } from '../../plugins/storage.js';
import { ContentCache } from '../site/content-cache.js';
import { SiteRepository } from '../site/site.repository.js';
import { PortfolioRepository } from './portfolio.repository.js';
import { PortfolioService } from './portfolio.service.js';

/** What the home page reads: its content, published projects, categories and the CV. */
export const portfolioRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new PortfolioService(new PortfolioRepository(app.db), new SiteRepository(app.db));
  // Revalidated on every visit (an edit in the admin shows on the next page load, for everybody), and
  // answered from memory while the content version is unchanged.
  const cache = new ContentCache(app.db);

  app.get(
    '/api/portfolio/home',
    {
      schema: {
        tags: ['portfolio'],
        summary: 'Home-page content (counters, about, experience, skills, certifications, testimonials, CV)',
        querystring: portfolioQuerySchema,
        response: { 200: homeContentResponseSchema },
      },
    },
    async (request, reply) =>
      cache.send(request, reply, `home:${request.query.lang}`, async () => ({
        data: await service.home(request.query.lang),
      })),
  );

  app.get(
    '/api/portfolio/projects',
    {
      schema: {
        tags: ['portfolio'],
        summary: 'Published projects in the requested language (English fallback)',
        querystring: portfolioQuerySchema,
        response: { 200: projectListResponseSchema },
      },
    },
    async (request, reply) =>
      cache.send(request, reply, `projects:${request.query.lang}`, async () => ({
        data: await service.projects(request.query.lang),
      })),
  );

  app.get(
    '/api/portfolio/categories',
    {
      schema: {
        tags: ['portfolio'],
        summary: 'Project categories in display order, with their number of published projects',
        querystring: portfolioQuerySchema,
        response: { 200: categoryListResponseSchema },
      },
    },
    async (request, reply) =>
      cache.send(request, reply, `categories:${request.query.lang}`, async () => ({
        data: await service.categories(request.query.lang),
      })),
  );

  app.get(
    '/api/portfolio/cv',
    { schema: { tags: ['portfolio'], summary: "Downloads the owner's CV (PDF)" } },
    async (_request, reply) => {
      const cv = await service.cv();
      const file = cv ? await app.storage.get(cv.key) : null;
      if (!cv || !file) return sendApiNotFound(reply);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', attachmentDisposition(cv.filename))
        .header('Cache-Control', 'no-cache')
        .send(file);
    },
  );
};
