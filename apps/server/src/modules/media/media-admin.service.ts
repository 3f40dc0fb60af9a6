import type {
  AdminMediaItem,
  AuditAction,
  adminMediaListQuerySchema,
  MediaBulkAction,
  mediaUpdateSchema,
} from '@site/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { paged, pageWindow, type Page } from '../../lib/paging.js';
import { HttpError } from '../../plugins/errors.js';
import type { FileStorage } from '../../plugins/storage.js';
import type { AuditRepository } from '../audit/audit.repository.js';
import { recordContentChange } from '../site/content-cache.js';
import type { MediaView } from './media-view.js';
import type { MediaCategoryRepository } from './media-category.repository.js';
import type { MediaChange, MediaRepository } from './media.repository.js';

type AdminMediaListQuery = z.output<typeof adminMediaListQuerySchema>;
type MediaUpdate = z.output<typeof mediaUpdateSchema>;

/** What each bulk action other than delete sets. */
const BULK_VALUES: Record<
  Exclude<MediaBulkAction, 'delete'>,
  Pick<MediaChange, 'is_public' | 'is_featured' | 'status'>
> = {
  publish: { is_public: true },
  unpublish: { is_public: false },
  feature: { is_featured: true },
  unfeature: { is_featured: false },
  archive: { status: 'archived' },
  activate: { status: 'active' },
};

/** The owner's library: items as the admin lists them, their edits, bulk actions, deletion and figures. */
export class MediaAdminService {
  constructor(
    private readonly repo: MediaRepository,
    private readonly categoryRepo: MediaCategoryRepository,
    private readonly view: MediaView,
    private readonly storage: FileStorage,
    private readonly audit: AuditRepository,
    private readonly db: Db,
  ) {}

  /** An item with every language and its comment count; 404 when there is none. */
  async get(id: number): Promise<AdminMediaItem> {
    const item = await this.repo.findById(id);
    if (!item) throw new HttpError(404, 'Not found.');
    const counts = await this.repo.commentCounts([id]);
    return this.view.admin(item, counts.get(id) ?? 0);
  }

  async list(query: AdminMediaListQuery): Promise<Page<AdminMediaItem>> {
    const { rows, total } = await this.repo.list({
      visibleOnly: false,
      search: query.search,
      type: query.type,
      categoryId: query.category_id,
      processingStatus: query.processing_status,
      status: query.status,
      isPublic: query.is_public,
      isFeatured: query.is_featured,
      youtube: query.youtube,
      sort: query.sort,
      ...pageWindow(query),
    });
    const counts = await this.repo.commentCounts(rows.map((r) => r.id));
    return paged(
      rows.map((row) => this.view.admin(row, counts.get(row.id) ?? 0)),
      total,
      query,
    );
  }

  /** Refuses a category that does not exist (422 on `category_id`). */
  async checkCategory(categoryId: number | null | undefined): Promise<void> {
    if (categoryId && !(await this.categoryRepo.findCategory(categoryId))) {
      throw new HttpError(422, 'The given data was invalid.', {
        category_id: ['The selected category does not exist.'],
      });
    }
  }

  /** Every change of what the gallery shows: audited, and the public caches' version moves on. */
  changed(actor: string, action: AuditAction, subject?: string): Promise<void> {
    return recordContentChange(this.db, this.audit, actor, action, subject);
  }

  async update(actor: string, id: number, input: MediaUpdate): Promise<AdminMediaItem> {
    const item = await this.repo.findById(id);
    if (!item) throw new HttpError(404, 'Not found.');
    await this.checkCategory(input.category_id);
    await this.repo.update(id, {
      translations: input.translations,
      category_id: input.category_id,
      is_featured: input.is_featured,
      is_public: input.is_public,
      status: input.status,
    });
    await this.changed(actor, 'media.updated', input.translations.en.title);
    return this.get(id);
  }

  /** Removes items with every file made for them (public copies and the private upload) and their comments. */
  async delete(actor: string, ids: number[]): Promise<number> {
    const items = await this.repo.delete(ids);
    for (const item of items) {
      const keys = [
        item.source_key,
        item.original_key,
        item.webp_key,
        item.thumb_small_key,
        item.thumb_medium_key,
        item.thumb_large_key,
      ];
      for (const key of keys) if (key) await this.storage.delete(key).catch(() => undefined);
    }
    if (items.length > 0)
      await this.changed(
        actor,
        items.length === 1 ? 'media.deleted' : 'media.bulk.delete',
        items.map((r) => r.title_en).join(', '),
      );
    return items.length;
  }

  async bulk(actor: string, action: MediaBulkAction, ids: number[]): Promise<number> {
    if (action === 'delete') return this.delete(actor, ids);
    const affected = await this.repo.updateMany(ids, BULK_VALUES[action]);
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
      if (g.media_type in byType) byType[g.media_type] += g.n;
      if (g.processing_status in byStatus) byStatus[g.processing_status] += g.n;
      youtube += g.youtube;
      if (g.is_public) publicCount += g.n;
      if (g.is_featured) featured += g.n;
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
