import type { LanguageCode, ShopAvailability, ShopProductTranslation } from '@site/contracts';
import type { Selectable } from 'kysely';
import { bit, flag, now, parseJson } from '../../db/columns.js';
import { countRows } from '../../db/count.js';
import type { Db } from '../../db/database.js';
import { insertId } from '../../db/dialect.js';
import type { ReunionShopProductsTable } from '../../db/schema.js';
import { containsText } from '../../db/search.js';

export type ProductTranslations = Partial<Record<LanguageCode, ShopProductTranslation>>;

/** What a product is written with. */
export interface ProductWrite {
  translations: ProductTranslations;
  is_free: boolean;
  availability: ShopAvailability;
  link_url: string | null;
  is_published: boolean;
  sort_order: number;
}

/** A product as the services read it. */
export interface ProductRecord extends ProductWrite {
  id: number;
  created_at: string;
  updated_at: string;
}

type ProductRow = Selectable<ReunionShopProductsTable>;

/** All SQL on the shop's products. */
export class ReunionShopRepository {
  constructor(private readonly db: Db) {}

  private toRecord(row: ProductRow): ProductRecord {
    return {
      id: Number(row.id),
      translations: parseJson<ProductTranslations>(row.translations, {}),
      is_free: flag(row.is_free),
      availability: row.availability as ShopAvailability,
      link_url: row.link_url,
      is_published: flag(row.is_published),
      sort_order: Number(row.sort_order),
      created_at: row.created_at,
      updated_at: row.updated_at,
    };
  }

  private columns(input: ProductWrite) {
    return {
      translations: JSON.stringify(input.translations),
      is_free: bit(input.is_free),
      availability: input.availability,
      link_url: input.link_url,
      is_published: bit(input.is_published),
      sort_order: input.sort_order,
    };
  }

  /** The published products in their display order (the public page shows them all). */
  async published(limit: number): Promise<ProductRecord[]> {
    const rows = await this.db
      .selectFrom('reunion_shop_products')
      .selectAll()
      .where('is_published', '=', 1)
      .orderBy('sort_order', 'asc')
      .orderBy('id', 'asc')
      .limit(limit)
      .execute();
    return rows.map((row) => this.toRecord(row));
  }

  /** Every product in display order, searched in the texts of every language, with the total found. */
  async list(filter: { search?: string | undefined; limit: number; offset: number }) {
    let query = this.db.selectFrom('reunion_shop_products').selectAll();
    if (filter.search) {
      const text = filter.search;
      query = query.where((eb) => containsText(eb.ref('translations'), text));
    }
    const total = await countRows(query);
    const rows = await query
      .orderBy('sort_order', 'asc')
      .orderBy('id', 'asc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute();
    return { rows: rows.map((row) => this.toRecord(row)), total };
  }

  async findById(id: number): Promise<ProductRecord | undefined> {
    const row = await this.db.selectFrom('reunion_shop_products').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? this.toRecord(row) : undefined;
  }

  async count(): Promise<number> {
    return countRows(this.db.selectFrom('reunion_shop_products').selectAll());
  }

  async create(input: ProductWrite): Promise<number> {
    const at = now();
    return insertId(
      this.db,
      this.db.insertInto('reunion_shop_products').values({ ...this.columns(input), created_at: at, updated_at: at }),
    );
  }

  async update(id: number, input: ProductWrite): Promise<void> {
    await this.db
      .updateTable('reunion_shop_products')
      .set({ ...this.columns(input), updated_at: now() })
      .where('id', '=', id)
      .execute();
  }

  async delete(id: number): Promise<void> {
    await this.db.deleteFrom('reunion_shop_products').where('id', '=', id).execute();
  }
}
