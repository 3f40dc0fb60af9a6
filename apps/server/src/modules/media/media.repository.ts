import type { LanguageCode, MediaSort, MediaStatus, MediaType, ProcessingStatus } from '@site/contracts';
import { sql, type Selectable } from 'kysely';
import { bit, flag, now, parseJson } from '../../db/columns.js';
import type { Db } from '../../db/database.js';
import { containsJsonText, containsText } from '../../db/search.js';
import { insertId } from '../../db/dialect.js';
import type { MediaItemsTable } from '../../db/schema.js';
import { countRows } from '../../db/count.js';

/** A per-language value: language code → text (English is the fallback). */
export type PerLanguage<T> = Partial<Record<LanguageCode, T>>;

export interface MediaTranslation {
  title: string;
  description: string;
}
export type Translations = PerLanguage<MediaTranslation>;

/** An item's media category as the gallery shows it beside the item. */
export interface MediaItemCategory {
  id: number;
  key: string;
  names: PerLanguage<string>;
  color_code: string | null;
  icon: string | null;
}

/** The files made of an item (storage keys) and what was read from them; null until processing has made them. */
export type MediaFiles = Pick<
  Selectable<MediaItemsTable>,
  | 'original_key'
  | 'webp_key'
  | 'thumb_small_key'
  | 'thumb_medium_key'
  | 'thumb_large_key'
  | 'file_size'
  | 'webp_file_size'
  | 'width'
  | 'height'
  | 'duration'
>;

/** A media item as the services work with it. */
export interface MediaRecord extends MediaFiles {
  id: number;
  uuid: string;
  media_type: MediaType;
  category_id: number | null;
  category: MediaItemCategory | null;
  translations: Translations;
  /** The English title (the column that search and the title sort read). */
  title_en: string;
  mime_type: string | null;
  original_filename: string | null;
  /** The upload as received, private (kept for reprocessing). */
  source_key: string | null;
  youtube_id: string | null;
  processing_status: ProcessingStatus;
  processing_error: string | null;
  is_featured: boolean;
  is_public: boolean;
  status: MediaStatus;
  seed_key: string | null;
  created_at: string;
  updated_at: string;
}

/** What a new item is stored with; everything not given is empty (null), and its status is active. */
export type MediaInsert = Pick<
  MediaRecord,
  'uuid' | 'media_type' | 'category_id' | 'translations' | 'processing_status' | 'is_featured' | 'is_public'
> &
  Partial<
    Pick<
      MediaRecord,
      | keyof MediaFiles
      | 'mime_type'
      | 'original_filename'
      | 'source_key'
      | 'youtube_id'
      | 'processing_error'
      | 'status'
      | 'seed_key'
      | 'created_at'
    >
  >;

/** The fields of an item that change after it is stored. */
export type MediaChange = Partial<
  Pick<
    MediaRecord,
    | keyof MediaFiles
    | 'category_id'
    | 'translations'
    | 'processing_status'
    | 'processing_error'
    | 'is_featured'
    | 'is_public'
    | 'status'
  >
>;

/** One group of the library's figures: items of one type, processing status, visibility and status. */
export interface MediaStatsGroup {
  media_type: MediaType;
  processing_status: ProcessingStatus;
  is_public: boolean;
  is_featured: boolean;
  status: MediaStatus;
  n: number;
  bytes: number;
  saved: number;
  youtube: number;
}

export interface MediaFilter {
  /** Only public, active, completed items (the gallery). */
  visibleOnly: boolean;
  search?: string | undefined;
  type?: MediaType | undefined;
  categoryId?: number | undefined;
  categoryKey?: string | undefined;
  processingStatus?: ProcessingStatus | undefined;
  status?: MediaStatus | undefined;
  isPublic?: boolean | undefined;
  isFeatured?: boolean | undefined;
  youtube?: boolean | undefined;
  sort: MediaSort;
  limit: number;
  offset: number;
}

type ItemRow = Selectable<MediaItemsTable> & {
  category_key: string | null;
  category_names: string | null;
  category_color: string | null;
  category_icon: string | null;
};

function toItem(row: ItemRow): MediaRecord {
  const { category_key, category_names, category_color, category_icon, thumbnail_url: _legacy, ...item } = row;
  return {
    ...item,
    media_type: row.media_type as MediaType,
    translations: parseJson<Translations>(row.translations, {}),
    processing_status: row.processing_status as ProcessingStatus,
    is_featured: flag(row.is_featured),
    is_public: flag(row.is_public),
    status: row.status as MediaStatus,
    category:
      row.category_id !== null && category_key
        ? {
            id: row.category_id,
            key: category_key,
            names: parseJson<PerLanguage<string>>(category_names, {}),
            color_code: category_color,
            icon: category_icon,
          }
        : null,
  };
}

/** An item's columns from its domain values: JSON encoded, booleans as 0/1, the English title beside. */
function itemColumns(values: MediaChange) {
  const { translations, is_featured, is_public, ...rest } = values;
  return {
    ...rest,
    ...(translations ? { translations: JSON.stringify(translations), title_en: englishTitle(translations) } : {}),
    ...(is_featured !== undefined ? { is_featured: bit(is_featured) } : {}),
    ...(is_public !== undefined ? { is_public: bit(is_public) } : {}),
  };
}

/** The English title as the title_en column holds it (varchar 200). */
function englishTitle(translations: Translations): string {
  return (translations.en?.title ?? '').slice(0, 200);
}

export class MediaRepository {
  constructor(private readonly db: Db) {}

  private items() {
    return this.db
      .selectFrom('media_items as m')
      .leftJoin('media_categories as c', 'c.id', 'm.category_id')
      .selectAll('m')
      .select([
        'c.key as category_key',
        'c.names as category_names',
        'c.color_code as category_color',
        'c.icon as category_icon',
      ]);
  }

  private filtered(filter: Omit<MediaFilter, 'sort' | 'limit' | 'offset'>) {
    // A volunteer's avatar is personal data kept as a media item: no gallery or library list shows it.
    let query = this.items().where(
      sql<boolean>`not exists (select 1 from volunteers v where v.avatar_media_id = m.id)`,
    );
    if (filter.visibleOnly) {
      query = query
        .where('m.processing_status', '=', 'completed')
        .where('m.is_public', '=', 1)
        .where('m.status', '=', 'active')
        .where((eb) => eb.or([eb('m.category_id', 'is', null), eb('c.is_active', '=', 1)]));
    }
    if (filter.search) {
      const text = filter.search;
      // Titles and descriptions of every language live in the JSON column: searching it finds them all.
      query = query.where((eb) =>
        eb.or([
          containsJsonText(this.db, sql`m.translations`, text),
          containsText(sql`coalesce(m.original_filename, '')`, text),
        ]),
      );
    }
    if (filter.type) query = query.where('m.media_type', '=', filter.type);
    if (filter.categoryId !== undefined) query = query.where('m.category_id', '=', filter.categoryId);
    if (filter.categoryKey !== undefined) query = query.where('c.key', '=', filter.categoryKey);
    if (filter.processingStatus) query = query.where('m.processing_status', '=', filter.processingStatus);
    if (filter.status) query = query.where('m.status', '=', filter.status);
    if (filter.isPublic !== undefined) query = query.where('m.is_public', '=', filter.isPublic ? 1 : 0);
    if (filter.isFeatured !== undefined) query = query.where('m.is_featured', '=', filter.isFeatured ? 1 : 0);
    if (filter.youtube !== undefined) {
      query = query.where('m.youtube_id', filter.youtube ? 'is not' : 'is', null);
    }
    return query;
  }

  async list(filter: MediaFilter): Promise<{ rows: MediaRecord[]; total: number }> {
    const base = this.filtered(filter);
    const total = await countRows(base);
    let query = base;
    if (filter.sort === 'oldest') query = query.orderBy('m.created_at', 'asc').orderBy('m.id', 'asc');
    else if (filter.sort === 'title') query = query.orderBy(sql`lower(m.title_en)`).orderBy('m.id');
    else if (filter.sort === 'size') query = query.orderBy('m.file_size', 'desc').orderBy('m.id', 'desc');
    else query = query.orderBy('m.created_at', 'desc').orderBy('m.id', 'desc');
    const rows = await query.limit(filter.limit).offset(filter.offset).execute();
    return { rows: rows.map(toItem), total };
  }

  async findById(id: number): Promise<MediaRecord | undefined> {
    const row = await this.items().where('m.id', '=', id).executeTakeFirst();
    return row ? toItem(row) : undefined;
  }

  async findByUuid(uuid: string): Promise<MediaRecord | undefined> {
    const row = await this.items().where('m.uuid', '=', uuid).executeTakeFirst();
    return row ? toItem(row) : undefined;
  }

  async findIdBySeedKey(seedKey: string): Promise<number | undefined> {
    const row = await this.db.selectFrom('media_items').select('id').where('seed_key', '=', seedKey).executeTakeFirst();
    return row?.id;
  }

  findByOriginalKey(key: string): Promise<{ original_filename: string | null } | undefined> {
    return this.db
      .selectFrom('media_items')
      .select('original_filename')
      .where('original_key', '=', key)
      .executeTakeFirst();
  }

  async insert(item: MediaInsert): Promise<number> {
    const at = item.created_at ?? now();
    const translations = item.translations;
    return insertId(
      this.db,
      this.db.insertInto('media_items').values({
        uuid: item.uuid,
        media_type: item.media_type,
        category_id: item.category_id,
        translations: JSON.stringify(translations),
        title_en: englishTitle(translations),
        mime_type: item.mime_type ?? null,
        original_filename: item.original_filename ?? null,
        source_key: item.source_key ?? null,
        original_key: item.original_key ?? null,
        webp_key: item.webp_key ?? null,
        thumb_small_key: item.thumb_small_key ?? null,
        thumb_medium_key: item.thumb_medium_key ?? null,
        thumb_large_key: item.thumb_large_key ?? null,
        file_size: item.file_size ?? null,
        webp_file_size: item.webp_file_size ?? null,
        width: item.width ?? null,
        height: item.height ?? null,
        duration: item.duration ?? null,
        youtube_id: item.youtube_id ?? null,
        thumbnail_url: null,
        processing_status: item.processing_status,
        processing_error: item.processing_error ?? null,
        is_featured: bit(item.is_featured),
        is_public: bit(item.is_public),
        status: item.status ?? 'active',
        seed_key: item.seed_key ?? null,
        created_at: at,
        updated_at: at,
      }),
    );
  }

  async update(id: number, values: MediaChange): Promise<void> {
    await this.updateMany([id], values);
  }

  /** YouTube items without their own stills (stored before the site kept them). */
  async youtubeWithoutStills(): Promise<{ id: number; uuid: string; youtube_id: string }[]> {
    const rows = await this.db
      .selectFrom('media_items')
      .select(['id', 'uuid', 'youtube_id'])
      .where('youtube_id', 'is not', null)
      .where('thumb_medium_key', 'is', null)
      .execute();
    return rows.flatMap((row) => (row.youtube_id ? [{ id: row.id, uuid: row.uuid, youtube_id: row.youtube_id }] : []));
  }

  /** Moves an item to `processing` only if it is in `from`: one worker wins a reprocess or a retry. */
  async markProcessing(id: number, from: ProcessingStatus[]): Promise<boolean> {
    const result = await this.db
      .updateTable('media_items')
      .set({ processing_status: 'processing', processing_error: null, updated_at: now() })
      .where('id', '=', id)
      .where('processing_status', 'in', from)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Deletes items with their comments, all or nothing. */
  async delete(ids: number[]): Promise<MediaRecord[]> {
    if (ids.length === 0) return [];
    const rows = (await this.items().where('m.id', 'in', ids).execute()).map(toItem);
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('media_comments').where('media_id', 'in', ids).execute();
      await trx.deleteFrom('media_items').where('id', 'in', ids).execute();
    });
    return rows;
  }

  /** Sets the same values on several items; answers how many there were. */
  async updateMany(ids: number[], values: MediaChange): Promise<number> {
    const result = await this.db
      .updateTable('media_items')
      .set({ ...itemColumns(values), updated_at: now() })
      .where('id', 'in', ids)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  async commentCounts(ids: number[]): Promise<Map<number, number>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('media_comments')
      .select(['media_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('media_id', 'in', ids)
      .groupBy('media_id')
      .execute();
    return new Map(rows.map((r) => [r.media_id, Number(r.n)]));
  }

  async stats(): Promise<MediaStatsGroup[]> {
    const rows = await this.db
      .selectFrom('media_items')
      .where(sql<boolean>`not exists (select 1 from volunteers v where v.avatar_media_id = media_items.id)`)
      .select([
        'media_type',
        'processing_status',
        'is_public',
        'is_featured',
        'status',
        (eb) => eb.fn.countAll<number>().as('n'),
        (eb) => eb.fn.sum<number>('file_size').as('bytes'),
        (eb) =>
          eb.fn
            .sum<number>(sql`case when webp_file_size is not null then file_size - webp_file_size else 0 end`)
            .as('saved'),
        (eb) => eb.fn.sum<number>(sql`case when youtube_id is not null then 1 else 0 end`).as('youtube'),
      ])
      .groupBy(['media_type', 'processing_status', 'is_public', 'is_featured', 'status'])
      .execute();
    return rows.map((r) => ({
      media_type: r.media_type as MediaType,
      processing_status: r.processing_status as ProcessingStatus,
      is_public: flag(r.is_public),
      is_featured: flag(r.is_featured),
      status: r.status as MediaStatus,
      n: Number(r.n),
      bytes: Number(r.bytes ?? 0),
      saved: Number(r.saved ?? 0),
      youtube: Number(r.youtube ?? 0),
    }));
  }
}
