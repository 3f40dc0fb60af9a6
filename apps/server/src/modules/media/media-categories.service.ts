import type { AdminMediaCategory, AuditAction, LanguageCode } from '@site/contracts';
import type { Db } from '../../db/database.js';
import { paged, pageWindow } from '../../lib/paging.js';
import { HttpError } from '../../plugins/errors.js';
import type { AuditRepository } from '../audit/audit.repository.js';
import { recordContentChange } from '../site/content-cache.js';
import type { MediaCategoryRecord, MediaCategoryRepository, MediaCategoryWrite } from './media-category.repository.js';

export interface MediaCategoryData {
  key: string;
  names: Partial<Record<LanguageCode, string>> & { en: string };
  descriptions: Record<string, string>;
  color_code: string;
  icon: string;
  sort_order: number;
  is_active: boolean;
}

/** The owner's media categories: per-language names and descriptions, colour, icon, order. */
export class MediaCategoriesService {
  constructor(
    private readonly repo: MediaCategoryRepository,
    private readonly audit: AuditRepository,
    private readonly db: Db,
  ) {}

  toAdmin(row: MediaCategoryRecord): AdminMediaCategory {
    return {
      ...row,
      names: row.names as Record<string, string>,
      descriptions: row.descriptions as Record<string, string>,
    };
  }

  private changed(actor: string, action: AuditAction, subject?: string): Promise<void> {
    return recordContentChange(this.db, this.audit, actor, action, subject);
  }

  private async checkKey(key: string, exceptId?: number): Promise<void> {
    const existing = await this.repo.findCategoryByKey(key);
    if (existing && existing.id !== exceptId) {
      throw new HttpError(422, 'The given data was invalid.', {
        key: ['This key is already used by another category.'],
      });
    }
  }

  async list(query: { page: number; per_page: number; search?: string | undefined }) {
    const rows = await this.repo.categories({ activeOnly: false, visibleCounts: false, search: query.search });
    const { offset, limit } = pageWindow(query);
    return paged(
      rows.slice(offset, offset + limit).map((row) => this.toAdmin(row)),
      rows.length,
      query,
    );
  }

  async get(id: number): Promise<AdminMediaCategory> {
    const row = await this.repo.findCategory(id);
    if (!row) throw new HttpError(404, 'Not found.');
    return this.toAdmin(row);
  }

  private values(input: MediaCategoryData): MediaCategoryWrite {
    return {
      key: input.key,
      names: input.names,
      descriptions: input.descriptions,
      color_code: input.color_code.toLowerCase(),
      icon: input.icon,
      sort_order: input.sort_order,
      is_active: input.is_active,
    };
  }

  async create(actor: string, input: MediaCategoryData): Promise<AdminMediaCategory> {
    await this.checkKey(input.key);
    const id = await this.repo.insertCategory(this.values(input));
    await this.changed(actor, 'media-category.created', input.key);
    return this.get(id);
  }

  async update(actor: string, id: number, input: MediaCategoryData): Promise<AdminMediaCategory> {
    await this.get(id);
    await this.checkKey(input.key, id);
    await this.repo.updateCategory(id, this.values(input));
    await this.changed(actor, 'media-category.updated', input.key);
    return this.get(id);
  }

  async delete(actor: string, ids: number[]): Promise<number> {
    const affected = await this.repo.deleteCategories(ids);
    if (affected > 0) await this.changed(actor, 'media-category.deleted', `${affected}`);
    return affected;
  }

  async bulk(actor: string, action: 'activate' | 'deactivate' | 'delete', ids: number[]): Promise<number> {
    if (action === 'delete') return this.delete(actor, ids);
    const affected = await this.repo.setCategoriesActive(ids, action === 'activate');
    await this.changed(actor, `media-categories.bulk.${action}`, `${affected}`);
    return affected;
  }

  async reorder(actor: string, ids: number[]): Promise<void> {
    await this.repo.reorderCategories(ids);
    await this.changed(actor, 'media-categories.reordered');
  }

  async stats() {
    const rows = await this.repo.categories({ activeOnly: false, visibleCounts: false });
    const withMedia = rows.filter((r) => r.media_count > 0).length;
    return {
      total: rows.length,
      active: rows.filter((r) => r.is_active).length,
      with_media: withMedia,
      empty: rows.length - withMedia,
    };
  }
}
