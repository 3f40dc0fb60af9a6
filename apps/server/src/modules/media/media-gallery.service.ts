import {
  pickLanguage,
  type LanguageCode,
  type MediaCategory,
  type MediaItem,
  type mediaListQuerySchema,
} from '@site/contracts';
import type { z } from 'zod';
import { paged, pageWindow, type Page } from '../../lib/paging.js';
import type { MediaView } from './media-view.js';
import type { MediaCategoryRepository } from './media-category.repository.js';
import type { MediaFilter, MediaRecord, MediaRepository } from './media.repository.js';

type MediaListQuery = z.output<typeof mediaListQuerySchema>;

/** Whether visitors may see an item: processed, public and active. */
const isVisible = (item: MediaRecord) =>
  item.processing_status === 'completed' && item.is_public && item.status === 'active';

/** What visitors read of the gallery: its pages, one item, the categories, the names originals download under. */
export class MediaGalleryService {
  constructor(
    private readonly repo: MediaRepository,
    private readonly categoryRepo: MediaCategoryRepository,
    private readonly view: MediaView,
  ) {}

  async list(query: MediaListQuery): Promise<Page<MediaItem>> {
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

  /** An item by its uuid as visitors see it, or undefined when it is not (yet) public. */
  async item(uuid: string, lang: LanguageCode): Promise<MediaItem | undefined> {
    const item = await this.repo.findByUuid(uuid);
    return item && isVisible(item) ? this.view.public(item, lang) : undefined;
  }

  /** Whether visitors may see the item (and so read and post its comments). */
  async isVisible(id: number): Promise<boolean> {
    const item = await this.repo.findById(id);
    return item !== undefined && isVisible(item);
  }

  async categories(lang: LanguageCode): Promise<MediaCategory[]> {
    const rows = await this.categoryRepo.categories({ activeOnly: true, visibleCounts: true });
    return rows.map((row) => ({
      id: row.id,
      key: row.key,
      name: pickLanguage(row.names, lang) ?? row.key,
      description: pickLanguage(row.descriptions, lang) ?? null,
      color_code: row.color_code,
      icon: row.icon,
      count: row.media_count,
    }));
  }

  /** The name an original is downloaded under. */
  async downloadName(key: string): Promise<string | null> {
    return (await this.repo.findByOriginalKey(key))?.original_filename ?? null;
  }
}
