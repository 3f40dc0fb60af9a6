import { adminEndpoints } from '@site/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoutes } from '../../lib/endpoint.js';
import { adminService } from './admin.service.js';

/** The admin dashboard (real counts, audit log, health) and the notification bell. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = adminService(app);

  const route = endpointRoutes(app, adminEndpoints);

  route('dashboard', async () => ({ data: await service.dashboard() }));
  route('notifications', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return service.notifications();
  });
};
