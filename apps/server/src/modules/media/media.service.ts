import {
  MEDIA_MESSAGES,
  pickLanguage,
  youtubeIdOf,
  youtubeWatchUrl,
  type AdminMediaItem,
  type LanguageCode,
  type MediaCategory,
  type MediaStatus,
  type MediaType,
  type ProcessingStatus,
  type AuditAction,
  type MediaBulkAction,
} from '@site/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import { paged, pageWindow } from '../../lib/paging.js';
import { HttpError } from '../../plugins/errors.js';
import type { JobQueue } from '../../plugins/queue.js';
import { PRIVATE_PREFIX, type FileStorage } from '../../plugins/storage.js';
import type { AuditRepository } from '../audit/audit.repository.js';
import { bumpContentVersion, recordContentChange } from '../site/content-cache.js';
import { inspectUpload, MediaRejection } from './media-inspect.js';
import { MediaView } from './media-view.js';
import { youtubeStillUrl, type OEmbedAnswer, type OEmbedFetcher, type StillFetcher } from './youtube.js';
import { assertPlayable, newUuid, processUpload, processYoutubeStill } from './media-processor.js';
import { parseJson, type MediaFilter, MediaRepository, type MediaRow, type Translations } from './media.repository.js';

export const MEDIA_JOB = 'media.process';

/** The gallery's rules: what visitors see, uploads and their processing, and the owner's edits. */
export class MediaService {
  constructor(
    private readonly repo: MediaRepository,
    private readonly storage: FileStorage,
    private readonly queue: JobQueue,
    private readonly audit: AuditRepository,
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {
    this.view = new MediaView(storage);
  }

  readonly view: MediaView;

  // ── Visitors ──

  async publicList(query: {
    lang: LanguageCode;
    page: number;
    per_page: number;
    search?: string | undefined;
    type: 'all' | MediaType;
    category?: string | undefined;
    sort: MediaFilter['sort'];
  }) {
    const filter: MediaFilter = {
      visibleOnly: true,
      search: query.search,
      type: query.type === 'all' ? undefined : query.type,
      sort: query.sort,
      ...pageWindow(query),
    };
    if (query.category !== undefined) {
      if (/^\d+$/.test(query.category)) filter.categoryId = Number(query.category);
      else filter.categoryKey = query.category;
    }
    const { rows, total } = await this.repo.list(filter);
    return paged(
      rows.map((row) => this.view.public(row, query.lang)),
      total,
      query,
    );
  }

  /** An item as visitors may see it, or undefined when it is not (yet) public. */
  async visibleItem(where: { id?: number; uuid?: string }): Promise<MediaRow | undefined> {
    const row =
      where.id !== undefined ? await this.repo.findById(where.id) : await this.repo.findByUuid(where.uuid ?? '');
    if (!row || row.processing_status !== 'completed' || row.is_public !== 1 || row.status !== 'active')
      return undefined;
    return row;
  }

  async publicCategories(lang: LanguageCode): Promise<MediaCategory[]> {
    const rows = await this.repo.categories({ activeOnly: true, visibleCounts: true });
    return rows.map((row) => {
      const names = parseJson<Partial<Record<LanguageCode, string>>>(row.names, {});
      const descriptions = parseJson<Partial<Record<LanguageCode, string>>>(row.descriptions, {});
      return {
        id: row.id,
        key: row.key,
        name: pickLanguage(names, lang) ?? row.key,
        description: pickLanguage(descriptions, lang) ?? null,
        color_code: row.color_code,
        icon: row.icon,
        count: row.media_count,
      };
    });
  }

  /** The name an original is downloaded under. */
  async downloadName(key: string): Promise<string | null> {
    return (await this.repo.findByOriginalKey(key))?.original_filename ?? null;
  }

  // ── Uploads and processing ──

  private changed(actor: string, action: AuditAction, subject?: string): Promise<void> {
    return recordContentChange(this.db, this.audit, actor, action, subject);
  }

  private async checkCategory(categoryId: number | null | undefined): Promise<void> {
    if (categoryId && !(await this.repo.findCategory(categoryId))) {
      throw new HttpError(422, 'The given data was invalid.', {
        category_id: ['The selected category does not exist.'],
      });
    }
  }

  /**
   * Takes an upload: decides its type from its bytes, refuses bad files before anything is stored,
   * keeps the bytes privately and queues the processing. The item stays hidden until processed.
   */
  async upload(
    actor: string,
    data: Buffer,
    uploadedName: string | undefined,
    fields: {
      title?: string | undefined;
      description?: string | undefined;
      category_id?: number | undefined;
      is_public?: boolean | undefined;
      is_featured?: boolean | undefined;
    },
  ): Promise<AdminMediaItem> {
    const inspected = await inspectUpload(data, uploadedName);
    await assertPlayable(inspected.mediaType, data, inspected.mime, inspected.ext);
    await this.checkCategory(fields.category_id);
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
          translations: JSON.stringify({ en: { title, description: fields.description ?? '' } }),
          title_en: title.slice(0, 200),
          mime_type: inspected.mime,
          original_filename: inspected.filename,
          source_key: sourceKey,
          original_key: null,
          webp_key: null,
          thumb_small_key: null,
          thumb_medium_key: null,
          thumb_large_key: null,
          file_size: data.length,
          webp_file_size: null,
          width: inspected.width ?? null,
          height: inspected.height ?? null,
          duration: null,
          youtube_id: null,
          thumbnail_url: null,
          processing_status: 'pending',
          processing_error: null,
          is_featured: fields.is_featured ? 1 : 0,
          is_public: fields.is_public === false ? 0 : 1,
          status: 'active',
          seed_key: null,
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
    return this.getAdmin(id);
  }

  /**
   * The job: makes every public file of an item, writes them all, and only then marks the item
   * completed, so that nothing half-made is ever listed. A file the pipeline cannot read fails the item
   * at once with its reason; other errors (storage, database) are retried by the queue.
   */
  async process(id: number): Promise<void> {
    const row = await this.repo.findById(id);
    if (!row || !row.source_key) return;
    if (!(await this.repo.markProcessing(id, ['pending', 'processing']))) return;
    const source = await this.storage.get(row.source_key);
    if (!source) {
      await this.repo.update(id, { processing_status: 'failed', processing_error: MEDIA_MESSAGES.reprocessNoSource });
      return;
    }
    const ext = row.source_key.split('.').pop() ?? 'bin';
    let result;
    try {
      result = await processUpload(row.media_type as MediaType, source, row.mime_type ?? '', ext, `media/${row.uuid}`);
    } catch (error) {
      if (error instanceof MediaRejection) {
        await this.repo.update(id, { processing_status: 'failed', processing_error: error.message });
        this.log.warn({ media: id, reason: error.message }, 'media processing refused the file');
        return;
      }
      throw error;
    }
    for (const [key, data] of result.files) await this.storage.put(key, data);
    await this.repo.update(id, {
      processing_status: 'completed',
      processing_error: null,
      original_key: result.original,
      webp_key: result.webp,
      thumb_small_key: result.thumbs.small,
      thumb_medium_key: result.thumbs.medium,
      thumb_large_key: result.thumbs.large,
      file_size: result.fileSize,
      webp_file_size: result.webpFileSize,
      width: result.width,
      height: result.height,
      duration: result.duration,
    });
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
    const row = await this.repo.findById(id);
    if (!row) throw new HttpError(404, 'Not found.');
    if (row.processing_status !== 'failed') throw new HttpError(409, MEDIA_MESSAGES.reprocessOnlyFailed);
    if (!row.source_key || !(await this.storage.get(row.source_key))) {
      throw new HttpError(409, MEDIA_MESSAGES.reprocessNoSource);
    }
    await this.db.transaction().execute(async (trx) => {
      await new MediaRepository(trx).update(id, { processing_status: 'pending', processing_error: null });
      await this.queue.enqueue(MEDIA_JOB, { id }, { maxAttempts: 3, in: trx });
    });
    this.queue.kick();
    await this.audit.record(actor, 'media.reprocessed', row.title_en);
    return this.getAdmin(id);
  }

  // ── YouTube ──

  async youtubeMetadata(url: string, fetcher: OEmbedFetcher) {
    const id = youtubeIdOf(url);
    if (!id) throw new HttpError(422, MEDIA_MESSAGES.youtubeInvalid, { url: [MEDIA_MESSAGES.youtubeInvalid] });
    const watch = youtubeWatchUrl(id);
    let answer: OEmbedAnswer | null = null;
    try {
      answer = await fetcher(watch);
    } catch (error) {
      this.log.info({ err: error instanceof Error ? error.message : String(error) }, 'YouTube oEmbed unavailable');
    }
    return {
      success: true as const,
      data: {
        youtube_id: id,
        youtube_url: watch,
        title: answer?.title ?? null,
        author: answer?.author ?? null,
        thumbnail_url: answer?.thumbnail_url ?? youtubeStillUrl(id),
        fetched: answer !== null,
      },
      message: answer ? null : MEDIA_MESSAGES.youtubeOffline,
    };
  }

  async createYoutube(
    actor: string,
    input: {
      youtube_url: string;
      translations: Translations & { en: { title: string; description: string } };
      category_id: number | null;
      is_featured: boolean;
      is_public: boolean;
    },
    fetchStill: StillFetcher,
  ): Promise<AdminMediaItem> {
    const id = youtubeIdOf(input.youtube_url);
    if (!id) throw new HttpError(422, MEDIA_MESSAGES.youtubeInvalid, { youtube_url: [MEDIA_MESSAGES.youtubeInvalid] });
    await this.checkCategory(input.category_id);
    const uuid = newUuid();
    let still: Buffer | null = null;
    try {
      still = await fetchStill(id);
    } catch (error) {
      this.log.info({ err: error instanceof Error ? error.message : String(error) }, 'YouTube still unavailable');
    }
    const stills = await this.storeYoutubeStill(id, still, `media/${uuid}`);
    let itemId: number;
    try {
      itemId = await this.repo.insert({
        uuid,
        media_type: 'video',
        category_id: input.category_id,
        translations: JSON.stringify(input.translations),
        title_en: input.translations.en.title,
        mime_type: null,
        original_filename: null,
        source_key: null,
        original_key: null,
        webp_key: null,
        thumb_small_key: stills.small,
        thumb_medium_key: stills.medium,
        thumb_large_key: stills.large,
        file_size: null,
        webp_file_size: null,
        width: null,
        height: null,
        duration: null,
        youtube_id: id,
        thumbnail_url: null,
        processing_status: 'completed',
        processing_error: null,
        is_featured: input.is_featured ? 1 : 0,
        is_public: input.is_public ? 1 : 0,
        status: 'active',
        seed_key: null,
      });
    } catch (error) {
      for (const key of Object.values(stills)) if (key) await this.storage.delete(key);
      throw error;
    }
    await this.changed(actor, 'media.youtube.created', input.translations.en.title);
    return this.getAdmin(itemId);
  }

  /** Writes a YouTube item's stills (YouTube's own, or drawn when there is none) and returns their keys. */
  private async storeYoutubeStill(youtubeId: string, still: Buffer | null, folder: string) {
    const made = await processYoutubeStill(youtubeId, still, folder);
    for (const [key, data] of made.files) await this.storage.put(key, data);
    return made.thumbs;
  }

  /**
   * YouTube items stored before the site kept their stills get a drawn one, so that no page asks
   * YouTube for an image; run at start, it touches only items without stills.
   */
  async keepYoutubeStills(): Promise<number> {
    const rows = await this.repo.youtubeWithoutStills();
    for (const row of rows) {
      const thumbs = await this.storeYoutubeStill(row.youtube_id, null, `media/${row.uuid}`);
      await this.repo.update(row.id, {
        thumb_small_key: thumbs.small,
        thumb_medium_key: thumbs.medium,
        thumb_large_key: thumbs.large,
      });
    }
    if (rows.length > 0) await bumpContentVersion(this.db);
    return rows.length;
  }

  // ── The owner's edits ──

  async getAdmin(id: number): Promise<AdminMediaItem> {
    const row = await this.repo.findById(id);
    if (!row) throw new HttpError(404, 'Not found.');
    const counts = await this.repo.commentCounts([id]);
    return this.view.admin(row, counts.get(id) ?? 0);
  }

  async adminList(filter: MediaFilter, page: number) {
    const { rows, total } = await this.repo.list(filter);
    const counts = await this.repo.commentCounts(rows.map((r) => r.id));
    return paged(
      rows.map((row) => this.view.admin(row, counts.get(row.id) ?? 0)),
      total,
      { page, per_page: filter.limit },
    );
  }

  async update(
    actor: string,
    id: number,
    input: {
      translations: Translations & { en: { title: string; description: string } };
      category_id: number | null;
      is_featured: boolean;
      is_public: boolean;
      status: MediaStatus;
    },
  ): Promise<AdminMediaItem> {
    const row = await this.repo.findById(id);
    if (!row) throw new HttpError(404, 'Not found.');
    await this.checkCategory(input.category_id);
    await this.repo.update(id, {
      translations: JSON.stringify(input.translations),
      title_en: input.translations.en.title,
      category_id: input.category_id,
      is_featured: input.is_featured ? 1 : 0,
      is_public: input.is_public ? 1 : 0,
      status: input.status,
    });
    await this.changed(actor, 'media.updated', input.translations.en.title);
    return this.getAdmin(id);
  }

  /** Removes items with every file made for them (public copies and the private upload) and their comments. */
  async delete(actor: string, ids: number[]): Promise<number> {
    const rows = await this.repo.delete(ids);
    for (const row of rows) {
      const keys = [
        row.source_key,
        row.original_key,
        row.webp_key,
        row.thumb_small_key,
        row.thumb_medium_key,
        row.thumb_large_key,
      ];
      for (const key of keys) if (key) await this.storage.delete(key).catch(() => undefined);
    }
    if (rows.length > 0)
      await this.changed(
        actor,
        rows.length === 1 ? 'media.deleted' : 'media.bulk.delete',
        rows.map((r) => r.title_en).join(', '),
      );
    return rows.length;
  }

  async bulk(actor: string, action: MediaBulkAction, ids: number[]): Promise<number> {
    if (action === 'delete') return this.delete(actor, ids);
    const values =
      action === 'publish'
        ? { is_public: 1 }
        : action === 'unpublish'
          ? { is_public: 0 }
          : action === 'feature'
            ? { is_featured: 1 }
            : action === 'unfeature'
              ? { is_featured: 0 }
              : action === 'archive'
                ? { status: 'archived' }
                : { status: 'active' };
    const affected = await this.repo.setFlag(ids, values);
    await this.changed(actor, `media.bulk.${action}`, `${affected}`);
    return affected;
  }

  async stats() {
    const groups = await this.repo.stats();
    const byType = { image: 0, video: 0, audio: 0 };
    const byStatus = { pending: 0, processing: 0, completed: 0, failed: 0 };
    let total = 0;
    let youtube = 0;
    let publicCount = 0;
    let featured = 0;
    let archived = 0;
    let bytes = 0;
    let saved = 0;
    for (const g of groups) {
      total += g.n;
      if (g.media_type in byType) byType[g.media_type as MediaType] += g.n;
      if (g.processing_status in byStatus) byStatus[g.processing_status as ProcessingStatus] += g.n;
      youtube += g.youtube;
      if (g.is_public === 1) publicCount += g.n;
      if (g.is_featured === 1) featured += g.n;
      if (g.status === 'archived') archived += g.n;
      bytes += g.bytes;
      saved += Math.max(0, g.saved);
    }
    return {
      total,
      by_type: byType,
      youtube,
      by_processing_status: byStatus,
      public: publicCount,
      featured,
      archived,
      total_bytes: bytes,
      webp_saved_bytes: saved,
    };
  }
}
