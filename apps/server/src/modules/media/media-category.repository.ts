import { sql, type Selectable } from 'kysely';
import { bit, flag, now, parseJson } from '../../db/columns.js';
import type { Db } from '../../db/database.js';
import { containsJsonText, containsText } from '../../db/search.js';
import { insertId } from '../../db/dialect.js';
import type { MediaCategoriesTable } from '../../db/schema.js';
import type { PerLanguage } from './media.repository.js';

export interface MediaCategoryRecord {
  id: number;
  key: string;
  names: PerLanguage<string>;
  descriptions: PerLanguage<string>;
  color_code: string;
  icon: string;
  sort_order: number;
  is_active: boolean;
  /** Items in the category (only those visitors see, where the query asked for visible counts). */
  media_count: number;
  created_at: string;
  updated_at: string;
}

export type MediaCategoryWrite = Omit<MediaCategoryRecord, 'id' | 'media_count' | 'created_at' | 'updated_at'>;

function toCategory(
  row: Selectable<MediaCategoriesTable> & { media_count: number | string | null },
): MediaCategoryRecord {
  return {
    ...row,
    names: parseJson<PerLanguage<string>>(row.names, {}),
    descriptions: parseJson<PerLanguage<string>>(row.descriptions, {}),
    is_active: flag(row.is_active),
    media_count: Number(row.media_count ?? 0),
  };
}

function categoryColumns(values: MediaCategoryWrite) {
  return {
    key: values.key,
    names: JSON.stringify(values.names),
    descriptions: JSON.stringify(values.descriptions),
    color_code: values.color_code,
    icon: values.icon,
    sort_order: values.sort_order,
    is_active: bit(values.is_active),
  };
}

/** The SQL of the media categories: with their item counts, written from domain values. */
export class MediaCategoryRepository {
  constructor(private readonly db: Db) {}

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

  async categories(options: {
    activeOnly: boolean;
    visibleCounts: boolean;
    search?: string | undefined;
  }): Promise<MediaCategoryRecord[]> {
    let query = this.categoriesWithCounts(options.visibleCounts);
    if (options.activeOnly) query = query.where('c.is_active', '=', 1);
    if (options.search) {
      const text = options.search;
      query = query.where((eb) =>
        eb.or([containsText(sql`c.key`, text), containsJsonText(this.db, sql`c.names`, text)]),
      );
    }
    const rows = await query.orderBy('c.sort_order').orderBy('c.id').execute();
    return rows.map(toCategory);
  }

  async findCategory(id: number): Promise<MediaCategoryRecord | undefined> {
    const row = await this.categoriesWithCounts(false).where('c.id', '=', id).executeTakeFirst();
    return row ? toCategory(row) : undefined;
  }

  findCategoryByKey(key: string) {
    return this.db.selectFrom('media_categories').select(['id', 'key']).where('key', '=', key).executeTakeFirst();
  }

  insertCategory(values: MediaCategoryWrite): Promise<number> {
    const at = now();
    return insertId(
      this.db,
      this.db.insertInto('media_categories').values({ ...categoryColumns(values), created_at: at, updated_at: at }),
    );
  }

  async updateCategory(id: number, values: MediaCategoryWrite): Promise<void> {
    await this.db
      .updateTable('media_categories')
      .set({ ...categoryColumns(values), updated_at: now() })
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
}
