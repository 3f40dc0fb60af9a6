import { AUTH_MESSAGES, ERROR_MESSAGES, NOTE_DANCE_CODES, VOLUNTEER_MESSAGES } from '@site/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AuditRepository } from '../modules/audit/audit.repository.js';
import { AuthRepository } from '../modules/auth/auth.repository.js';
import { AuthService, type Session } from '../modules/auth/auth.service.js';
import { LoginFailuresRepository } from '../modules/auth/login-failures.repository.js';
import { LoginGuard } from '../modules/auth/login-guard.js';
import { NoteDanceSessions, type NoteDanceSession } from '../modules/note-dance/note-dance-sessions.js';
import { VolunteerSessions, type VolunteerSession } from '../modules/volunteers/volunteer-sessions.js';
import { codedErrorBody } from './errors.js';

declare module 'fastify' {
  interface FastifyInstance {
    authService: AuthService;
  }
  interface FastifyRequest {
    /** The signed-in admin; set on every protected route (null elsewhere). */
    session: Session | null;
    /** The signed-in volunteer; set on every volunteer route (null elsewhere). */
    volunteer: VolunteerSession | null;
    /** The signed-in Note Dance account; set on every Note Dance route that needs one (null elsewhere). */
    noteDance: NoteDanceSession | null;
  }
  interface FastifyContextConfig {
    /**
     * `admin`: the route needs a valid admin bearer token (every `/api/admin/*` route gets it automatically);
     * `volunteer`: a valid volunteer bearer token of an account that is not suspended;
     * `note-dance`: a valid Note Dance bearer token of an account that is not suspended;
     * `note-dance-admin`: the same, of a Note Dance admin (a player is answered 403).
     */
    auth?: 'admin' | 'volunteer' | 'note-dance' | 'note-dance-admin';
  }
}

/** Whether a route URL is in the admin API, which always needs the admin token. */
export function isAdminApiRoute(url: string): boolean {
  return url === '/api/admin' || url.startsWith('/api/admin/');
}

/** The bearer token a request carries, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * Admin authentication. Routes under /api/admin/* (and those with `config.auth = 'admin'`) get an
 * onRequest hook that answers 401 without a valid, unexpired token — no route can forget it.
 */
export const authPlugin = fp<{ sessionTtlHours: number }>(
  async (app: FastifyInstance, { sessionTtlHours }) => {
    const service = new AuthService(
      new AuthRepository(app.db),
      new AuditRepository(app.db),
      new LoginGuard(new LoginFailuresRepository(app.db, 'admin'), AUTH_MESSAGES),
      sessionTtlHours,
    );
    app.decorate('authService', service);
    app.decorateRequest('session', null);
    app.decorateRequest('volunteer', null);
    app.decorateRequest('noteDance', null);
    const volunteers = new VolunteerSessions(app.db);
    const noteDance = new NoteDanceSessions(app.db);

    const unauthenticated = (reply: FastifyReply, message: string) =>
      reply
        .status(401)
        .header('WWW-Authenticate', 'Bearer')
        .send(codedErrorBody({ success: false, message }));

    async function requireVolunteer(request: FastifyRequest, reply: FastifyReply) {
      const token = bearerToken(request);
      const session = token ? await volunteers.authenticate(token) : null;
      if (!session) return unauthenticated(reply, VOLUNTEER_MESSAGES.signInRequired);
      if (session.status !== 'active') {
        return reply.status(403).send(codedErrorBody({ success: false, message: VOLUNTEER_MESSAGES.suspended }));
      }
      request.volunteer = session;
    }

    const forbidden = (reply: FastifyReply, message: string) =>
      reply.status(403).send(codedErrorBody({ success: false, message }));

    async function requireNoteDance(request: FastifyRequest, reply: FastifyReply) {
      const token = bearerToken(request);
      const session = token ? await noteDance.authenticate(token) : null;
      if (!session) return unauthenticated(reply, NOTE_DANCE_CODES.signInRequired);
      if (session.status !== 'active') return forbidden(reply, NOTE_DANCE_CODES.suspended);
      request.noteDance = session;
    }

    async function requireNoteDanceAdmin(request: FastifyRequest, reply: FastifyReply) {
      await requireNoteDance(request, reply);
      if (reply.sent) return;
      if (request.noteDance?.role !== 'admin') return forbidden(reply, NOTE_DANCE_CODES.adminOnly);
    }

    async function requireAdmin(request: FastifyRequest, reply: FastifyReply) {
      const token = bearerToken(request);
      const session = token ? await service.authenticate(token) : null;
      if (!session) return unauthenticated(reply, ERROR_MESSAGES.unauthenticated);
      request.session = session;
    }

    app.addHook('onRoute', (route) => {
      const config = route.config as { auth?: string } | undefined;
      const guard = isAdminApiRoute(route.url) || config?.auth === 'admin' ? requireAdmin : null;
      const others = {
        volunteer: requireVolunteer,
        'note-dance': requireNoteDance,
        'note-dance-admin': requireNoteDanceAdmin,
      } as const;
      const check =
        guard ?? (config?.auth && config.auth in others ? others[config.auth as keyof typeof others] : null);
      if (!check) return;
      // onRequest: before the body is read or validated, so a stranger learns nothing and uploads nothing.
      const existing = route.onRequest ? [route.onRequest].flat() : [];
      route.onRequest = [check, ...existing];
      // The OpenAPI document shows the lock on these operations.
      if (route.schema) route.schema = { ...route.schema, security: [{ bearerAuth: [] }] };
    });
  },
  { name: 'auth', dependencies: ['db'] },
);

/** The session of a protected route's request (the onRequest hook guarantees it). */
export function sessionOf(request: FastifyRequest): Session {
  if (!request.session) throw new Error('sessionOf() called on a route without admin auth');
  return request.session;
}

/** The volunteer of a volunteer route's request (the onRequest hook guarantees it). */
export function volunteerOf(request: FastifyRequest): VolunteerSession {
  if (!request.volunteer) throw new Error('volunteerOf() called on a route without volunteer auth');
  return request.volunteer;
}

/** The Note Dance account of a Note Dance route's request (the onRequest hook guarantees it). */
export function noteDanceOf(request: FastifyRequest): NoteDanceSession {
  if (!request.noteDance) throw new Error('noteDanceOf() called on a route without Note Dance auth');
  return request.noteDance;
}

/** Who made a protected request, as the audit log names them: the signed-in admin's email. */
export function actorOf(request: FastifyRequest): string {
  return sessionOf(request).user.email;
}
