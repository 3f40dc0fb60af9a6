import {
  changePasswordSchema,
  loginRequestSchema,
  loginResponseSchema,
  meResponseSchema,
  messageResponseSchema,
  AUTH_MESSAGES,
} from '@site/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/auth.js';

/** Admin sign-in, sign-out, the current user and the password change. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.authService;

  app.post(
    '/api/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Signs the site owner in; answers an opaque bearer token',
        body: loginRequestSchema,
        response: { 200: loginResponseSchema },
      },
      // The login limits proper (per IP and per account, counted in the database) are in the service;
      // this only caps request floods.
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
    },
    async (request) => {
      const { user, token, expiresAt } = await service.login(request.body.email, request.body.password, request.ip);
      return { success: true as const, user, token, expires_at: expiresAt.toISOString() };
    },
  );

  app.post(
    '/api/auth/logout',
    {
      schema: { tags: ['auth'], summary: 'Ends the current session', response: { 200: messageResponseSchema } },
      config: { auth: 'admin' },
    },
    async (request) => {
      await service.logout(sessionOf(request));
      return { success: true as const, message: AUTH_MESSAGES.loggedOut };
    },
  );

  app.get(
    '/api/auth/me',
    {
      schema: { tags: ['auth'], summary: 'The signed-in admin', response: { 200: meResponseSchema } },
      config: { auth: 'admin' },
    },
    async (request) => ({ success: true as const, user: sessionOf(request).user }),
  );

  app.put(
    '/api/auth/password',
    {
      schema: {
        tags: ['auth'],
        summary: "Changes the admin's password and ends their other sessions",
        body: changePasswordSchema,
        response: { 200: messageResponseSchema },
      },
      config: { auth: 'admin', rateLimit: { max: 10, timeWindow: 60_000 } },
    },
    async (request) => {
      await service.changePassword(sessionOf(request), request.body.current_password, request.body.new_password);
      return { success: true as const, message: 'Password changed.' };
    },
  );
};
