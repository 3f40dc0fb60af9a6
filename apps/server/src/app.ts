import Fastify, { type FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { migrateToLatest, openDatabase, type Db } from './db/database.js';
import { seedDemo } from './db/seed.js';
import { seedMedia } from './db/seed-media.js';
import { seedReunion } from './db/seed-reunion.js';
import { seedReunionShop } from './db/seed-reunion-shop.js';
import { seedVolunteers } from './db/seed-volunteers.js';
import { seedVolunteerTasks } from './db/seed-volunteer-tasks.js';
import { seedNoteDanceSongs } from './db/seed-note-dance.js';
import fs from 'node:fs';
import path from 'node:path';
import multipart from '@fastify/multipart';
import { UPLOAD_LIMITS } from '@site/contracts';
import { adminRoutes } from './modules/admin/admin.routes.js';
import { assistantRoutes } from './modules/assistant/assistant.routes.js';
import { uploadRoutes } from './modules/admin/upload.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { contactAdminRoutes } from './modules/contact/contact-admin.routes.js';
import { contactRoutes } from './modules/contact/contact.routes.js';
import type { MailSender } from './modules/contact/contact.service.js';
import { createSmtpSender } from './modules/contact/mailer.js';
import { benchmarkRoutes } from './modules/benchmark/benchmark.routes.js';
import { feedbackAdminRoutes } from './modules/feedback/feedback-admin.routes.js';
import { feedbackRoutes } from './modules/feedback/feedback.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { noteDanceRoutes } from './modules/note-dance/note-dance.routes.js';
import { infrastructureRoutes } from './modules/infrastructure/infrastructure.routes.js';
import { mediaAdminRoutes, type MediaAdminOptions } from './modules/media/media-admin.routes.js';
import { mediaRoutes } from './modules/media/media.routes.js';
import { portfolioAdminRoutes } from './modules/portfolio/portfolio-admin.routes.js';
import { portfolioRoutes } from './modules/portfolio/portfolio.routes.js';
import { raceDemoRoutes } from './modules/race-demo/race-demo.routes.js';
import { reunionAdminRoutes } from './modules/reunion/reunion-admin.routes.js';
import { reunionRoutes } from './modules/reunion/reunion.routes.js';
import { reunionSearchRoutes } from './modules/reunion-search/reunion-search.routes.js';
import { reunionLandingRoutes } from './modules/reunion-landing/reunion-landing.routes.js';
import { reunionLandingAdminRoutes } from './modules/reunion-landing/reunion-landing-admin.routes.js';
import { seedReunionLanding } from './db/seed-reunion-landing.js';
import { reunionMapRoutes, type ReunionMapRoutesOptions } from './modules/reunion-map/reunion-map.routes.js';
import { reunionStoriesAdminRoutes } from './modules/reunion-stories/reunion-stories-admin.routes.js';
import { reunionStoriesRoutes } from './modules/reunion-stories/reunion-stories.routes.js';
import { seedReunionStories } from './modules/reunion-stories/reunion-stories.seed.js';
import { reunionShopAdminRoutes, reunionShopRoutes } from './modules/reunion-shop/reunion-shop.routes.js';
import { siteAdminRoutes } from './modules/site/site-admin.routes.js';
import { siteRoutes } from './modules/site/site.routes.js';
import {
  volunteerAccountsAdminRoutes,
  volunteerAccountsRoutes,
} from './modules/volunteers/volunteer-accounts.routes.js';
import { authPlugin } from './plugins/auth.js';
import { queuePlugin } from './plugins/queue.js';
import { routeRegistryPlugin } from './plugins/route-registry.js';
import { S3Storage } from './plugins/s3-storage.js';
import { LocalStorage, storagePlugin } from './plugins/storage.js';
import { dbPlugin } from './plugins/db.js';
import { docsPlugin } from './plugins/docs.js';
import { clientErrorHandler, errorsPlugin, frameworkErrorHandler } from './plugins/errors.js';
import { metricsPlugin } from './plugins/metrics.js';
import { missingReportsRoutes } from './modules/missing-reports/missing-reports.routes.js';
import { volunteerTasksRoutes } from './modules/volunteers/volunteer-tasks.routes.js';
import { extractReport, reformatReport } from '@site/vn-report';
import { rankMatches } from '@site/reunion-match';
import { requestLogLine } from './lib/request-log.js';
import { rateLimitPlugin } from './plugins/rate-limit.js';
import { securityPlugin } from './plugins/security.js';
import { spaPlugin } from './plugins/spa.js';

export interface BuildOptions {
  /** Pino options, or false for no logging (tests). */
  logger?: boolean | Record<string, unknown>;
  /** An already open database (tests); otherwise the configured one is opened. */
  db?: Db;
  /** Replaces the SMTP transport (tests); by default mail goes out only when SMTP_URL is set. */
  sendMail?: MailSender;
  /** Runs the job worker in this process (default true). */
  worker?: boolean;
  /** The reunion map's tile reachability check: its timeout and how long an answer holds (tests). */
  tileProbe?: ReunionMapRoutesOptions['probe'];
  /** Replaces YouTube's oEmbed lookup (tests). */
  oembed?: MediaAdminOptions['oembed'];
  /** Replaces the fetch of a new YouTube item's still (tests). */
  youtubeStill?: MediaAdminOptions['youtubeStill'];
  /**
   * Whether the log goes to a person's terminal (main passes `process.stdout.isTTY`). Only then is a
   * generated first-admin password printed; otherwise it goes to `DATA_DIR/first-admin.txt` (mode 0600).
   */
  interactive?: boolean;
}

/** Where a generated first-admin password is written when no terminal shows the log. */
export const FIRST_ADMIN_FILE = 'first-admin.txt';

/** Builds the whole application: database ready and migrated, plugins, then the domain modules. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const logger = options.logger ?? { level: config.logLevel };
  const app = Fastify({
    // Search terms never reach the log (lib/request-log.ts).
    logger: typeof logger === 'object' ? { serializers: { req: requestLogLine }, ...logger } : logger,
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
    // Slow or silent clients cannot hold connections: the whole request has a deadline, silence closes it.
    requestTimeout: config.connections.requestTimeoutMs,
    connectionTimeout: config.connections.idleTimeoutMs,
    keepAliveTimeout: Math.min(config.connections.idleTimeoutMs, 72_000),
    // Failures before routing (undecodable URL, bad HTTP) answer in the one error shape too.
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.server.maxConnections = config.connections.maxConnections;
  // An answer sent before the body has arrived (a 429, a 413, a 401) ends the connection: otherwise the
  // server keeps reading the rest of that body for as long as the client cares to trickle it.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.raw.complete) reply.header('Connection', 'close');
    return payload;
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const storage = config.s3 ? S3Storage.fromConfig(config.s3) : new LocalStorage(path.join(config.dataDir, 'storage'));
  const db = options.db ?? (await openDatabase(config.database));
  try {
    const applied = await migrateToLatest(db);
    if (applied.length > 0) app.log.info({ applied }, 'database migrations applied');
    if (config.seedDemo) {
      const seeded = [
        ...(await seedDemo(db, storage)),
        ...(await seedMedia(db, storage)),
        ...(await seedReunion(db, storage)),
        ...(await seedReunionStories(db, storage)),
        ...(await seedReunionShop(db)),
        ...(await seedReunionLanding(db, storage)),
        ...(await seedVolunteers(db)),
      ];
      // The platform's tasks for the demo cases (each made once), after the cases and volunteers exist.
      await seedVolunteerTasks(db);
      if (seeded.length > 0) app.log.info({ count: seeded.length }, 'demo content seeded');
    }
    // Note Dance's songs are the game's own content: there with or without the demo.
    const songs = await seedNoteDanceSongs(db);
    if (songs.length > 0) app.log.info({ count: songs.length }, 'note dance songs seeded');
  } catch (error) {
    await db.destroy();
    throw error;
  }

  let redis: Redis | undefined;
  if (config.redisUrl) {
    const { Redis: RedisClient } = await import('ioredis');
    redis = new RedisClient(config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
    app.addHook('onClose', async () => {
      await redis?.quit();
    });
  }

  await app.register(routeRegistryPlugin);
  await app.register(metricsPlugin);
  await app.register(dbPlugin, { db });
  await app.register(errorsPlugin);
  await app.register(securityPlugin, { imageOrigins: config.mapTiles ? [config.mapTiles.origin] : [] });
  await app.register(docsPlugin);
  // Static files are registered before the rate limiter so that page assets are not counted.
  await app.register(spaPlugin, { dist: config.webDist, renderer: config.webRenderer, publicUrl: config.publicUrl });
  await app.register(rateLimitPlugin, { max: config.rateLimit.max, windowMs: config.rateLimit.windowMs, redis });

  await app.register(multipart, {
    limits: { fileSize: Math.max(UPLOAD_LIMITS.imageBytes, UPLOAD_LIMITS.cvBytes), files: 1, fields: 10 },
  });
  await app.register(storagePlugin, { storage });
  await app.register(queuePlugin, { pollMs: config.jobPollMs, worker: options.worker ?? true });
  await app.register(authPlugin, { sessionTtlHours: config.admin.sessionTtlHours });

  const firstAdmin = await app.authService.ensureFirstAdmin(config.admin.email, config.admin.password);
  if (firstAdmin?.password) {
    // Given once, on the start that creates the account; only its hash is stored. Collected logs (a
    // service manager, a container platform) are read by others and kept: there the password goes to a
    // file only this user can read, and the log says where.
    if (options.interactive) {
      app.log.warn(
        { email: firstAdmin.email },
        `first admin created: sign in at /admin/login as ${firstAdmin.email} with password ${firstAdmin.password} and change it under Profile`,
      );
    } else {
      const file = path.join(config.dataDir, FIRST_ADMIN_FILE);
      await fs.promises.mkdir(config.dataDir, { recursive: true });
      await fs.promises.writeFile(
        file,
        `Sign in at /admin/login as ${firstAdmin.email} with password ${firstAdmin.password}\n` +
          'Change the password under Profile, then delete this file.\n',
        { mode: 0o600, flag: 'w' },
      );
      await fs.promises.chmod(file, 0o600);
      app.log.warn(
        { email: firstAdmin.email, file },
        `first admin created: its generated password is in ${file} (readable by this user only)`,
      );
    }
  } else if (firstAdmin) {
    app.log.info({ email: firstAdmin.email }, 'first admin created from ADMIN_EMAIL/ADMIN_PASSWORD');
  }

  await app.register(healthRoutes);
  await app.register(siteRoutes);
  await app.register(portfolioRoutes);
  await app.register(reunionMapRoutes, { tiles: config.mapTiles, probe: options.tileProbe });
  await app.register(contactRoutes, {
    rateLimit: config.contactRateLimit,
    sendMail: options.sendMail ?? (config.mail ? createSmtpSender(config.mail) : undefined),
  });
  await app.register(authRoutes);
  await app.register(adminRoutes);
  await app.register(uploadRoutes);
  await app.register(portfolioAdminRoutes);
  await app.register(siteAdminRoutes);
  await app.register(contactAdminRoutes);
  await app.register(mediaRoutes, { commentRateLimit: config.commentRateLimit });
  await app.register(mediaAdminRoutes, {
    ...(options.oembed ? { oembed: options.oembed } : {}),
    ...(options.youtubeStill ? { youtubeStill: options.youtubeStill } : {}),
  });
  await app.register(benchmarkRoutes, {
    cacheDir: path.join(config.dataDir, 'cache', 'benchmark'),
    limits: config.benchmark,
  });
  await app.register(raceDemoRoutes, { processingMs: config.raceProcessingMs });
  await app.register(feedbackRoutes, { rateLimit: config.feedbackRateLimit });
  await app.register(feedbackAdminRoutes);
  await app.register(reunionRoutes);
  await app.register(reunionAdminRoutes);
  await app.register(reunionStoriesRoutes);
  await app.register(reunionStoriesAdminRoutes);
  await app.register(reunionSearchRoutes);
  await app.register(reunionShopRoutes);
  await app.register(reunionShopAdminRoutes);
  // The landing page's forms count like the contact form: a few messages per address in a window.
  await app.register(reunionLandingRoutes, { rateLimit: config.contactRateLimit });
  await app.register(reunionLandingAdminRoutes);
  const reportMail = options.sendMail ?? (config.mail ? createSmtpSender(config.mail) : undefined);
  await app.register(missingReportsRoutes, {
    extractor: { extractReport, reformatReport },
    rank: rankMatches,
    model: config.reportModel,
    mailer: reportMail ? { send: reportMail, publicUrl: config.publicUrl } : null,
  });
  await app.register(volunteerAccountsRoutes, { demoAvailable: config.seedDemo });
  await app.register(volunteerAccountsAdminRoutes, { demoAvailable: config.seedDemo });
  await app.register(volunteerTasksRoutes);
  await app.register(noteDanceRoutes, config.noteDance);
  await app.register(assistantRoutes, {
    model: config.assistant.model,
    translateServer: config.assistant.translate,
    chatPerMinute: config.assistant.chatPerMinute,
    translatePerMinute: config.assistant.translatePerMinute,
  });
  await app.register(infrastructureRoutes, {
    stack: {
      database: config.database.dialect,
      storage: config.s3 ? 's3' : 'local',
      cache: redis ? 'redis' : 'memory',
    },
    redis,
  });

  return app;
}
