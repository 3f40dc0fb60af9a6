import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/database.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

/** Makes the open database available as `app.db` and closes it after in-flight requests finish. */
export const dbPlugin = fp<{ db: Db }>(
  async (app: FastifyInstance, { db }) => {
    app.decorate('db', db);
    app.addHook('onClose', async () => {
      await db.destroy();
    });
  },
  { name: 'db' },
);
