import { adminSettingsEndpoints, UPLOAD_LIMITS } from '@site/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../lib/endpoint.js';
import { readUpload } from '../../lib/upload.js';
import { actorOf } from '../../plugins/auth.js';
import { siteAdminService } from './site-admin.service.js';

/** The owner's settings: profile, links, counters, chat switch, home sections per language, CV file. */
export const siteAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = siteAdminService(app);

  app.route({
    ...endpoint(adminSettingsEndpoints, 'get'),
    handler: async () => service.read(),
  });

  app.route({
    ...endpoint(adminSettingsEndpoints, 'update'),
    handler: async (request) => ({
      success: true as const,
      message: 'Settings saved.',
      ...(await service.update(actorOf(request), request.body)),
    }),
  });

  app.route({
    ...endpoint(adminSettingsEndpoints, 'uploadCv'),
    handler: async (request, reply) => {
      const { data, filename } = await readUpload(request, UPLOAD_LIMITS.cvBytes);
      const cv = await service.uploadCv(actorOf(request), data, filename);
      return reply.status(201).send({ success: true as const, cv });
    },
  });

  app.route({
    ...endpoint(adminSettingsEndpoints, 'deleteCv'),
    handler: async (request) => {
      await service.deleteCv(actorOf(request));
      return { success: true as const, message: 'CV removed.' };
    },
  });
};
