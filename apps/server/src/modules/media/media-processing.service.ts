import { MEDIA_MESSAGES, type AdminMediaItem, type mediaUploadFieldsSchema } from '@site/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { HttpError } from '../../plugins/errors.js';
import type { JobQueue } from '../../plugins/queue.js';
import { PRIVATE_PREFIX, type FileStorage } from '../../plugins/storage.js';
import type { AuditRepository } from '../audit/audit.repository.js';
import { bumpContentVersion } from '../site/content-cache.js';
import type { MediaAdminService } from './media-admin.service.js';
import { inspectUpload, MediaRejection } from './media-inspect.js';
import { assertPlayable, newUuid, processedFiles, processUpload } from './media-processor.js';
import { MediaRepository } from './media.repository.js';

export const MEDIA_JOB = 'media.process';

type UploadFields = z.output<typeof mediaUploadFieldsSchema>;

/**
 * Uploads and their processing job: an upload is checked and kept privately, an item and its job are
 * written together, and the job makes the public files. An item stays hidden until it is processed.
 */
export class MediaProcessingService {
  constructor(
    private readonly repo: MediaRepository,
    private readonly storage: FileStorage,
    private readonly queue: JobQueue,
    private readonly audit: AuditRepository,
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly items: MediaAdminService,
  ) {}

  /**
   * Takes an upload: decides its type from its bytes, refuses bad files (with their reason, on `file`)
   * before anything is stored, keeps the bytes privately and queues the processing.
   */
  async upload(actor: string, data: Buffer, uploadedName: string | undefined, fields: UploadFields) {
    try {
      return await this.store(actor, data, uploadedName, fields);
    } catch (error) {
      if (error instanceof MediaRejection) {
        throw new HttpError(error.statusCode, error.message, { file: [error.message] });
      }
      throw error;
    }
  }

  private async store(
    actor: string,
    data: Buffer,
    uploadedName: string | undefined,
    fields: UploadFields,
  ): Promise<AdminMediaItem> {
    const inspected = await inspectUpload(data, uploadedName);
    await assertPlayable(inspected.mediaType, data, inspected.mime, inspected.ext);
    await this.items.checkCategory(fields.category_id);
    const uuid = newUuid();
    const sourceKey = `${PRIVATE_PREFIX}media/${uuid}/source.${inspected.ext}`;
    await this.storage.put(sourceKey, data);
    const title = fields.title || inspected.filename.replace(/\.[^.]+$/, '') || inspected.filename;
    let id: number;
    try {
      // The item and its processing job are written together: never an item waiting for a job that is not there.
      id = await this.db.transaction().execute(async (trx) => {
        const created = await new MediaRepository(trx).insert({
          uuid,
          media_type: inspected.mediaType,
          category_id: fields.category_id ?? null,
          translations: { en: { title, description: fields.description ?? '' } },
          mime_type: inspected.mime,
          original_filename: inspected.filename,
          source_key: sourceKey,
          file_size: data.length,
          width: inspected.width ?? null,
          height: inspected.height ?? null,
          processing_status: 'pending',
          is_featured: Boolean(fields.is_featured),
          is_public: fields.is_public !== false,
        });
        await this.queue.enqueue(MEDIA_JOB, { id: created }, { maxAttempts: 3, in: trx });
        return created;
      });
    } catch (error) {
      await this.storage.delete(sourceKey);
      throw error;
    }
    this.queue.kick();
    await this.audit.record(actor, 'media.uploaded', title);
    return this.items.get(id);
  }

  /**
   * The job: makes every public file of an item, writes them all, and only then marks the item
   * completed, so that nothing half-made is ever listed. A file the pipeline cannot read fails the item
   * at once with its reason; other errors (storage, database) are retried by the queue.
   */
  async process(id: number): Promise<void> {
    const item = await this.repo.findById(id);
    if (!item || !item.source_key) return;
    if (!(await this.repo.markProcessing(id, ['pending', 'processing']))) return;
    const source = await this.storage.get(item.source_key);
    if (!source) {
      await this.repo.update(id, { processing_status: 'failed', processing_error: MEDIA_MESSAGES.reprocessNoSource });
      return;
    }
    const ext = item.source_key.split('.').pop() ?? 'bin';
    let result;
    try {
      result = await processUpload(item.media_type, source, item.mime_type ?? '', ext, `media/${item.uuid}`);
    } catch (error) {
      if (error instanceof MediaRejection) {
        await this.repo.update(id, { processing_status: 'failed', processing_error: error.message });
        this.log.warn({ media: id, reason: error.message }, 'media processing refused the file');
        return;
      }
      throw error;
    }
    for (const [key, data] of result.files) await this.storage.put(key, data);
    await this.repo.update(id, { processing_status: 'completed', processing_error: null, ...processedFiles(result) });
    await bumpContentVersion(this.db);
  }

  /** Called by the queue when the last retry failed. */
  async processingGaveUp(id: number, error: string): Promise<void> {
    await this.repo.update(id, {
      processing_status: 'failed',
      processing_error: `Processing failed: ${error}`.slice(0, 1000),
    });
  }

  async reprocess(actor: string, id: number): Promise<AdminMediaItem> {
    const item = await this.repo.findById(id);
    if (!item) throw new HttpError(404, 'Not found.');
    if (item.processing_status !== 'failed') throw new HttpError(409, MEDIA_MESSAGES.reprocessOnlyFailed);
    if (!item.source_key || !(await this.storage.get(item.source_key))) {
      throw new HttpError(409, MEDIA_MESSAGES.reprocessNoSource);
    }
    await this.db.transaction().execute(async (trx) => {
      await new MediaRepository(trx).update(id, { processing_status: 'pending', processing_error: null });
      await this.queue.enqueue(MEDIA_JOB, { id }, { maxAttempts: 3, in: trx });
    });
    this.queue.kick();
    await this.audit.record(actor, 'media.reprocessed', item.title_en);
    return this.items.get(id);
  }
}
