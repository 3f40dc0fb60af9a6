import { adminVolunteersEndpoints, MEDIA_LIMITS, VOLUNTEER_MESSAGES, volunteersEndpoints } from '@site/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { done, saved } from '../../lib/answers.js';
import { endpointRoutes } from '../../lib/endpoint.js';
import { readUpload } from '../../lib/upload.js';
import { actorOf, volunteerOf } from '../../plugins/auth.js';
import { volunteerAccountsService, type VolunteerSignIn } from './volunteer-accounts.service.js';

export interface VolunteerAccountsRoutesOptions {
  /** Whether the demo content is seeded (config.seedDemo): only then may anyone sign in as the demo volunteer. */
  demoAvailable: boolean;
}

const signedIn = (message: string, { volunteer, token, expiresAt }: VolunteerSignIn) => ({
  success: true as const,
  message,
  volunteer,
  token,
  expires_at: expiresAt.toISOString(),
});

/** Signing a volunteer in stays cheap to refuse: floods are capped here, the login limits proper are counted. */
const SIGN_IN_FLOOD = { rateLimit: { max: 30, timeWindow: 60_000 } };

/** Volunteer accounts: the public overview, registration and sign-in, the session and the own profile. */
export const volunteerAccountsRoutes: FastifyPluginAsyncZod<VolunteerAccountsRoutesOptions> = async (app, options) => {
  const service = volunteerAccountsService(app, options.demoAvailable);
  const route = endpointRoutes(app, volunteersEndpoints);

  route('overview', async () => service.overview());
  route(
    'register',
    async (request, reply) =>
      reply.status(201).send(signedIn(VOLUNTEER_MESSAGES.registered, await service.register(request.body))),
    { config: SIGN_IN_FLOOD },
  );
  route(
    'login',
    async (request) =>
      signedIn('Signed in.', await service.login(request.body.email, request.body.password, request.ip)),
    { config: SIGN_IN_FLOOD },
  );
  route('demoLogin', async () => signedIn('Signed in.', await service.demoLogin()), { config: SIGN_IN_FLOOD });
  route('logout', async (request) => {
    await service.logout(volunteerOf(request));
    return done(VOLUNTEER_MESSAGES.loggedOut);
  });
  route('me', async (request) => ({ success: true as const, volunteer: await service.me(volunteerOf(request)) }));
  route('updateProfile', async (request) =>
    saved(VOLUNTEER_MESSAGES.profileSaved, await service.updateProfile(volunteerOf(request), request.body)),
  );
  route(
    'uploadAvatar',
    async (request) => {
      const actor = volunteerOf(request);
      // The shared demo is refused before its upload is read.
      await service.refuseSharedDemo(actor);
      const upload = await readUpload(request, MEDIA_LIMITS.imageBytes);
      return saved(VOLUNTEER_MESSAGES.profileSaved, await service.uploadAvatar(actor, upload.data, upload.filename));
    },
    { config: { rateLimit: { max: 10, timeWindow: 60_000 } } },
  );
  route('deleteAvatar', async (request) =>
    saved(VOLUNTEER_MESSAGES.profileSaved, await service.deleteAvatar(volunteerOf(request))),
  );
  route(
    'changePassword',
    async (request) => {
      await service.changePassword(volunteerOf(request), request.body.current_password, request.body.new_password);
      return done(VOLUNTEER_MESSAGES.passwordChanged);
    },
    { config: { rateLimit: { max: 10, timeWindow: 60_000 } } },
  );
  route(
    'deleteAccount',
    async (request) => {
      await service.deleteAccount(volunteerOf(request), request.body.password);
      return done(VOLUNTEER_MESSAGES.accountDeleted);
    },
    { config: { rateLimit: { max: 10, timeWindow: 60_000 } } },
  );
};

/** The owner's side of the accounts: the list of volunteers, suspension and the first-responder team. */
export const volunteerAccountsAdminRoutes: FastifyPluginAsyncZod<VolunteerAccountsRoutesOptions> = async (
  app,
  options,
) => {
  const service = volunteerAccountsService(app, options.demoAvailable);
  const route = endpointRoutes(app, adminVolunteersEndpoints);
  route('list', async (request) => service.list(request.query));
  route('update', async (request) =>
    saved('Volunteer updated.', await service.update(actorOf(request), request.params.id, request.body)),
  );
};
