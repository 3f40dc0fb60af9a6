import { adminSettingsEndpoints, UPLOAD_LIMITS } from '@site/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { done } from '../../lib/answers.js';
import { endpointRoutes } from '../../lib/endpoint.js';
import { readUpload } from '../../lib/upload.js';
import { actorOf } from '../../plugins/auth.js';
import { siteAdminService } from './site-admin.service.js';

/** The owner's settings: profile, links, counters, chat switch, home sections per language, CV file. */
export const siteAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = siteAdminService(app);

  const route = endpointRoutes(app, adminSettingsEndpoints);

  route('get', async () => service.read());
  route('update', async (request) => ({
    ...done('Settings saved.'),
    ...(await service.update(actorOf(request), request.body)),
  }));
  route('uploadCv', async (request, reply) => {
    const { data, filename } = await readUpload(request, UPLOAD_LIMITS.cvBytes);
    const cv = await service.uploadCv(actorOf(request), data, filename);
    return reply.status(201).send({ success: true as const, cv });
  });
  route('deleteCv', async (request) => {
    await service.deleteCv(actorOf(request));
    return done('CV removed.');
  });
};
