import { portfolioEndpoints } from '@site/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoutes } from '../../lib/endpoint.js';
import { sendApiNotFound } from '../../plugins/errors.js';
import { attachmentDisposition } from '../../plugins/storage.js';
import { contentCache } from '../site/content-cache.js';
import { portfolioService } from './portfolio.service.js';

/** What the home page reads: its content, published projects, categories and the CV. */
export const portfolioRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = portfolioService(app);
  // Revalidated on every visit (an edit in the admin shows on the next page load, for everybody), and
  // answered from memory while the content version is unchanged.
  const cache = contentCache(app);

  const route = endpointRoutes(app, portfolioEndpoints);

  route(
    'home',
    cache.perLanguage('home', (lang) => service.home(lang)),
  );
  route(
    'projects',
    cache.perLanguage('projects', (lang) => service.projects(lang)),
  );
  route(
    'categories',
    cache.perLanguage('categories', (lang) => service.categories(lang)),
  );
  route('cv', async (_request, reply) => {
    const cv = await service.cv();
    if (!cv) return sendApiNotFound(reply);
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', attachmentDisposition(cv.filename))
      .header('Cache-Control', 'no-cache')
      .send(cv.data);
  });
};
