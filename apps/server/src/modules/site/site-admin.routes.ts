import crypto from 'node:crypto';
import { adminSettingsEndpoints, UPLOAD_LIMITS } from '@site/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../lib/endpoint.js';
import { actorOf } from '../../plugins/auth.js';
import { HttpError } from '../../plugins/errors.js';
import { AuditRepository } from '../audit/audit.repository.js';
import { readUpload } from '../../lib/upload.js';
import { UPLOAD_MESSAGES } from '../admin/upload.routes.js';
import { cvFileOf, HOME_KEYS, type StoredCv } from '../portfolio/portfolio.service.js';
import { bumpContentVersion } from './content-cache.js';
import { SiteRepository } from './site.repository.js';
import { SiteAdminService } from './site-admin.service.js';

/** The owner's settings: profile, links, counters, chat switch, home sections per language, CV file. */
export const siteAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = new SiteRepository(app.db);
  const service = new SiteAdminService(repo);
  const audit = new AuditRepository(app.db);

  app.route({
    ...endpoint(adminSettingsEndpoints, 'get'),
    handler: async () => service.read(),
  });

  app.route({
    ...endpoint(adminSettingsEndpoints, 'update'),
    handler: async (request) => {
      await service.write(request.body);
      await bumpContentVersion(app.db);
      await audit.record(actorOf(request), 'settings.updated');
      return { success: true as const, message: 'Settings saved.', ...(await service.read()) };
    },
  });

  app.route({
    ...endpoint(adminSettingsEndpoints, 'uploadCv'),
    handler: async (request, reply) => {
      const { data, filename } = await readUpload(request, UPLOAD_LIMITS.cvBytes);
      if (data.subarray(0, 5).toString('latin1') !== '%PDF-') {
        throw new HttpError(422, UPLOAD_MESSAGES.notPdf, { file: [UPLOAD_MESSAGES.notPdf] });
      }
      const previous = (await repo.getMany([HOME_KEYS.cv])).get(HOME_KEYS.cv) as StoredCv | undefined;
      const key = `cv/${crypto.randomUUID()}.pdf`;
      await app.storage.put(key, data);
      const safeName =
        [...filename]
          .map((c) => (c === '/' || c === '\\' || c.charCodeAt(0) < 32 ? '_' : c))
          .join('')
          .slice(0, 120) || 'cv.pdf';
      const stored: StoredCv = {
        key,
        filename: safeName.toLowerCase().endsWith('.pdf') ? safeName : `${safeName}.pdf`,
        size: data.length,
      };
      await repo.setMany({ [HOME_KEYS.cv]: stored });
      await bumpContentVersion(app.db);
      if (previous?.key) await app.storage.delete(previous.key);
      await audit.record(actorOf(request), 'cv.uploaded', stored.filename);
      return reply.status(201).send({ success: true as const, cv: cvFileOf(stored)! });
    },
  });

  app.route({
    ...endpoint(adminSettingsEndpoints, 'deleteCv'),
    handler: async (request) => {
      const previous = (await repo.getMany([HOME_KEYS.cv])).get(HOME_KEYS.cv) as StoredCv | null | undefined;
      await repo.setMany({ [HOME_KEYS.cv]: null });
      await bumpContentVersion(app.db);
      if (previous?.key) await app.storage.delete(previous.key);
      await audit.record(actorOf(request), 'cv.deleted');
      return { success: true as const, message: 'CV removed.' };
    },
  });
};
