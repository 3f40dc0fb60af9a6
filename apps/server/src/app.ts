import Fastify, { type FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { migrateToLatest, openDatabase, type Db } from './db/database.js';
import { seedDemo } from './db/seed.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { siteRoutes } from './modules/site/site.routes.js';
import { dbPlugin } from './plugins/db.js';
import { docsPlugin } from './plugins/docs.js';
import { errorsPlugin } from './plugins/errors.js';
import { rateLimitPlugin } from './plugins/rate-limit.js';
import { securityPlugin } from './plugins/security.js';
import { spaPlugin } from './plugins/spa.js';

export interface BuildOptions {
  /** Pino options, or false for no logging (tests). */
  logger?: boolean | Record<string, unknown>;
  /** An already open database (tests); otherwise the configured one is opened. */
  db?: Db;
}

/** Builds the whole application: database ready and migrated, plugins, then the domain modules. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const db = options.db ?? (await openDatabase(config.database));
  try {
    const applied = await migrateToLatest(db);
    if (applied.length > 0) app.log.info({ applied }, 'database migrations applied');
    if (config.seedDemo) {
      const seeded = await seedDemo(db);
      if (seeded.length > 0) app.log.info({ count: seeded.length }, 'demo content seeded');
    }
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

  await app.register(dbPlugin, { db });
  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(docsPlugin);
  // Static files are registered before the rate limiter so that page assets are not counted.
  await app.register(spaPlugin, { dist: config.webDist });
  await app.register(rateLimitPlugin, { max: config.rateLimit.max, windowMs: config.rateLimit.windowMs, redis });

  await app.register(healthRoutes);
  await app.register(siteRoutes);

  return app;
}
