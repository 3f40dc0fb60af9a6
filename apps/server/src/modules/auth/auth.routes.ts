import { AUTH_MESSAGES, authEndpoints } from '@site/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { done } from '../../lib/answers.js';
import { endpoint } from '../../lib/endpoint.js';
import { sessionOf } from '../../plugins/auth.js';

/** Admin sign-in, sign-out, the current user and the password change. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.authService;

  app.route({
    ...endpoint(authEndpoints, 'login'),
    // The login limits proper (per IP and per account, counted in the database) are in the service;
    // this only caps request floods.
    config: { rateLimit: { max: 30, timeWindow: 60_000 } },
    handler: async (request) => {
      const { user, token, expiresAt } = await service.login(request.body.email, request.body.password, request.ip);
      return { success: true as const, user, token, expires_at: expiresAt.toISOString() };
    },
  });

  app.route({
    ...endpoint(authEndpoints, 'logout'),
    config: { auth: 'admin' },
    handler: async (request) => {
      await service.logout(sessionOf(request));
      return done(AUTH_MESSAGES.loggedOut);
    },
  });

  app.route({
    ...endpoint(authEndpoints, 'me'),
    config: { auth: 'admin' },
    handler: async (request) => ({ success: true as const, user: sessionOf(request).user }),
  });

  app.route({
    ...endpoint(authEndpoints, 'changePassword'),
    config: { auth: 'admin', rateLimit: { max: 10, timeWindow: 60_000 } },
    handler: async (request) => {
      await service.changePassword(sessionOf(request), request.body.current_password, request.body.new_password);
      return done('Password changed.');
    },
  });
};
