import { NOTE_DANCE_LIMITS, NOTE_DANCE_MESSAGES, noteDanceEndpoints, SHEET_FILE_FORMATS } from '@site/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { done, saved } from '../../lib/answers.js';
import { endpointRoutes } from '../../lib/endpoint.js';
import { readUpload } from '../../lib/upload.js';
import { bearerToken, noteDanceOf } from '../../plugins/auth.js';
import { codedErrorBody } from '../../plugins/errors.js';
import { checkHealth } from '../health/health.service.js';
import { ImportRefused } from './music-engine.js';
import { noteDanceAccountsService, type NoteDanceSignIn } from './note-dance-accounts.service.js';
import { noteDanceAdminService } from './note-dance-admin.service.js';
import { noteDanceScoresService, SCORE_SAVED } from './note-dance-scores.service.js';
import { NoteDanceSessions } from './note-dance-sessions.js';
import { noteDanceSheetsService } from './note-dance-sheets.service.js';
import type { OmrEngine } from './omr.js';

export interface NoteDanceRoutesOptions {
  /** The first Note Dance admin, from configuration (config.noteDance.admin). */
  admin: { email: string; password: string } | null;
  /** The OMR engine, when one is configured. */
  omr: OmrEngine | null;
}

/** A scanned page (an image or a PDF) is larger than a sheet file. */
const OMR_UPLOAD_BYTES = 20 * 1024 * 1024;

/** Signing in stays cheap to refuse: floods are capped here, the login limits proper are counted. */
const SIGN_IN_FLOOD = { rateLimit: { max: 30, timeWindow: 60_000 } };
/** Conversions run the importers (or an OMR engine): a few a minute per address. */
const CONVERSIONS = { rateLimit: { max: 20, timeWindow: 60_000 } };

const signedIn = (message: string, { user, token, expiresAt }: NoteDanceSignIn) => ({
  success: true as const,
  message,
  user,
  token,
  expires_at: expiresAt.toISOString(),
});

/**
 * Runs something that calls the music engine: an importer's refusal is answered 422 with its message and code.
 */
async function withEngine<T>(reply: FastifyReply, run: () => T | Promise<T>): Promise<T | FastifyReply> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ImportRefused) {
      return reply
        .status(422)
        .send({ success: false, message: error.message, code: error.code, errors: { file: [error.message] } });
    }
    throw error;
  }
}

/** Note Dance's API under `/perf/python`: accounts, sheets, conversion, OMR, scores, leaderboards and its admin. */
export const noteDanceRoutes: FastifyPluginAsyncZod<NoteDanceRoutesOptions> = async (app, options) => {
  const accounts = noteDanceAccountsService(app);
  const sheets = noteDanceSheetsService(app, options.omr);
  const scores = noteDanceScoresService(app);
  const admin = noteDanceAdminService(app);
  const sessions = new NoteDanceSessions(app.db);
  const route = endpointRoutes(app, noteDanceEndpoints);

  const firstAdmin = await accounts.ensureFirstAdmin(options.admin);
  if (firstAdmin) app.log.info(`note dance: first admin ${firstAdmin} from configuration`);

  /** The Note Dance account of a public route's request, when it carries a valid token (anyone else is a guest). */
  const viewerOf = async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const session = token ? await sessions.authenticate(token) : null;
    return session?.status === 'active' ? session : null;
  };

  route(
    'auth',
    async (request) => {
      const body = request.body;
      if (body.action === 'login') {
        return signedIn(NOTE_DANCE_MESSAGES.loginSuccess, await accounts.login(body.email, body.password, request.ip));
      }
      return signedIn(NOTE_DANCE_MESSAGES.registerSuccess, await accounts.register(body));
    },
    { config: SIGN_IN_FLOOD },
  );
  route('me', async (request) => ({ success: true as const, user: await accounts.me(noteDanceOf(request)) }));
  route('logout', async (request) => {
    await accounts.logout(noteDanceOf(request));
    return done(NOTE_DANCE_MESSAGES.loggedOut);
  });

  route('sheets', async (request) => sheets.list(await viewerOf(request), request.query));
  route('sheet', async (request) => ({ data: await sheets.get(await viewerOf(request), request.params.id) }));
  route('createSheet', async (request, reply) =>
    withEngine(reply, async () =>
      reply
        .status(201)
        .send(saved(NOTE_DANCE_MESSAGES.sheetCreated, await sheets.create(noteDanceOf(request), request.body))),
    ),
  );
  route('updateSheet', async (request, reply) =>
    withEngine(reply, async () =>
      saved(NOTE_DANCE_MESSAGES.sheetUpdated, await sheets.update(request.params.id, request.body)),
    ),
  );
  route('deleteSheet', async (request) => {
    await sheets.delete(request.params.id);
    return done(NOTE_DANCE_MESSAGES.sheetDeleted);
  });
  route(
    'convertSheet',
    async (request, reply) => {
      const upload = await readUpload(request, NOTE_DANCE_LIMITS.sheetFileBytes);
      return withEngine(reply, () => ({
        success: true as const,
        message: NOTE_DANCE_MESSAGES.sheetConverted,
        ...sheets.convert(upload),
      }));
    },
    { config: CONVERSIONS },
  );
  route(
    'convertSheetAndSave',
    async (request, reply) => {
      const upload = await readUpload(request, NOTE_DANCE_LIMITS.sheetFileBytes);
      return withEngine(reply, async () =>
        reply
          .status(201)
          .send(saved(NOTE_DANCE_MESSAGES.sheetCreated, await sheets.convertAndSave(noteDanceOf(request), upload))),
      );
    },
    { config: CONVERSIONS },
  );
  route('supportedFormats', async () => ({
    data: SHEET_FILE_FORMATS.map((format) => ({
      id: format.id,
      extensions: [...format.extensions],
      mime: [...format.mime],
    })),
    max_bytes: NOTE_DANCE_LIMITS.sheetFileBytes,
  }));
  route('omrStatus', async () => sheets.omrStatus());
  route(
    'omrConvert',
    async (request, reply) => {
      const status = sheets.omrStatus();
      // Said before the upload is read: there is nothing to run it through.
      if (!status.available) {
        return reply.status(501).send(codedErrorBody({ success: false, message: NOTE_DANCE_MESSAGES.omrUnavailable }));
      }
      const upload = await readUpload(request, OMR_UPLOAD_BYTES);
      return withEngine(reply, async () => ({
        success: true as const,
        message: NOTE_DANCE_MESSAGES.sheetConverted,
        ...(await sheets.omrConvert(upload)),
      }));
    },
    { config: CONVERSIONS },
  );

  route('createScore', async (request, reply) =>
    withEngine(reply, async () =>
      reply.status(201).send(saved(SCORE_SAVED, await scores.create(noteDanceOf(request), request.body))),
    ),
  );
  route('scores', async (request) => scores.list(noteDanceOf(request), request.query));
  route('deleteScore', async (request) => {
    await scores.delete(request.params.id);
    return done(NOTE_DANCE_MESSAGES.scoreDeleted);
  });
  route('leaderboard', async (request) => scores.leaderboard(request.query));
  route('myBest', async (request) => scores.myBest(noteDanceOf(request)));

  route('users', async (request) => accounts.list(request.query));
  route('updateUser', async (request) =>
    saved(
      NOTE_DANCE_MESSAGES.userUpdated,
      await accounts.update(noteDanceOf(request), request.params.id, request.body),
    ),
  );
  route('settings', async () => ({ data: await admin.settings() }));
  route('updateSettings', async (request) =>
    saved(NOTE_DANCE_MESSAGES.settingsSaved, await admin.saveSettings(request.body)),
  );
  route('dashboard', async () => admin.dashboard());

  app.route({
    method: 'GET',
    url: noteDanceEndpoints.routes.health.path,
    schema: { tags: [noteDanceEndpoints.tag], summary: noteDanceEndpoints.schemas.health.summary },
    config: { rateLimit: false },
    handler: async (_request, reply) => {
      const health = { ...(await checkHealth(app)), service: 'note-dance' };
      reply.header('Cache-Control', 'no-store');
      return reply.status(health.status === 'ok' ? 200 : 503).send(health);
    },
  });
};
