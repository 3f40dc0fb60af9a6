import type { CommentStatus, LanguageCode, MediaSort, MediaStatus, MediaType, ProcessingStatus } from '@site/contracts';
import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import { containsJsonText, containsText } from '../../db/search.js';
import { insertId } from '../../db/dialect.js';
import type { MediaCategoriesTable, MediaCommentsTable, MediaItemsTable } from '../../db/schema.js';

export type MediaRow = Selectable<MediaItemsTable> & {
  category_key: string | null;
  category_names: string | null;
  category_color: string | null;
  category_icon: string | null;
};
export type CategoryRow = Selectable<MediaCategoriesTable> & { media_count: number };
export type CommentRow = Selectable<MediaCommentsTable>;
export type AdminCommentRow = CommentRow & { media_uuid: string; media_translations: string };

export interface MediaTranslation {
  title: string;
  description: string;
}
export type Translations = Partial<Record<LanguageCode, MediaTranslation>>;

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

export const parseJson = <T>(text: string | null, fallback: T): T => (text ? (JSON.parse(text) as T) : fallback);
const now = () => new Date().toISOString();

/** Every line of SQL of the media gallery: items, media categories and comments. */
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
    let query = this.items();
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

  async list(filter: MediaFilter): Promise<{ rows: MediaRow[]; total: number }> {
    const base = this.filtered(filter);
    const counted = await base
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    let query = base;
    if (filter.sort === 'oldest') query = query.orderBy('m.created_at', 'asc').orderBy('m.id', 'asc');
    else if (filter.sort === 'title') query = query.orderBy(sql`lower(m.title_en)`).orderBy('m.id');
    else if (filter.sort === 'size') query = query.orderBy('m.file_size', 'desc').orderBy('m.id', 'desc');
    else query = query.orderBy('m.created_at', 'desc').orderBy('m.id', 'desc');
    const rows = await query.limit(filter.limit).offset(filter.offset).execute();
    return { rows, total: Number(counted?.n ?? 0) };
  }

  findById(id: number): Promise<MediaRow | undefined> {
    return this.items().where('m.id', '=', id).executeTakeFirst();
  }

  findByUuid(uuid: string): Promise<MediaRow | undefined> {
    return this.items().where('m.uuid', '=', uuid).executeTakeFirst();
  }

  findByOriginalKey(key: string): Promise<{ original_filename: string | null } | undefined> {
    return this.db
      .selectFrom('media_items')
      .select('original_filename')
      .where('original_key', '=', key)
      .executeTakeFirst();
  }

  async insert(values: Omit<MediaItemsTable, 'id' | 'created_at' | 'updated_at'> & { created_at?: string }) {
    const at = values.created_at ?? now();
    return insertId(this.db, this.db.insertInto('media_items').values({ ...values, created_at: at, updated_at: at }));
  }

  async update(id: number, values: Partial<Omit<MediaItemsTable, 'id' | 'uuid' | 'created_at'>>): Promise<void> {
    await this.db
      .updateTable('media_items')
      .set({ ...values, updated_at: now() })
      .where('id', '=', id)
      .execute();
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
  async delete(ids: number[]): Promise<MediaRow[]> {
    if (ids.length === 0) return [];
    const rows = await this.items().where('m.id', 'in', ids).execute();
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('media_comments').where('media_id', 'in', ids).execute();
      await trx.deleteFrom('media_items').where('id', 'in', ids).execute();
    });
    return rows;
  }

  async setFlag(ids: number[], values: Partial<Pick<MediaItemsTable, 'is_public' | 'is_featured' | 'status'>>) {
    const result = await this.db
      .updateTable('media_items')
      .set({ ...values, updated_at: now() })
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

  async stats() {
    const rows = await this.db
      .selectFrom('media_items')
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
      ...r,
      n: Number(r.n),
      bytes: Number(r.bytes ?? 0),
      saved: Number(r.saved ?? 0),
      youtube: Number(r.youtube ?? 0),
    }));
  }

  // ── Categories ──

  private categoriesWithCounts(visibleOnly: boolean) {
    return this.db
      .selectFrom('media_categories as c')
      .selectAll('c')
      .select((eb) =>
        eb
          .selectFrom('media_items as m')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('m.category_id', '=', 'c.id')
          .$if(visibleOnly, (qb) =>
            qb
              .where('m.processing_status', '=', 'completed')
              .where('m.is_public', '=', 1)
              .where('m.status', '=', 'active'),
          )
          .as('media_count'),
      );
  }

  async categories(options: { activeOnly: boolean; visibleCounts: boolean; search?: string | undefined }) {
    let query = this.categoriesWithCounts(options.visibleCounts);
    if (options.activeOnly) query = query.where('c.is_active', '=', 1);
    if (options.search) {
      const text = options.search;
      query = query.where((eb) =>
        eb.or([containsText(sql`c.key`, text), containsJsonText(this.db, sql`c.names`, text)]),
      );
    }
    const rows = await query.orderBy('c.sort_order').orderBy('c.id').execute();
    return rows.map((r) => ({ ...r, media_count: Number(r.media_count ?? 0) })) as CategoryRow[];
  }

  async findCategory(id: number): Promise<CategoryRow | undefined> {
    const row = await this.categoriesWithCounts(false).where('c.id', '=', id).executeTakeFirst();
    return row ? ({ ...row, media_count: Number(row.media_count ?? 0) } as CategoryRow) : undefined;
  }

  findCategoryByKey(key: string) {
    return this.db.selectFrom('media_categories').select(['id', 'key']).where('key', '=', key).executeTakeFirst();
  }

  insertCategory(values: Omit<MediaCategoriesTable, 'id' | 'created_at' | 'updated_at'>) {
    const at = now();
    return insertId(
      this.db,
      this.db.insertInto('media_categories').values({ ...values, created_at: at, updated_at: at }),
    );
  }

  async updateCategory(id: number, values: Partial<Omit<MediaCategoriesTable, 'id' | 'created_at'>>) {
    await this.db
      .updateTable('media_categories')
      .set({ ...values, updated_at: now() })
      .where('id', '=', id)
      .execute();
  }

  async setCategoriesActive(ids: number[], active: boolean): Promise<number> {
    const result = await this.db
      .updateTable('media_categories')
      .set({ is_active: active ? 1 : 0, updated_at: now() })
      .where('id', 'in', ids)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  async deleteCategories(ids: number[]): Promise<number> {
    if (ids.length === 0) return 0;
    // Their media become uncategorised in the same transaction: never a category half deleted.
    return this.db.transaction().execute(async (trx) => {
      await trx.updateTable('media_items').set({ category_id: null }).where('category_id', 'in', ids).execute();
      const result = await trx.deleteFrom('media_categories').where('id', 'in', ids).executeTakeFirst();
      return Number(result.numDeletedRows);
    });
  }

  async reorderCategories(ids: number[]): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      for (const [index, id] of ids.entries()) {
        await trx
          .updateTable('media_categories')
          .set({ sort_order: (index + 1) * 10, updated_at: now() })
          .where('id', '=', id)
          .execute();
      }
    });
  }

  // ── Comments ──

  approvedComments(mediaId: number): Promise<CommentRow[]> {
    return this.db
      .selectFrom('media_comments')
      .selectAll()
      .where('media_id', '=', mediaId)
      .where('status', '=', 'approved')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(200)
      .execute();
  }

  async approvedCount(mediaId: number): Promise<number> {
    const row = await this.db
      .selectFrom('media_comments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('media_id', '=', mediaId)
      .where('status', '=', 'approved')
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  async commentsFromIpSince(ip: string, since: string): Promise<number> {
    const row = await this.db
      .selectFrom('media_comments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('ip', '=', ip)
      .where('created_at', '>=', since)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  insertComment(values: Omit<MediaCommentsTable, 'id' | 'created_at' | 'updated_at'> & { created_at?: string }) {
    const at = values.created_at ?? now();
    return insertId(
      this.db,
      this.db.insertInto('media_comments').values({ ...values, created_at: at, updated_at: at }),
    );
  }

  private adminComments() {
    return this.db
      .selectFrom('media_comments as k')
      .innerJoin('media_items as m', 'm.id', 'k.media_id')
      .selectAll('k')
      .select(['m.uuid as media_uuid', 'm.translations as media_translations']);
  }

  async listComments(filter: {
    search?: string | undefined;
    status?: CommentStatus | undefined;
    mediaId?: number | undefined;
    sort: 'newest' | 'oldest';
    limit: number;
    offset: number;
  }): Promise<{ rows: AdminCommentRow[]; total: number }> {
    let query = this.adminComments();
    if (filter.status) query = query.where('k.status', '=', filter.status);
    if (filter.mediaId) query = query.where('k.media_id', '=', filter.mediaId);
    if (filter.search) {
      const text = filter.search;
      query = query.where((eb) =>
        eb.or([containsText(sql`k.comment`, text), containsText(sql`k.commenter_name`, text)]),
      );
    }
    const counted = await query
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    const direction = filter.sort === 'oldest' ? 'asc' : 'desc';
    const rows = await query
      .orderBy('k.created_at', direction)
      .orderBy('k.id', direction)
      .limit(filter.limit)
      .offset(filter.offset)
      .execute();
    return { rows, total: Number(counted?.n ?? 0) };
  }

  findComment(id: number): Promise<AdminCommentRow | undefined> {
    return this.adminComments().where('k.id', '=', id).executeTakeFirst();
  }

  async updateComment(
    id: number,
    values: Partial<Pick<MediaCommentsTable, 'status' | 'admin_response' | 'admin_response_at'>>,
  ) {
    await this.db
      .updateTable('media_comments')
      .set({ ...values, updated_at: now() })
      .where('id', '=', id)
      .execute();
  }

  async setCommentStatus(ids: number[], status: CommentStatus): Promise<number> {
    const result = await this.db
      .updateTable('media_comments')
      .set({ status, updated_at: now() })
      .where('id', 'in', ids)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  async deleteComments(ids: number[]): Promise<number> {
    const result = await this.db.deleteFrom('media_comments').where('id', 'in', ids).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async commentStats() {
    const rows = await this.db
      .selectFrom('media_comments')
      .select([
        'status',
        (eb) => eb.fn.countAll<number>().as('n'),
        (eb) => eb.fn.sum<number>(sql`case when admin_response is not null then 1 else 0 end`).as('responded'),
      ])
      .groupBy('status')
      .execute();
    return rows.map((r) => ({ status: r.status, n: Number(r.n), responded: Number(r.responded ?? 0) }));
  }

  async pendingComments(): Promise<number> {
    const row = await this.db
      .selectFrom('media_comments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }
}
