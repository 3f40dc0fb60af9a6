import crypto from 'node:crypto';
import { MEDIA_LIMITS } from '@site/contracts';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { HttpError } from '../../plugins/errors.js';
import type { FileStorage } from '../../plugins/storage.js';
import { AuditRepository } from '../audit/audit.repository.js';
import { inspectUpload, MediaRejection } from '../media/media-inspect.js';

export const UPLOAD_MESSAGES = {
  notImage: 'The file is not a supported image (JPEG, PNG, WebP, GIF or AVIF).',
  notPdf: 'The file is not a PDF document.',
} as const;

const MAX_WIDTH = 1600;

/**
 * Re-encodes an uploaded image after the media pipeline's own check (type from the content, the byte
 * and pixel limits, a full decode that refuses truncated or corrupt files): EXIF orientation applied,
 * all metadata (location included) dropped, at most 1600 px wide, as WebP.
 */
async function processImage(data: Buffer, filename: string): Promise<{ webp: Buffer; width: number; height: number }> {
  let inspected;
  try {
    inspected = await inspectUpload(data, filename);
  } catch (error) {
    if (!(error instanceof MediaRejection)) throw error;
    // Anything that is no image at all gets this route's own words; an image's own fault keeps its message.
    const message = error.statusCode === 415 ? UPLOAD_MESSAGES.notImage : error.message;
    throw new HttpError(error.statusCode === 415 ? 422 : error.statusCode, message, { file: [message] });
  }
  if (inspected.mediaType !== 'image') {
    throw new HttpError(422, UPLOAD_MESSAGES.notImage, { file: [UPLOAD_MESSAGES.notImage] });
  }
  const { data: webp, info } = await sharp(data, { animated: false, limitInputPixels: MEDIA_LIMITS.imagePixels })
    .rotate()
    .resize({ width: MAX_WIDTH, withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer({ resolveWithObject: true });
  return { webp, width: info.width, height: info.height };
}

/** Images for projects: checked and re-encoded, stored under a server-chosen name, audited. */
export class UploadService {
  constructor(
    private readonly storage: FileStorage,
    private readonly audit: AuditRepository,
  ) {}

  async image(actor: string, data: Buffer, filename: string) {
    const { webp, width, height } = await processImage(data, filename);
    const now = new Date();
    const key = `uploads/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${crypto.randomUUID()}.webp`;
    await this.storage.put(key, webp);
    await this.audit.record(actor, 'upload.created', filename.slice(0, 200));
    return { url: this.storage.urlOf(key), path: key, width, height, size: webp.length };
  }
}

/** The service on the app's storage and database. */
export function uploadService(app: FastifyInstance): UploadService {
  return new UploadService(app.storage, new AuditRepository(app.db));
}
