import '@fastify/multipart';
import crypto from 'node:crypto';
import { UPLOAD_LIMITS, uploadResponseSchema } from '@site/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import { sessionOf } from '../../plugins/auth.js';
import { HttpError } from '../../plugins/errors.js';
import { AuditRepository } from '../audit/audit.repository.js';

export const UPLOAD_MESSAGES = {
  missing: 'Choose a file to upload.',
  tooLarge: 'The file is too large.',
  notImage: 'The file is not a supported image (JPEG, PNG, WebP, GIF or AVIF).',
  notPdf: 'The file is not a PDF document.',
} as const;

const IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);
const MAX_WIDTH = 1600;

/** Reads the one file of a multipart request into memory, within a byte limit. */
export async function readUpload(
  request: FastifyRequest,
  maxBytes: number,
): Promise<{ data: Buffer; filename: string }> {
  if (!request.isMultipart()) throw new HttpError(422, UPLOAD_MESSAGES.missing, { file: [UPLOAD_MESSAGES.missing] });
  const part = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
  if (!part) throw new HttpError(422, UPLOAD_MESSAGES.missing, { file: [UPLOAD_MESSAGES.missing] });
  const data = await part.toBuffer().catch((error: unknown) => {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, UPLOAD_MESSAGES.tooLarge, { file: [UPLOAD_MESSAGES.tooLarge] });
    }
    throw error;
  });
  if (data.length === 0) throw new HttpError(422, UPLOAD_MESSAGES.missing, { file: [UPLOAD_MESSAGES.missing] });
  return { data, filename: part.filename };
}

/**
 * Re-encodes an uploaded image: the type comes from its content (never its name or header), EXIF
 * orientation is applied and all metadata (location included) dropped, at most 1600 px wide, as WebP.
 */
export async function processImage(data: Buffer): Promise<{ webp: Buffer; width: number; height: number }> {
  let format: string | undefined;
  try {
    format = (await sharp(data).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !IMAGE_FORMATS.has(format)) {
    throw new HttpError(422, UPLOAD_MESSAGES.notImage, { file: [UPLOAD_MESSAGES.notImage] });
  }
  const { data: webp, info } = await sharp(data, { animated: false })
    .rotate()
    .resize({ width: MAX_WIDTH, withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer({ resolveWithObject: true });
  return { webp, width: info.width, height: info.height };
}

/** `POST /api/admin/upload`: an image for a project, stored re-encoded under a server-chosen name. */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const audit = new AuditRepository(app.db);
  app.post(
    '/api/admin/upload',
    {
      schema: {
        tags: ['admin'],
        summary: 'Uploads an image (multipart field `file`); answers its public address',
        consumes: ['multipart/form-data'],
        response: { 201: uploadResponseSchema },
      },
    },
    async (request, reply) => {
      const { data, filename } = await readUpload(request, UPLOAD_LIMITS.imageBytes);
      const { webp, width, height } = await processImage(data);
      const now = new Date();
      const key = `uploads/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${crypto.randomUUID()}.webp`;
      await app.storage.put(key, webp);
      await audit.record(sessionOf(request).user.email, 'upload.created', filename.slice(0, 200));
      return reply
        .status(201)
        .send({ success: true as const, url: app.storage.urlOf(key), path: key, width, height, size: webp.length });
    },
  );
};
