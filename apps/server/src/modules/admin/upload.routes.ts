import { adminUploadEndpoints, UPLOAD_LIMITS } from '@site/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../lib/endpoint.js';
import { readUpload } from '../../lib/upload.js';
import { actorOf } from '../../plugins/auth.js';
import { uploadService } from './upload.service.js';

/** `POST /api/admin/upload`: an image for a project, stored re-encoded under a server-chosen name. */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = uploadService(app);

  app.route({
    ...endpoint(adminUploadEndpoints, 'upload'),
    handler: async (request, reply) => {
      const { data, filename } = await readUpload(request, UPLOAD_LIMITS.imageBytes);
      const stored = await service.image(actorOf(request), data, filename);
      return reply.status(201).send({ success: true as const, ...stored });
    },
  });
};
